import { Button, Card, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateResources, PageHeader, runCommand, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { act, type KitOrder } from '../api.ts';
import { ApprovalTag, OrderTable } from '../components.tsx';
import { useOrderPage } from '../hooks.ts';
import { ORDER_STEPS, WOW_APPROVER_LABELS, WOW_APPROVER_STATUS, WOWKIT_APPROVERS } from '../../shared/index.ts';
import { orderHistoryList } from '../../shared/contracts.ts';

/**
 * place-order/wow-kit/list: wow-kit orders with their approval (PENDING → ZM APPROVED →
 * APPROVED, or REJECTED). The zonal manager and the final approver act from here.
 */
export default function WowKitOrdersScreen() {
  const access = useAccess();
  const client = useQueryClient();
  const [approval, setApproval] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [rejecting, setRejecting] = useState<KitOrder | null>(null);
  const orders = useOrderPage({ kitType: 'WOW_KIT', approvalStatus: approval ?? undefined, q });
  const zsm = access.superAdmin || access.canWrite(WOWKIT_APPROVERS.ZSM);
  const final = access.superAdmin || access.canWrite(WOWKIT_APPROVERS.FINAL);
  const decide = async (o: KitOrder, step: typeof ORDER_STEPS.wowKitApprove, label: string) => {
    await act(label, () => runCommand(step, o.id, {}));
    await invalidateResources(client, orderHistoryList);
  };
  const actions = (o: KitOrder) => {
    if (o.status !== 'PENDING') return null;
    const s = o.approvalStatus ?? 'PENDING';
    return (
      <Group gap="xs" wrap="nowrap">
        {s === 'PENDING' && zsm && (
          <Button size="xs" onClick={() => decide(o, ORDER_STEPS.wowKitZsmApprove, `${o.orderNo}: ZM approved`)}>
            ZM approve
          </Button>
        )}
        {s === 'ZSM APPROVED' && final && (
          <Button
            size="xs"
            color="green"
            onClick={() => decide(o, ORDER_STEPS.wowKitApprove, `${o.orderNo}: approved`)}
          >
            Approve
          </Button>
        )}
        {(s === 'PENDING' || s === 'ZSM APPROVED') && zsm && (
          <Button size="xs" variant="light" color="red" onClick={() => setRejecting(o)}>
            Reject
          </Button>
        )}
      </Group>
    );
  };
  return (
    <>
      <PageHeader
        title="Wow kit orders"
        crumbs={[{ label: 'Orders' }, { label: 'Wow kit' }, { label: 'Orders' }]}
        actions={
          access.canWrite('PlaceOrders') && (
            <Button component={Link} to="/place-order/wow-kit-ordering">
              Order wow kits
            </Button>
          )
        }
      />
      <Card withBorder radius="md">
        <Group mb="sm" align="end">
          <TextInput
            label="Order number"
            placeholder="Search"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <Select
            label="Approval"
            placeholder="Any"
            clearable
            data={WOW_APPROVER_STATUS.map((s) => ({ value: s, label: WOW_APPROVER_LABELS[s] }))}
            value={approval}
            onChange={setApproval}
          />
        </Group>
        <OrderTable
          data={orders.data}
          error={orders.error}
          loading={orders.isLoading}
          page={orders.page}
          onPage={orders.setPage}
          testId="wow-orders"
          empty={{
            title: 'No wow kit orders',
            message: approval
              ? 'No order has this approval status.'
              : 'Orders placed from Wow kit ordering appear here.',
          }}
          extra={[
            { header: 'Approval', cell: (o) => <ApprovalTag status={o.approvalStatus} /> },
            ...(zsm || final ? [{ header: 'Action', cell: actions }] : []),
          ]}
        />
      </Card>
      <Modal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title={`Reject ${rejecting?.orderNo ?? ''}`}
      >
        {rejecting && (
          <RejectForm
            order={rejecting}
            onDone={async () => {
              setRejecting(null);
              await invalidateResources(client, orderHistoryList);
            }}
          />
        )}
      </Modal>
    </>
  );
}

/** The reason for rejecting a wow-kit order (which cancels it). */
export function RejectForm({ order, onDone }: { order: Pick<KitOrder, 'id' | 'orderNo'>; onDone(): void }) {
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const error = tried && remark.trim().length < 3 ? 'Reason must be at least 3 characters' : null;
  return (
    <Stack>
      <TextInput
        label="Reason"
        required
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
        error={error}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button
          color="red"
          onClick={async () => {
            setTried(true);
            if (remark.trim().length < 3) return;
            if (
              await act(`${order.orderNo}: rejected`, () =>
                runCommand(ORDER_STEPS.wowKitReject, order.id, { remark: remark.trim() }),
              )
            )
              onDone();
          }}
        >
          Reject order
        </Button>
      </Group>
    </Stack>
  );
}
