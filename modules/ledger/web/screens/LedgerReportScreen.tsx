import { Badge, Button, Card, Group, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPaise } from '@portal/core';
import { call, downloadFile, LoadError, PageHeader, useAccess } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

/** report/ledger-report: the trial balance of the visible centres, with CSV export. */
export default function LedgerReportScreen() {
  const { franchiseeId } = useAccess();
  const tb = useQuery({
    queryKey: ['trial-balance', franchiseeId],
    queryFn: () => call(C.trialBalance, { query: { franchiseeID: franchiseeId ?? undefined } }),
  });
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
        <Card withBorder radius="md">
          <Group mb="sm">
            <Badge color={tb.data.balanced ? 'teal' : 'red'}>
              {tb.data.balanced ? 'Debits equal credits' : 'Out of balance'}
            </Badge>
          </Group>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right">Debit</Table.Th>
                <Table.Th ta="right">Credit</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tb.data.accounts.map((a) => (
                <Table.Tr key={a.account}>
                  <Table.Td>{a.label}</Table.Td>
                  <Table.Td ta="right">{formatPaise(a.debit)}</Table.Td>
                  <Table.Td ta="right">{formatPaise(a.credit)}</Table.Td>
                  <Table.Td ta="right">{formatPaise(a.balance)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>Total</Table.Td>
                <Table.Td ta="right">{formatPaise(tb.data.debit)}</Table.Td>
                <Table.Td ta="right">{formatPaise(tb.data.credit)}</Table.Td>
                <Table.Td />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </>
  );
}
