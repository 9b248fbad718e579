import { commandOf, defineResource } from '@portal/kit';
import { ORDER_MODULES, ORDER_STEPS } from '../../shared/index.ts';
import { kitOrderShape } from '../../shared/resources.ts';
import { APPROVAL_MODULES } from '../resources.ts';
import { kitOrders } from '../schema.ts';
import { cancelOrder, failOrder } from './cancel-order.service.ts';
import { confirmOrder } from './confirm-order.service.ts';
import { deliverOrder } from './deliver-order.service.ts';
import type { KitOrder } from './load.service.ts';
import { shipOrder } from './ship-order.service.ts';
import { wowKitDecision } from './wow-kit-approval.service.ts';

const command = commandOf<KitOrder>();
/** What both command sets of an order share beside its shape: the table, its title and no list of their own. */
const base = {
  scope: 'franchisee',
  table: kitOrders,
  titleField: 'orderNo',
  list: { columns: [] },
  describe: (o: KitOrder) => `order ${o.orderNo}`,
} as const;

/**
 * The order state machine: PENDING (Placed) → CONFIRMED → SHIPPED → DELIVERED, or CANCELLED /
 * FAIL. Each move is a command at the URL the screens call; its from-states are the machine.
 */
export const kitOrderCommands = defineResource({
  ...kitOrderShape,
  ...base,
  statusField: 'status',
  commands: {
    confirm: command({
      label: 'Confirm',
      from: ['PENDING'],
      to: 'CONFIRMED',
      ...ORDER_STEPS.confirm,
      handler: (ctx, order) => confirmOrder(ctx, order),
    }),
    cancel: command({
      label: 'Cancel',
      from: ['PENDING', 'CONFIRMED'],
      to: 'CANCELLED',
      module: ORDER_MODULES.PLACE_ORDERS,
      ...ORDER_STEPS.cancel,
      handler: cancelOrder,
    }),
    fail: command({
      label: 'Mark failed',
      from: ['PENDING'],
      to: 'FAIL',
      ...ORDER_STEPS.fail,
      handler: failOrder,
    }),
    ship: command({
      label: 'Ship',
      from: ['CONFIRMED'],
      to: 'SHIPPED',
      module: APPROVAL_MODULES.DELIVERY,
      level: 'level_5',
      ...ORDER_STEPS.ship,
      handler: shipOrder,
    }),
    deliver: command({
      label: 'Mark delivered',
      from: ['SHIPPED'],
      to: 'DELIVERED',
      module: APPROVAL_MODULES.DELIVERY,
      level: 'level_5',
      ...ORDER_STEPS.deliver,
      handler: deliverOrder,
    }),
  },
});

/** A wow-kit order's sign-off: the zonal manager, then the final approver; a rejection cancels the order. */
export const wowKitApprovalCommands = defineResource({
  ...kitOrderShape,
  ...base,
  statusField: 'approvalStatus',
  refuseCommands: (o: KitOrder) =>
    o.kitType !== 'WOW_KIT'
      ? 'Only wow kit orders need this approval'
      : o.status !== 'PENDING'
        ? `Wow kit order ${o.orderNo} is ${o.status} and no longer waits for approval`
        : undefined,
  commands: {
    'zsm-approve': command({
      label: 'ZM approve',
      from: ['PENDING'],
      to: 'ZSM APPROVED',
      module: APPROVAL_MODULES.WOWKIT_ZSM,
      decides: { raisedBy: 'placedBy' },
      ...ORDER_STEPS.wowKitZsmApprove,
      handler: (ctx, order, input) => wowKitDecision(ctx, order, 'ZSM APPROVED', input?.remark),
    }),
    approve: command({
      label: 'Approve',
      from: ['ZSM APPROVED'],
      to: 'APPROVED',
      module: APPROVAL_MODULES.WOWKIT_FINAL,
      decides: { raisedBy: 'placedBy' },
      ...ORDER_STEPS.wowKitApprove,
      handler: (ctx, order, input) => wowKitDecision(ctx, order, 'APPROVED', input?.remark),
    }),
    reject: command({
      label: 'Reject',
      from: ['PENDING', 'ZSM APPROVED'],
      to: 'REJECTED',
      module: APPROVAL_MODULES.WOWKIT_ZSM,
      ...ORDER_STEPS.wowKitReject,
      handler: (ctx, order, input) => wowKitDecision(ctx, order, 'REJECTED', input.remark),
    }),
  },
});
