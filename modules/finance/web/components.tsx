import { Alert, Badge, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise } from '@portal/core';
import { api, statusColor } from '@portal/ui';
import type { Installment } from './api.ts';

export const Money = ({ paise, fw }: { paise: number | null | undefined; fw?: number }) => (
  <Text span fw={fw} style={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatPaise(paise ?? 0)}
  </Text>
);

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge variant="light" color={statusColor(status)}>
    {status}
  </Badge>
);

/**
 * Shown on every payment screen while the server runs in payment test mode
 * (PAYMENT_TEST_MODE=1): payments are signed by the portal itself and nothing is charged.
 */
export function TestModeBanner() {
  const cfg = useQuery({
    queryKey: ['payment-config'],
    queryFn: () => api<{ testMode: boolean }>('/api/public/payment-config'),
    staleTime: Infinity,
  });
  if (!cfg.data?.testMode) return null;
  return (
    <Alert color="orange" variant="filled" mb="md" data-testid="payment-test-mode" title="Test mode">
      Payments on this portal are simulated: nothing is charged and no gateway is contacted.
    </Alert>
  );
}

/** A plan's installments; `action` renders a cell per row (a Pay button, a record link). */
export function InstallmentTable({
  rows,
  action,
  royalty,
}: {
  rows: Installment[];
  action?: (row: Installment) => React.ReactNode;
  royalty?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" data-testid="installments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Installment</Table.Th>
            <Table.Th>Due date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            {royalty && <Table.Th ta="right">Royalty</Table.Th>}
            <Table.Th ta="right">Concession</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Due now</Table.Th>
            <Table.Th>Status</Table.Th>
            {action && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.label}</Table.Td>
              <Table.Td>{formatDate(r.dueDate)}</Table.Td>
              <Table.Td ta="right">
                <Money paise={r.amountPaise} />
              </Table.Td>
              {royalty && (
                <Table.Td ta="right">
                  <Money paise={r.royaltyPaise} />
                </Table.Td>
              )}
              <Table.Td ta="right">
                <Money paise={r.concessionPaise} />
              </Table.Td>
              <Table.Td ta="right">
                <Money paise={r.paidPaise} />
              </Table.Td>
              <Table.Td ta="right">
                <Money paise={r.outstandingPaise} fw={600} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={r.status} />
              </Table.Td>
              {action && <Table.Td>{action(r)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
