import { Button, Card, Group, Title } from '@mantine/core';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, ResourceView, useCall, type DataColumn } from '@portal/ui';
import { feePlanShape } from '../../shared/resources.ts';
import * as C from '../../shared/contracts.ts';
import { Link, useParams } from 'react-router';
import { Money } from '../components.tsx';

type Installment = EndpointAnswer<typeof C.planInstallments>['installments'][number];

const columns: DataColumn<Installment>[] = [
  { id: 'label', header: 'Installment', primary: true },
  { id: 'dueDate', header: 'Due date', cell: (i) => formatDate(i.dueDate) },
  { id: 'amountPaise', header: 'Amount', align: 'right', cell: (i) => <Money paise={i.amountPaise} /> },
  { id: 'royaltyPaise', header: 'Royalty', align: 'right', cell: (i) => <Money paise={i.royaltyPaise} /> },
];

/** approve-plan/plan-details/:enquiryID: a plan, its installments and royalty breakdown, with Approve / Reject. */
export default function PlanDetailsScreen() {
  const { enquiryID = '' } = useParams();
  const inst = useCall(C.planInstallments, { params: { id: Number(enquiryID) } });
  return (
    <>
      <PageHeader
        title="Fee plan"
        crumbs={[{ label: 'Fee plans', to: '/fee-component/list' }, { label: 'Plan' }]}
        actions={
          <Group>
            <Button variant="default" component={Link} to={`/fee-component/fee-installment/${enquiryID}/1`}>
              Installments
            </Button>
            <Button variant="default" component={Link} to={`/fee-component/fee-installment/royalty/${enquiryID}/1`}>
              Royalty breakdown
            </Button>
          </Group>
        }
      />
      <ResourceView
        resource={feePlanShape}
        id={Number(enquiryID)}
        editPath={`/fee-component/editPlan/${enquiryID}`}
        listPath="/fee-component/list"
      />
      <Card withBorder radius="md" mt="md">
        <Title order={5} mb="xs">
          Installments
        </Title>
        <DataTable
          card={false}
          data={inst.data?.installments}
          error={inst.error}
          onRetry={() => inst.refetch()}
          columns={columns}
          rowId={(i) => String(i.id)}
          empty="No installments"
        />
      </Card>
    </>
  );
}
