import { Card, Text } from '@mantine/core';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { DataTable, type DataColumn } from '@portal/ui';
import type * as C from '../shared/contracts.ts';
import { Money, StatusBadge } from './components.tsx';

type Charge = EndpointAnswer<typeof C.studentAccount>['charges'][number];

const columns: DataColumn<Charge>[] = [
  { id: 'chargeDate', header: 'Date', nowrap: true, cell: (c) => formatDate(c.chargeDate) },
  {
    id: 'description',
    header: 'For',
    primary: true,
    cell: (c) => (
      <>
        {c.description}
        <Text size="xs" c="dimmed">
          {c.feeHeadName}
          {c.reversalReason ? ` · ${c.reversalReason}` : ''}
        </Text>
      </>
    ),
  },
  { id: 'amountPaise', header: 'Amount', align: 'right', cell: (c) => <Money paise={c.amountPaise} /> },
  {
    id: 'status',
    header: 'Status',
    cell: (c) => <StatusBadge status={c.status === 'REVERSED' ? 'WAIVED' : c.status} />,
  },
];

/** One-off charges on the child's account (a late pickup, …), each on its fee head; a waived one says why. */
export function AccountCharges({ charges }: { charges: Charge[] }) {
  if (charges.length === 0) return null;
  const due = charges.filter((c) => c.status === 'DUE').reduce((a, c) => a + c.amountPaise, 0);
  return (
    <Card withBorder radius="md" data-testid="account-charges">
      <Text fw={600}>Other charges</Text>
      <Text size="sm" c="dimmed" mb="sm">
        Due <Money paise={due} fw={700} />
      </Text>
      <DataTable card={false} data={charges} columns={columns} rowId={(c) => String(c.id)} testId="charges" />
    </Card>
  );
}
