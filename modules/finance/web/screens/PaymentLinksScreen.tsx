import { Button, Card, Group, Pagination, Select, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { api, downloadFile, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PAYMENT_STATUSES } from '../../shared/index.ts';
import type { Page, PaymentRow } from '../api.ts';
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
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{formatDateTime(r.confirmedAt ?? r.createdAt)}</Table.Td>
              <Table.Td>{r.companyName}</Table.Td>
              <Table.Td>{r.referenceType}</Table.Td>
              <Table.Td>{r.payerName}</Table.Td>
              <Table.Td>
                {r.mode}
                {r.instrumentNo ? ` ${r.instrumentNo}` : ''}
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
    queryFn: () => api<Page<PaymentRow>>('/api/payment-links', { query: { page, pageSize: 20, status } }),
  });
  return (
    <>
      <TestModeBanner />
      <PageHeader
        title="Payment links"
        actions={
          <Button component={Link} to="/payments/pay">
            Record offline payment
          </Button>
        }
      />
      <Group mb="md">
        <Select label="Status" clearable data={[...PAYMENT_STATUSES]} value={status} onChange={setStatus} w={220} />
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
