import { Alert, Button, Card, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, downloadFile, LoadError, PageHeader } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { MODE_LABELS } from '../../shared/index.ts';
import { Money, StatusBadge } from '../components.tsx';

/**
 * student-account/transaction: every payment made on the signed-in parent's child's fee account,
 * newest first, with what it paid for and its receipt.
 */
export default function StudentTransactionsScreen() {
  const account = useQuery({ queryKey: ['student-account', 'me'], queryFn: () => call(C.myAccount) });
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
        <Card withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="xs" data-testid="transactions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>For</Table.Th>
                  <Table.Th>Mode</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Receipt</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{formatDateTime(r.confirmedAt ?? r.createdAt)}</Table.Td>
                    <Table.Td>
                      {r.planName}
                      {r.installment ? `: ${r.installment}` : ''}
                    </Table.Td>
                    <Table.Td>
                      {MODE_LABELS[r.mode] ?? r.mode}
                      {r.instrumentNo ? ` ${r.instrumentNo}` : ''}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Money paise={r.amountPaise} />
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.status} />
                    </Table.Td>
                    <Table.Td>
                      {r.receiptNo && (
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() =>
                            void downloadFile(`/api/public/receipts/${r.receiptToken}`, {}, `receipt-${r.id}.pdf`)
                          }
                        >
                          {r.receiptNo}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </>
  );
}
