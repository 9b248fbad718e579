import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatRs } from '@portal/core';
import { call, LoadError, PageHeader, StatusBadge } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

/** plan-details/{enquiryID}/{planID}: a service plan's installments, as the fee engine keeps them. */
export default function PlanDetailsScreen() {
  const id = Number(useParams().planID);
  const q = useQuery({
    queryKey: ['services', 'plan', id],
    queryFn: () => call(C.planDetails, { params: { planID: id } }),
  });
  if (q.error) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data) return null;
  const { plan, installments } = q.data;
  return (
    <Stack>
      <PageHeader
        title={plan.name}
        subtitle={`${plan.classCategory} · ${formatRs(plan.totalPaise)} in ${plan.installmentCount} installments`}
        crumbs={[{ label: 'Service plans', to: '/services/approve-plan' }, { label: plan.name }]}
        actions={<StatusBadge status={plan.status} />}
      />
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
      <Text size="sm" c="gray.7">
        Concessions, receipts and ledger postings follow the fee engine&apos;s rules, as for tuition.
      </Text>
    </Stack>
  );
}
