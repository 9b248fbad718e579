import { Alert, Button, Card, Group, Modal, SimpleGrid, Stack, Stepper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { invalidateCalls, LoadError, PageHeader, runCommand, useAccess, useCall } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { act } from '../api.ts';
import { ORDER_STEPS, WOWKIT_APPROVERS } from '../../shared/index.ts';
import { RejectForm } from './WowKitOrdersScreen.tsx';
import { ApprovalTag, OrderStatusTag, detailsPath } from '../components.tsx';
import { WowQuoteTable } from '../WowQuoteTable.tsx';
import * as C from '../../shared/contracts.ts';

const STEP: Record<string, number> = { PENDING: 1, 'ZSM APPROVED': 2, APPROVED: 3 };

/**
 * place-order/wow-kit-ordering/order-summary/{franchiseeId}/{initiatedOrderID}: a placed wow-kit order and how
 * far its approval has gone.
 */
export default function WowKitOrderSummaryScreen() {
  const { initiatedOrderID } = useParams();
  const access = useAccess();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const order = useCall(C.orderDetails, { params: { id: Number(initiatedOrderID) } });
  if (order.error) return <LoadError error={order.error} onRetry={() => order.refetch()} />;
  const o = order.data;
  if (!o) return <Text c="dimmed">Loading…</Text>;
  const approval = o.approvalStatus ?? 'PENDING';
  const confirmed = ['CONFIRMED', 'SHIPPED', 'DELIVERED'].includes(o.status);
  const open = o.status === 'PENDING';
  const zsm = open && (access.superAdmin || access.canWrite(WOWKIT_APPROVERS.ZSM));
  const final = open && (access.superAdmin || access.canWrite(WOWKIT_APPROVERS.FINAL));
  const refresh = () => invalidateCalls(client, C.orderDetails);
  const decide = async (step: typeof ORDER_STEPS.wowKitApprove, label: string) => {
    await act(label, () => runCommand(step, o.id, {}));
    await refresh();
  };
  return (
    <>
      <PageHeader
        title={`Wow kit order ${o.orderNo}`}
        crumbs={[{ label: 'Orders' }, { label: 'Wow kit', to: '/place-order/wow-kit/list' }, { label: o.orderNo }]}
        actions={
          <Group>
            <Button variant="default" component={Link} to={detailsPath(o)}>
              Order details
            </Button>
            {approval === 'PENDING' && zsm && (
              <Button onClick={() => decide(ORDER_STEPS.wowKitZsmApprove, `${o.orderNo}: ZM approved`)}>
                ZM approve
              </Button>
            )}
            {approval === 'ZSM APPROVED' && final && (
              <Button color="green" onClick={() => decide(ORDER_STEPS.wowKitApprove, `${o.orderNo}: approved`)}>
                Approve
              </Button>
            )}
            {(approval === 'PENDING' || approval === 'ZSM APPROVED') && zsm && (
              <Button variant="light" color="red" onClick={() => setRejecting(true)}>
                Reject
              </Button>
            )}
            {access.canWrite('PlaceOrders') && (
              <Button variant="default" component={Link} to="/place-order/wow-kit-ordering">
                Order more wow kits
              </Button>
            )}
          </Group>
        }
      />
      <Stack>
        <Card withBorder radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
            <Text>
              Centre: <b>{o.companyName}</b>
            </Text>
            <Group gap="xs">
              Approval: <ApprovalTag status={o.approvalStatus} />
            </Group>
            <Group gap="xs" data-testid="order-status">
              Status: <OrderStatusTag status={o.status} />
            </Group>
            <Text>
              Placed: <b>{formatDateTime(o.createdAt)}</b>
            </Text>
            <Text>
              Warehouse: <b>{o.warehouse ?? '-'}</b>
            </Text>
          </SimpleGrid>
          {approval === 'REJECTED' ? (
            <Alert color="red" title="Rejected">
              {o.events.at(-1)?.note ?? 'The order was rejected and cancelled.'}
            </Alert>
          ) : (
            <Stepper active={confirmed ? 4 : (STEP[approval] ?? 1)} size="sm" allowNextStepsSelect={false}>
              <Stepper.Step label="Placed" />
              <Stepper.Step label="ZM APPROVED" description="Zonal manager" />
              <Stepper.Step label="APPROVED" description="Final approval" />
              <Stepper.Step label="CONFIRMED" description="Head office" />
            </Stepper>
          )}
        </Card>
        <Card withBorder radius="md">
          <WowQuoteTable
            lines={o.lines}
            totals={{
              subtotalPaise: o.subtotalPaise,
              cgstPaise: o.cgstPaise,
              sgstPaise: o.sgstPaise,
              igstPaise: o.igstPaise,
              totalPaise: o.totalPaise,
            }}
          />
        </Card>
      </Stack>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={`Reject ${o.orderNo}`}>
        <RejectForm
          order={o}
          onDone={async () => {
            setRejecting(false);
            await refresh();
          }}
        />
      </Modal>
    </>
  );
}
