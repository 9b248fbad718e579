import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatRs } from '@portal/core';
import { call, LoadError, PageHeader, StatusBadge } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

/**
 * service-plan-payment/{enquiryID}/{planID}: a service plan's installments and, for the enquiry's
 * children on it, what has been paid and what is owed, with each one's payments and link.
 */
export default function ServicePlanPaymentScreen() {
  const params = useParams();
  const enquiryID = Number(params.enquiryID);
  const planID = Number(params.planID);
  const plan = useQuery({
    queryKey: ['services', 'plan', planID],
    queryFn: () => call(C.planDetails, { params: { planID } }),
  });
  const assigned = useQuery({
    queryKey: ['services', 'assigned', enquiryID, planID],
    queryFn: () => call(C.assignedServices, { query: { enquiryID, planID } }),
  });
  const error = plan.error ?? assigned.error;
  if (error) return <LoadError error={error} onRetry={() => void Promise.all([plan.refetch(), assigned.refetch()])} />;
  if (!plan.data || !assigned.data) return null;
  const { plan: p, installments } = plan.data;
  return (
    <Stack>
      <PageHeader
        title={p.name}
        subtitle={`${formatRs(p.totalPaise)} in ${p.installmentCount} installments`}
        crumbs={[{ label: 'Service enquiries', to: '/services/enquiries' }, { label: 'Plan payment' }]}
        actions={<StatusBadge status={p.status} />}
      />
      <Card withBorder radius="md">
        <Title order={4} mb="xs">
          Children on this plan
        </Title>
        {assigned.data.rows.length === 0 ? (
          <Text size="sm" c="gray.7">
            No child of this enquiry is on this plan yet.{' '}
            <Anchor component={Link} to={`/services/enquiries/assign/${enquiryID}/true`}>
              Assign the service
            </Anchor>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped data-testid="plan-payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Student</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th ta="right">Paid</Table.Th>
                  <Table.Th ta="right">Owed</Table.Th>
                  <Table.Th>Payments</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {assigned.data.rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.studentName}</Table.Td>
                    <Table.Td ta="right">{formatRs(r.totalPaise)}</Table.Td>
                    <Table.Td ta="right">{formatRs(r.paidPaise)}</Table.Td>
                    <Table.Td ta="right">{formatRs(r.outstandingPaise)}</Table.Td>
                    <Table.Td>
                      {r.referenceId ? (
                        <Anchor component={Link} to={`/services/service-payments/${r.referenceId}/${planID}`}>
                          Installments and payments
                        </Anchor>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Card withBorder radius="md">
        <Group justify="space-between" mb="xs">
          <Title order={4}>Installments</Title>
        </Group>
        <Table.ScrollContainer minWidth={360}>
          <Table striped data-testid="plan-installments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Installment</Table.Th>
                <Table.Th>Due on</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {installments.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.label}</Table.Td>
                  <Table.Td>{formatDate(i.dueDate)}</Table.Td>
                  <Table.Td ta="right">{formatRs(i.amountPaise)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
