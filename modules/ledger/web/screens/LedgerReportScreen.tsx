import { Badge, Button, Group } from '@mantine/core';
import { formatPaise, type EndpointAnswer } from '@portal/core';
import { DataTable, downloadFile, LoadError, PageHeader, useAccess, useCall, type DataColumn } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

type Account = EndpointAnswer<typeof C.trialBalance>['accounts'][number];

const columns: DataColumn<Account>[] = [
  { id: 'label', header: 'Account', primary: true, sort: true },
  { id: 'debit', header: 'Debit', align: 'right', sort: true, cell: (a) => formatPaise(a.debit) },
  { id: 'credit', header: 'Credit', align: 'right', sort: true, cell: (a) => formatPaise(a.credit) },
  { id: 'balance', header: 'Balance', align: 'right', sort: true, cell: (a) => formatPaise(a.balance) },
];

/** report/ledger-report: the trial balance of the visible centres, with CSV export. */
export default function LedgerReportScreen() {
  const { franchiseeId } = useAccess();
  const tb = useCall(C.trialBalance, { query: { franchiseeID: franchiseeId ?? undefined } });
  if (tb.error) return <LoadError error={tb.error} onRetry={() => tb.refetch()} />;
  return (
    <>
      <PageHeader
        title="Ledger report"
        actions={
          <Button
            variant="default"
            onClick={() =>
              void downloadFile(C.ledgerReport.path, { franchiseeID: franchiseeId ?? undefined }, 'ledger-report.csv')
            }
          >
            Export CSV
          </Button>
        }
      />
      {tb.data && (
        <Group mb="sm">
          <Badge color={tb.data.balanced ? 'teal' : 'red'}>
            {tb.data.balanced ? 'Debits equal credits' : 'Out of balance'}
          </Badge>
        </Group>
      )}
      <DataTable
        data={tb.data?.accounts}
        columns={columns}
        rowId={(a) => a.account}
        totals={tb.data && { label: 'Total', debit: formatPaise(tb.data.debit), credit: formatPaise(tb.data.credit) }}
        empty="No postings yet"
        striped
      />
    </>
  );
}
