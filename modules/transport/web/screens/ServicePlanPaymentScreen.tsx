import { Anchor, Card, Group, Stack, Title } from '@mantine/core';
import { formatDate, formatPaise, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, StatusBadge, useCall, type DataColumn } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

type Child = EndpointAnswer<typeof C.assignedServices>['rows'][number];
type Installment = EndpointAnswer<typeof C.planDetails>['installments'][number];

function childColumns(planId: number): DataColumn<Child>[] {
  return [
    { id: 'studentName', header: 'Student', primary: true },
    { id: 'total', header: 'Total', align: 'right', cell: (r) => formatPaise(r.totalPaise) },
    { id: 'paid', header: 'Paid', align: 'right', cell: (r) => formatPaise(r.paidPaise) },
    { id: 'owed', header: 'Owed', align: 'right', cell: (r) => formatPaise(r.outstandingPaise) },
    {
      id: 'payments',
      header: 'Payments',
      cell: (r) =>
        r.referenceId ? (
          <Anchor component={Link} to={`/services/service-payments/${r.referenceId}/${planId}`}>
            Installments and payments
          </Anchor>
        ) : (
          '—'
        ),
    },
  ];
}

const installmentColumns: DataColumn<Installment>[] = [
  { id: 'label', header: 'Installment', primary: true },
  { id: 'dueDate', header: 'Due on', nowrap: true, cell: (i) => formatDate(i.dueDate) },
  { id: 'amount', header: 'Amount', align: 'right', cell: (i) => formatPaise(i.amountPaise) },
];

/**
 * service-plan-payment/{enquiryID}/{planID}: a service plan's installments and, for the enquiry's
 * children on it, what has been paid and what is owed, with each one's payments and link.
 */
export default function ServicePlanPaymentScreen() {
  const params = useParams();
  const enquiryID = Number(params.enquiryID);
  const planID = Number(params.planID);
  const plan = useCall(C.planDetails, { params: { planID } });
  const assigned = useCall(C.assignedServices, { query: { enquiryID, planID } });
  const error = plan.error ?? assigned.error;
  if (error) return <LoadError error={error} onRetry={() => void Promise.all([plan.refetch(), assigned.refetch()])} />;
  if (!plan.data || !assigned.data) return null;
  const { plan: p, installments } = plan.data;
  return (
    <Stack>
      <PageHeader
        title={p.name}
        subtitle={`${formatPaise(p.totalPaise)} in ${p.installmentCount} installments`}
        crumbs={[{ label: 'Service enquiries', to: '/services/enquiries' }, { label: 'Plan payment' }]}
        actions={<StatusBadge status={p.status} />}
      />
      <Card withBorder radius="md">
        <Title order={4} mb="xs">
          Children on this plan
        </Title>
        <DataTable
          card={false}
          data={assigned.data.rows}
          columns={childColumns(planID)}
          rowId={(r) => String(r.id)}
          empty={{
            title: 'No child of this enquiry is on this plan yet.',
            action: (
              <Anchor component={Link} to={`/services/enquiries/assign/${enquiryID}/true`}>
                Assign the service
              </Anchor>
            ),
          }}
          testId="plan-payments"
          striped
          minWidth={520}
        />
      </Card>
      <Card withBorder radius="md">
        <Group justify="space-between" mb="xs">
          <Title order={4}>Installments</Title>
        </Group>
        <DataTable
          card={false}
          data={installments}
          columns={installmentColumns}
          rowId={(i) => String(i.id)}
          testId="plan-installments"
          striped
          minWidth={360}
        />
      </Card>
    </Stack>
  );
}
