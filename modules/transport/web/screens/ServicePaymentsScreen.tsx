import { Anchor, Button, Card, CopyButton, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { enumLabel, formatDate, formatDateTime, formatRs } from '@portal/core';
import { call, LoadError, PageHeader, StatusBadge } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

type Installment = (typeof C.servicePayments.response)['_output']['installments'][number];

function Figure({ label, paise }: { label: string; paise: number }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{formatRs(paise)}</Text>
    </div>
  );
}

/** On a phone, one card per installment instead of a table to scroll sideways. */
function InstallmentCards({ rows }: { rows: Installment[] }) {
  return (
    <Stack gap="xs" data-testid="service-installments">
      {rows.map((i) => (
        <Card key={i.id} withBorder padding="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{i.label}</Text>
            <StatusBadge status={i.status} />
          </Group>
          <Text size="sm">
            Due {formatDate(i.dueDate)} · {formatRs(i.amountPaise)}
          </Text>
          <Text size="sm" c="gray.7">
            Paid {formatRs(i.paidPaise)} · owed {formatRs(i.outstandingPaise)}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * service-payments/{referenceID}/{planID}: a child's service plan as the fee engine keeps it — each
 * installment paid or owed, the payments with their receipts, and the link the parents pay by.
 */
export default function ServicePaymentsScreen() {
  const params = useParams();
  const referenceID = params.referenceID ?? '';
  const planID = Number(params.planID);
  const phone = useMediaQuery('(max-width: 36em)');
  const q = useQuery({
    queryKey: ['services', 'payments', referenceID, planID],
    queryFn: () => call(C.servicePayments, { params: { referenceID, planID } }),
  });
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
        {phone ? (
          <InstallmentCards rows={a.installments} />
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped data-testid="service-installments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Installment</Table.Th>
                  <Table.Th>Due date</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th ta="right">Concession</Table.Th>
                  <Table.Th ta="right">Paid</Table.Th>
                  <Table.Th ta="right">Owed</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.installments.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td>{i.label}</Table.Td>
                    <Table.Td>{formatDate(i.dueDate)}</Table.Td>
                    <Table.Td ta="right">{formatRs(i.amountPaise)}</Table.Td>
                    <Table.Td ta="right">{formatRs(i.concessionPaise)}</Table.Td>
                    <Table.Td ta="right">{formatRs(i.paidPaise)}</Table.Td>
                    <Table.Td ta="right">{formatRs(i.outstandingPaise)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={i.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
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
                  {formatRs(p.amountPaise)} · {enumLabel(p.mode)}
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
