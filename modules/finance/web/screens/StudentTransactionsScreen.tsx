import { Alert, Button } from '@mantine/core';
import { formatDateTime, type EndpointAnswer } from '@portal/core';
import { DataTable, downloadFile, LoadError, PageHeader, useCall, type DataColumn } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { MODE_LABELS } from '../../shared/index.ts';
import { Money, StatusBadge } from '../components.tsx';

type Payment = EndpointAnswer<typeof C.myAccount>['plans'][number]['payments'][number] & {
  planName: string;
  installment: string;
};

const columns: DataColumn<Payment>[] = [
  { id: 'date', header: 'Date', cell: (r) => formatDateTime(r.confirmedAt ?? r.createdAt) },
  {
    id: 'planName',
    header: 'For',
    primary: true,
    cell: (r) => `${r.planName}${r.installment ? `: ${r.installment}` : ''}`,
  },
  {
    id: 'mode',
    header: 'Mode',
    cell: (r) => `${MODE_LABELS[r.mode] ?? r.mode}${r.instrumentNo ? ` ${r.instrumentNo}` : ''}`,
  },
  { id: 'amountPaise', header: 'Amount', align: 'right', cell: (r) => <Money paise={r.amountPaise} /> },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  {
    id: 'receiptNo',
    header: 'Receipt',
    cell: (r) =>
      r.receiptNo && (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => void downloadFile(`/api/public/receipts/${r.receiptToken}`, {}, `receipt-${r.id}.pdf`)}
        >
          {r.receiptNo}
        </Button>
      ),
  },
];

/**
 * student-account/transaction: every payment made on the signed-in parent's child's fee account,
 * newest first, with what it paid for and its receipt.
 */
export default function StudentTransactionsScreen() {
  const account = useCall(C.myAccount);
  if (account.error) return <LoadError error={account.error} onRetry={() => account.refetch()} />;
  const plans = account.data?.plans ?? [];
  const rows = plans
    .flatMap((p) =>
      p.payments.map((pay) => ({
        ...pay,
        planName: p.planName,
        installment: p.installments.find((i) => i.id === pay.studentInstallmentId)?.label ?? '',
      })),
    )
    .sort((a, b) => (b.confirmedAt ?? b.createdAt).localeCompare(a.confirmedAt ?? a.createdAt));
  return (
    <>
      <PageHeader title="Transactions" subtitle={plans[0]?.studentName} />
      {account.data && rows.length === 0 && <Alert color="blue">No payment has been made yet.</Alert>}
      {rows.length > 0 && (
        <DataTable
          data={rows}
          columns={columns}
          rowId={(r) => String(r.id)}
          paging={{ pageSize: 20 }}
          testId="transactions"
          striped
          minWidth={720}
        />
      )}
    </>
  );
}
