import { Anchor, Button, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatRs } from '@portal/core';
import { api, call, EmptyState, LoadError, notify, PageHeader, StatusBadge, useAccess } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';

/**
 * approve-plan: the service plans (fee plans of a service's fee type) with their approval. Finance
 * approves them through the fee engine's own approval; a centre adds them as fee plans.
 */
export default function ServicePlansScreen() {
  const client = useQueryClient();
  const access = useAccess();
  const mayApprove = access.canWrite('ApproveFeePlan');
  const q = useQuery({ queryKey: ['services', 'plans'], queryFn: () => call(C.servicePlans, { query: {} }) });
  const approve = useMutation({
    mutationFn: (id: number) => api(`/api/fee-plan/${id}/approve`, { method: 'POST', body: {} }),
    onSuccess: () => {
      notify({ color: 'green', message: 'Service plan approved' });
      void client.invalidateQueries({ queryKey: ['services', 'plans'] });
    },
  });
  return (
    <Stack>
      <PageHeader
        title="Service plans"
        subtitle={
          'Plans of the service fee types, billed through the fee engine ' +
          '(installments, concessions, receipts, ledger)'
        }
        actions={
          <Button component={Link} to="/fee-component/add" variant="light">
            New service plan
          </Button>
        }
      />
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {q.data && q.data.rows.length === 0 && <EmptyState title="No service plans yet" />}
      {q.data && q.data.rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped data-testid="service-plans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Centre</Table.Th>
                <Table.Th>Class category</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">Installments</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.rows.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/services/plan-details/0/${p.id}`}>
                      {p.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{p.centre}</Table.Td>
                  <Table.Td>{p.classCategory}</Table.Td>
                  <Table.Td ta="right">{formatRs(p.totalPaise)}</Table.Td>
                  <Table.Td ta="right">{p.installmentCount}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={p.status} />
                  </Table.Td>
                  <Table.Td>
                    {p.status === 'PENDING' && mayApprove ? (
                      <Button size="xs" loading={approve.isPending} onClick={() => approve.mutate(p.id)}>
                        Approve
                      </Button>
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
    </Stack>
  );
}
