import { Button, Card, Grid, Group, SimpleGrid, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise } from '@portal/core';
import { EmptyState, LoadError, PageHeader, call, useAccess } from '@portal/ui';
import { Link } from 'react-router';
import { ApprovalTag, BomStatusTag, Figure, OrderStatusTag, detailsPath } from '../components.tsx';
import * as C from '../../shared/contracts.ts';
import { WOW_APPROVER_LABELS, WOW_APPROVER_STATUS, WOW_BOM_STATUS } from '../../shared/index.ts';

/** Badges shrink to an ellipsis in a squeezed table cell; these cells keep room for the longest label. */
const TAG_CELL = { minWidth: 130 };

/** place-order/wow-kit-dashboard: bundles by BOM status, orders by approval with their value, the latest orders. */
export default function WowKitDashboardScreen() {
  const access = useAccess();
  const data = useQuery({
    queryKey: ['wow-kit-dashboard', access.franchiseeId],
    queryFn: () =>
      call(C.wowKitDashboard, {
        query: { franchiseeID: access.franchiseeId ?? undefined },
      }),
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
                {d.recent.length === 0 ? (
                  <EmptyState title="No wow kit orders yet" />
                ) : (
                  <Table.ScrollContainer minWidth={760}>
                    <Table data-testid="wow-recent">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Order</Table.Th>
                          <Table.Th>Centre</Table.Th>
                          <Table.Th>Placed on</Table.Th>
                          <Table.Th ta="right">Total</Table.Th>
                          <Table.Th>Approval</Table.Th>
                          <Table.Th>Status</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {d.recent.map((o) => (
                          <Table.Tr key={o.id}>
                            <Table.Td>
                              <Link to={detailsPath({ ...o, kitType: 'WOW_KIT' })}>{o.orderNo}</Link>
                            </Table.Td>
                            <Table.Td>{o.companyName}</Table.Td>
                            <Table.Td>{formatDate(o.createdAt)}</Table.Td>
                            <Table.Td ta="right">{formatPaise(o.totalPaise)}</Table.Td>
                            <Table.Td style={TAG_CELL}>
                              <ApprovalTag status={o.approvalStatus} />
                            </Table.Td>
                            <Table.Td style={TAG_CELL}>
                              <OrderStatusTag status={o.status} />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Card withBorder radius="md" h="100%">
                <Text fw={600} mb="sm">
                  Wow kit BOMs
                </Text>
                <Table>
                  <Table.Tbody>
                    {WOW_BOM_STATUS.map((s) => (
                      <Table.Tr key={s}>
                        <Table.Td>
                          <BomStatusTag status={s} />
                        </Table.Td>
                        <Table.Td ta="right" data-testid={`bom-count-${s}`}>
                          {d.boms.find((b) => b.status === s)?.count ?? 0}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Card>
            </Grid.Col>
          </Grid>
        </>
      )}
    </>
  );
}
