import { Anchor, Button, Card, Group, Pagination, Select, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime, enumLabel } from '@portal/core';
import { PageHeader, call, downloadFile, HiddenTh, LoadError, EmptyState } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { MODE_LABELS, PAYMENT_STATUSES, statusLabel } from '../../shared/index.ts';
import type { PaymentRow } from '../api.ts';
import { Money, StatusBadge, TestModeBanner } from '../components.tsx';

/** Payments by reference and status; used by payment-links/page/:current and the approval list. */
export function PaymentTable({ rows, action }: { rows: PaymentRow[]; action?: (row: PaymentRow) => React.ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" data-testid="payments-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Centre</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Payer</Table.Th>
            <Table.Th>Mode</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Receipt</Table.Th>
            <HiddenTh />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{formatDateTime(r.confirmedAt ?? r.createdAt)}</Table.Td>
              <Table.Td>{r.companyName}</Table.Td>
              <Table.Td>{enumLabel(r.referenceType)}</Table.Td>
              <Table.Td>
                {r.studentAdmissionId ? (
                  <Anchor component={Link} to={`/ledger/student-fee-plan/${r.studentAdmissionId}`} size="sm">
                    {r.payerName}
                  </Anchor>
                ) : (
                  r.payerName
                )}
              </Table.Td>
              <Table.Td>
                {MODE_LABELS[r.mode] ?? r.mode}
                {r.instrumentNo ? ` ${r.instrumentNo}` : ''}
                {r.instrumentDate ? ` of ${formatDate(r.instrumentDate)}` : ''}
              </Table.Td>
              <Table.Td ta="right">
                <Money paise={r.amountPaise} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={r.status} />
                {r.failureReason && (
                  <Text size="xs" c="dimmed">
                    {r.failureReason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {r.receiptNo && (
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => void downloadFile(`/api/payments/${r.id}/receipt`, {}, `receipt-${r.id}.pdf`)}
                  >
                    {r.receiptNo}
                  </Button>
                )}
              </Table.Td>
              <Table.Td>{action?.(r)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** payment-links/page/:current: every payment reference and what became of it. */
export default function PaymentLinksScreen() {
  const { current = '1' } = useParams();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(null);
  const page = Math.max(1, Number(current) || 1);
  const list = useQuery({
    queryKey: ['payment-links', page, status],
    queryFn: () => call(C.listPayments, { query: { page, pageSize: 20, status: status ?? undefined } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <TestModeBanner />
      <PageHeader
        title="Payment links"
        actions={
          <Button component={Link} to="/payments/pay">
            Take a payment at the desk
          </Button>
        }
      />
      <Group mb="md">
        <Select
          label="Status"
          clearable
          data={PAYMENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          value={status}
          onChange={setStatus}
          w={220}
        />
      </Group>
      {list.error ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data?.rows.length === 0 ? (
        <EmptyState title="No payments yet" />
      ) : (
        <Card withBorder radius="md">
          <PaymentTable rows={list.data?.rows ?? []} />
          <Pagination
            mt="md"
            total={Math.max(1, Math.ceil((list.data?.count ?? 0) / 20))}
            value={page}
            onChange={(p) => navigate(`/payment-links/page/${p}`)}
          />
        </Card>
      )}
    </>
  );
}
