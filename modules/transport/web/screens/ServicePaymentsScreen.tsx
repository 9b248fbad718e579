import { Anchor, Button, Card, CopyButton, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { enumLabel, formatDate, formatDateTime, formatPaise } from '@portal/core';
import { DataTable, LoadError, PageHeader, StatusBadge, useCall, type DataColumn } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

type Installment = (typeof C.servicePayments.response)['_output']['installments'][number];

function Figure({ label, paise }: { label: string; paise: number }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{formatPaise(paise)}</Text>
    </div>
  );
}

const money = (paise: (i: Installment) => number): Partial<DataColumn<Installment>> => ({
  align: 'right',
  nowrap: true,
  cell: (i) => formatPaise(paise(i)),
});

const installmentColumns: DataColumn<Installment>[] = [
  { id: 'label', header: 'Installment', primary: true },
  { id: 'dueDate', header: 'Due date', nowrap: true, cell: (i) => formatDate(i.dueDate) },
  { id: 'amount', header: 'Amount', ...money((i) => i.amountPaise) },
  { id: 'concession', header: 'Concession', ...money((i) => i.concessionPaise) },
  { id: 'paid', header: 'Paid', ...money((i) => i.paidPaise) },
  { id: 'owed', header: 'Owed', ...money((i) => i.outstandingPaise) },
  { id: 'status', header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
];

/**
 * service-payments/{referenceID}/{planID}: a child's service plan as the fee engine keeps it — each
 * installment paid or owed, the payments with their receipts, and the link the parents pay by.
 */
export default function ServicePaymentsScreen() {
  const params = useParams();
  const referenceID = params.referenceID ?? '';
  const planID = Number(params.planID);
  const q = useCall(C.servicePayments, { params: { referenceID, planID } });
  if (q.error) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data) return null;
  const a = q.data;
  const link = `${window.location.origin}/service-payments/${a.referenceId}`;
  return (
    <Stack>
      <PageHeader
        title={`${a.studentName} · ${a.service}`}
        subtitle={`${a.planName} · ${a.centre}`}
        crumbs={[{ label: 'Service enquiries', to: '/services/enquiries' }, { label: 'Service payments' }]}
        actions={<StatusBadge status={a.status} />}
      />
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label="Plan total" paise={a.totalPaise} />
          <Figure label="Concession" paise={a.concessionPaise} />
          <Figure label="Paid" paise={a.paidPaise} />
          <Figure label="Owed" paise={a.outstandingPaise} />
        </SimpleGrid>
        <Group mt="md" gap="xs" wrap="wrap">
          <Text size="sm">Payment link for the parents:</Text>
          <Anchor component={Link} to={`/service-payments/${a.referenceId}`} size="sm" data-testid="payment-link">
            /service-payments/{a.referenceId}
          </Anchor>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy the link'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Card>
      <Card withBorder radius="md">
        <Title order={4} mb="xs">
          Installments
        </Title>
        <DataTable
          card={false}
          data={a.installments}
          columns={installmentColumns}
          rowId={(i) => String(i.id)}
          testId="service-installments"
          striped
          minWidth={640}
        />
      </Card>
      <Card withBorder radius="md">
        <Title order={4} mb="xs">
          Payments
        </Title>
        {a.payments.length === 0 ? (
          <Text size="sm" c="gray.7">
            Nothing paid yet.
          </Text>
        ) : (
          <Stack gap="xs" data-testid="service-receipts">
            {a.payments.map((p) => (
              <Group key={p.id} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  {formatPaise(p.amountPaise)} · {enumLabel(p.mode)}
                  {p.confirmedAt ? ` · ${formatDateTime(p.confirmedAt)}` : ''}
                  {p.receiptNo ? ` · receipt ${p.receiptNo}` : ''}
                </Text>
                <StatusBadge status={p.status} />
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
