import { Alert, Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise } from '@portal/core';
import { call, DataTable, statusColor, type DataColumn } from '@portal/ui';
import * as C from '../shared/contracts.ts';
import { statusLabel } from '../shared/index.ts';
import type { PublicInstallment } from './api.ts';

export const Money = ({ paise, fw }: { paise: number | null | undefined; fw?: number }) => (
  <Text span fw={fw} style={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatPaise(paise ?? 0)}
  </Text>
);

/** Installment standings in their own colours; every other status in the portal's status colours. */
const INSTALLMENT_COLORS: Record<string, string> = {
  PAID: 'green',
  'PARTLY PAID': 'yellow',
  DUE: 'red',
  UPCOMING: 'gray',
};

export const StatusBadge = ({ status }: { status: string }) => (
  <Badge
    variant="light"
    color={INSTALLMENT_COLORS[status] ?? statusColor(status)}
    miw="max-content"
    data-status={status}
  >
    {statusLabel(status)}
  </Badge>
);

/**
 * Shown on every payment screen while the server runs in payment test mode
 * (PAYMENT_TEST_MODE=1): payments are signed by the portal itself and nothing is charged.
 */
export function TestModeBanner() {
  const cfg = useQuery({
    queryKey: ['payment-config'],
    queryFn: () => call(C.paymentConfig),
    staleTime: Infinity,
  });
  if (!cfg.data?.testMode) return null;
  return (
    <Alert color="orange" variant="filled" mb="md" data-testid="payment-test-mode" title="Test mode">
      Payments on this portal are simulated: nothing is charged and no gateway is contacted.
    </Alert>
  );
}

const money = (paise: (r: PublicInstallment) => number, strong = false): Partial<DataColumn<PublicInstallment>> => ({
  align: 'right',
  nowrap: true,
  cell: (r) => <Money paise={paise(r)} fw={strong ? 600 : undefined} />,
});

const installmentColumns: DataColumn<PublicInstallment>[] = [
  { id: 'label', header: 'Installment', primary: true },
  { id: 'dueDate', header: 'Due date', nowrap: true, cell: (r) => formatDate(r.dueDate) },
  { id: 'amount', header: 'Amount', ...money((r) => r.amountPaise) },
  { id: 'concession', header: 'Concession', ...money((r) => r.concessionPaise) },
  { id: 'paid', header: 'Paid', ...money((r) => r.paidPaise) },
  { id: 'outstanding', header: 'Due now', ...money((r) => r.outstandingPaise, true) },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
];

/** A plan's installments (one card each on a phone); `action` adds a button per row (a Pay button, a record link). */
export function InstallmentTable({
  rows,
  action,
}: {
  rows: PublicInstallment[];
  action?: (row: PublicInstallment) => React.ReactNode;
}) {
  return (
    <DataTable
      card={false}
      data={rows}
      columns={installmentColumns}
      rowId={(r) => String(r.id)}
      rowActions={action}
      testId="installments"
      rowTestId="installment-card"
      empty="No installments"
      striped
      minWidth={640}
    />
  );
}
