import { Stack, Text } from '@mantine/core';
import { formatDate, formatPaise, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, StatusBadge, useCall, type DataColumn } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

type Installment = EndpointAnswer<typeof C.planDetails>['installments'][number];

const columns: DataColumn<Installment>[] = [
  { id: 'label', header: 'Installment', primary: true },
  { id: 'dueDate', header: 'Due on', cell: (i) => formatDate(i.dueDate) },
  { id: 'amountPaise', header: 'Amount', align: 'right', cell: (i) => formatPaise(i.amountPaise) },
];

/** plan-details/{enquiryID}/{planID}: a service plan's installments, as the fee engine keeps them. */
export default function PlanDetailsScreen() {
  const id = Number(useParams().planID);
  const q = useCall(C.planDetails, { params: { planID: id } });
  if (q.error) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data) return null;
  const { plan, installments } = q.data;
  return (
    <Stack>
      <PageHeader
        title={plan.name}
        subtitle={`${plan.classCategory} · ${formatPaise(plan.totalPaise)} in ${plan.installmentCount} installments`}
        crumbs={[{ label: 'Service plans', to: '/services/approve-plan' }, { label: plan.name }]}
        actions={<StatusBadge status={plan.status} />}
      />
      <DataTable
        data={installments}
        columns={columns}
        rowId={(i) => String(i.id)}
        empty="No installments"
        testId="plan-installments"
        striped
      />
      <Text size="sm" c="gray.7">
        Concessions, receipts and ledger postings follow the fee engine&apos;s rules, as for tuition.
      </Text>
    </Stack>
  );
}
