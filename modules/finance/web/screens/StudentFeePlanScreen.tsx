import { Alert, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { api, downloadFile, LoadError, PageHeader } from '@portal/ui';
import { Link, useParams } from 'react-router';
import type { PlanAccount } from '../api.ts';
import { InstallmentTable, Money, StatusBadge } from '../components.tsx';

/**
 * A student's fee account: plans, installments, payments and receipts.
 * ledger/student-fee-plan/:studentAdmissionID for staff; student-account/details
 * for a parent (their own child; `me` answers for the linked admission).
 */
export default function StudentFeePlanScreen({ own }: { own?: boolean }) {
  const { studentAdmissionID } = useParams();
  const path = own ? '/api/student-account/me' : `/api/student-account/${studentAdmissionID}`;
  const account = useQuery({
    queryKey: ['student-account', path],
    queryFn: () => api<{ studentAdmissionId: number; plans: PlanAccount[] }>(path),
    enabled: own || Boolean(studentAdmissionID),
  });
  if (!own && !studentAdmissionID) return <Alert color="blue">Choose a student from the student list.</Alert>;
  if (account.error) return <LoadError error={account.error} onRetry={() => account.refetch()} />;
  const plans = account.data?.plans ?? [];
  return (
    <>
      <PageHeader
        title="Fee account"
        subtitle={plans[0]?.studentName}
        crumbs={own ? [] : [{ label: 'Students', to: '/ledger/student-list' }, { label: 'Fee account' }]}
        actions={
          !own && account.data ? (
            <Button variant="default" component={Link} to={`/ledger/student-ledger/${account.data.studentAdmissionId}`}>
              Ledger
            </Button>
          ) : undefined
        }
      />
      {account.data && plans.length === 0 && <Alert color="blue">No fee plan is assigned yet.</Alert>}
      <Stack>
        {plans.map((p) => (
          <Card withBorder radius="md" key={p.id}>
            <Group justify="space-between" mb="sm">
              <div>
                <Text fw={600}>{p.planName}</Text>
                <Text size="sm" c="dimmed">
                  {p.centre}
                </Text>
              </div>
              <Group>
                <Text size="sm">
                  Due <Money paise={p.outstandingPaise} fw={700} />
                </Text>
                <Button size="xs" component={Link} to={`/admission-payments/${p.referenceId}`} color="#8080ff">
                  Pay online
                </Button>
                {!own && (
                  <Button size="xs" variant="light" component={Link} to={`/payments/pay/${p.referenceId}`}>
                    Record offline payment
                  </Button>
                )}
              </Group>
            </Group>
            <InstallmentTable rows={p.installments} />
            {p.payments.length > 0 && (
              <Table mt="md" verticalSpacing="xs" data-testid="payments">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Receipt</Table.Th>
                    <Table.Th>Mode</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.payments.map((pay) => (
                    <Table.Tr key={pay.id}>
                      <Table.Td>{pay.receiptNo ?? '—'}</Table.Td>
                      <Table.Td>{pay.mode}</Table.Td>
                      <Table.Td ta="right">
                        <Money paise={pay.amountPaise} />
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={pay.status} />
                      </Table.Td>
                      <Table.Td>{formatDateTime(pay.confirmedAt ?? pay.createdAt)}</Table.Td>
                      <Table.Td>
                        {pay.receiptNo && (
                          <Button
                            size="xs"
                            variant="subtle"
                            onClick={() =>
                              void downloadFile(`/api/public/receipts/${pay.receiptToken}`, {}, `receipt-${pay.id}.pdf`)
                            }
                          >
                            Receipt
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        ))}
      </Stack>
    </>
  );
}
