import { Anchor, Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPaise, type EndpointAnswer } from '@portal/core';
import {
  DataTable,
  invalidateCalls,
  notify,
  PageHeader,
  resources,
  StatusBadge,
  useAccess,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { feePlanShape } from '@portal/mod-finance/shared/resources';

type Plan = EndpointAnswer<typeof C.servicePlans>['rows'][number];

const columns: DataColumn<Plan>[] = [
  {
    id: 'name',
    header: 'Plan',
    primary: true,
    sort: true,
    cell: (p) => (
      <Anchor component={Link} to={`/services/plan-details/0/${p.id}`}>
        {p.name}
      </Anchor>
    ),
  },
  { id: 'centre', header: 'Centre', sort: true },
  { id: 'classCategory', header: 'Class category', sort: true },
  { id: 'totalPaise', header: 'Total', align: 'right', sort: true, cell: (p) => formatPaise(p.totalPaise) },
  { id: 'installmentCount', header: 'Installments', align: 'right' },
  { id: 'status', header: 'Status', sort: true, cell: (p) => <StatusBadge status={p.status} /> },
];

/**
 * approve-plan: the service plans (fee plans of a service's fee type) with their approval. Finance
 * approves them through the fee engine's own approval; a centre adds them as fee plans.
 */
export default function ServicePlansScreen() {
  const client = useQueryClient();
  const access = useAccess();
  const mayApprove = access.canWrite('ApproveFeePlan');
  const q = useCall(C.servicePlans, { query: {} });
  const approve = useMutation({
    mutationFn: (id: number) => resources.command(feePlanShape, id, 'approve'),
    onSuccess: () => {
      notify({ color: 'green', message: 'Service plan approved' });
      void invalidateCalls(client, C.servicePlans);
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
      <DataTable
        data={q.data?.rows}
        error={q.error}
        onRetry={() => q.refetch()}
        columns={columns}
        rowId={(p) => String(p.id)}
        rowActions={(p) =>
          p.status === 'PENDING' &&
          mayApprove && (
            <Button size="xs" loading={approve.isPending} onClick={() => approve.mutate(p.id)}>
              Approve
            </Button>
          )
        }
        empty="No service plans yet"
        testId="service-plans"
        striped
        minWidth={720}
      />
    </Stack>
  );
}
