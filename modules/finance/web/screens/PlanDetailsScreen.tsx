import { Button, Card, Group, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, PageHeader, ResourceView } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { Link, useParams } from 'react-router';
import { Money } from '../components.tsx';

/** approve-plan/plan-details/:enquiryID: a plan, its installments and royalty breakdown, with Approve / Reject. */
export default function PlanDetailsScreen() {
  const { enquiryID = '' } = useParams();
  const inst = useQuery({
    queryKey: ['plan-installments', enquiryID],
    queryFn: () => call(C.planInstallments, { params: { id: Number(enquiryID) } }),
  });
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
        resource="fee-plan"
        id={Number(enquiryID)}
        editPath={`/fee-component/editPlan/${enquiryID}`}
        listPath="/fee-component/list"
      />
      <Card withBorder radius="md" mt="md">
        <Title order={5} mb="xs">
          Installments
        </Title>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Installment</Table.Th>
              <Table.Th>Due date</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th ta="right">Royalty</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(inst.data?.installments ?? []).map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>{i.label}</Table.Td>
                <Table.Td>{formatDate(i.dueDate)}</Table.Td>
                <Table.Td ta="right">
                  <Money paise={i.amountPaise} />
                </Table.Td>
                <Table.Td ta="right">
                  <Money paise={i.royaltyPaise} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </>
  );
}
