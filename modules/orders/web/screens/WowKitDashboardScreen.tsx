import { Button, Card, Grid, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDate, formatPaise, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useAccess, useCall, type DataColumn } from '@portal/ui';
import { Link } from 'react-router';
import { ApprovalTag, BomStatusTag, Figure, OrderStatusTag, detailsPath } from '../components.tsx';
import * as C from '../../shared/contracts.ts';
import { WOW_APPROVER_LABELS, WOW_APPROVER_STATUS, WOW_BOM_STATUS } from '../../shared/index.ts';

type RecentOrder = EndpointAnswer<typeof C.wowKitDashboard>['recent'][number];

/** Badges shrink to an ellipsis in a squeezed table cell; these cells keep room for the longest label. */
const TAG_CELL = { width: 130, nowrap: true };

const recentColumns: DataColumn<RecentOrder>[] = [
  {
    id: 'orderNo',
    header: 'Order',
    primary: true,
    cell: (o) => <Link to={detailsPath({ ...o, kitType: 'WOW_KIT' })}>{o.orderNo}</Link>,
  },
  { id: 'companyName', header: 'Centre' },
  { id: 'createdAt', header: 'Placed on', nowrap: true, cell: (o) => formatDate(o.createdAt) },
  { id: 'totalPaise', header: 'Total', align: 'right', cell: (o) => formatPaise(o.totalPaise) },
  { id: 'approval', header: 'Approval', ...TAG_CELL, cell: (o) => <ApprovalTag status={o.approvalStatus} /> },
  { id: 'status', header: 'Status', ...TAG_CELL, cell: (o) => <OrderStatusTag status={o.status} /> },
];

/** Bundles by status: a short tally, so its headings are for screen readers only. */
const bomColumns: DataColumn<{ status: string; count: number }>[] = [
  {
    id: 'status',
    header: 'Status',
    hiddenHeader: true,
    primary: true,
    cell: (b) => <BomStatusTag status={b.status} />,
  },
  {
    id: 'count',
    header: 'Bundles',
    hiddenHeader: true,
    align: 'right',
    cellProps: (b) => ({ 'data-testid': `bom-count-${b.status}` }),
  },
];

/** place-order/wow-kit-dashboard: bundles by BOM status, orders by approval with their value, the latest orders. */
export default function WowKitDashboardScreen() {
  const access = useAccess();
  const data = useCall(C.wowKitDashboard, {
    query: { franchiseeID: access.franchiseeId ?? undefined },
  });
  const d = data.data;
  const orders = (s: string) => d?.orders.find((o) => o.approvalStatus === s);
  const all = d?.orders.reduce(
    (a, o) => ({ count: a.count + o.count, total: a.total + (o.approvalStatus === 'REJECTED' ? 0 : o.totalPaise) }),
    { count: 0, total: 0 },
  );
  return (
    <>
      <PageHeader
        title="Wow kit dashboard"
        crumbs={[{ label: 'Orders' }, { label: 'Wow kit' }, { label: 'Dashboard' }]}
        actions={
          <Group>
            <Button variant="default" component={Link} to="/place-order/wow-kit/list">
              All wow kit orders
            </Button>
            {access.canWrite('PlaceOrders') && (
              <Button component={Link} to="/place-order/wow-kit-ordering">
                Order wow kits
              </Button>
            )}
          </Group>
        }
      />
      {data.error ? (
        <LoadError error={data.error} onRetry={() => data.refetch()} />
      ) : !d ? (
        <Text c="dimmed">Loading…</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} mb="md">
            <Figure
              label="Wow kit orders"
              value={all?.count ?? 0}
              hint={`${formatPaise(all?.total ?? 0)} not rejected`}
              testId="wow-total"
            />
            {WOW_APPROVER_STATUS.map((s) => (
              <Figure
                key={s}
                label={WOW_APPROVER_LABELS[s]}
                value={orders(s)?.count ?? 0}
                hint={formatPaise(orders(s)?.totalPaise ?? 0)}
                testId={`wow-orders-${s}`}
              />
            ))}
          </SimpleGrid>
          <Grid>
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Card withBorder radius="md" h="100%">
                <Text fw={600} mb="sm">
                  Latest orders
                </Text>
                <DataTable
                  card={false}
                  data={d.recent}
                  columns={recentColumns}
                  rowId={(o) => String(o.id)}
                  empty="No wow kit orders yet"
                  testId="wow-recent"
                  minWidth={760}
                />
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Card withBorder radius="md" h="100%">
                <Text fw={600} mb="sm">
                  Wow kit BOMs
                </Text>
                <DataTable
                  card={false}
                  data={WOW_BOM_STATUS.map((status) => ({
                    status,
                    count: d.boms.find((b) => b.status === status)?.count ?? 0,
                  }))}
                  columns={bomColumns}
                  rowId={(b) => b.status}
                />
              </Card>
            </Grid.Col>
          </Grid>
        </>
      )}
    </>
  );
}
