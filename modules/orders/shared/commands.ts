import { z } from 'zod';
import { commandRef, ORDER_STATUS } from '@portal/core';

/** Bodies of the order state changes (the order commands), shared by the server and the screens. */
const reason = z
  .string({ error: 'Reason is required' })
  .trim()
  .min(3, { error: 'Reason must be at least 3 characters' })
  .max(300);
const note = z.string().max(300).nullish();

export const cancelOrderInput = z.strictObject({ reason });
export const failOrderInput = z.strictObject({ reason });
export const confirmOrderInput = z.strictObject({}).optional();
export const shipOrderInput = z.strictObject({
  courier: z.string().trim().min(2, { error: 'Courier is required' }).max(80),
  shippingReferenceNo: z.string().trim().min(3, { error: 'Shipping reference is required' }).max(60),
  note,
});
export const deliverOrderInput = z.strictObject({ note, location: z.string().max(120).nullish() }).optional();
export const wowKitApproveInput = z.strictObject({ remark: z.string().max(300).nullish() }).optional();
export const wowKitRejectInput = z.strictObject({ remark: reason });

export type ShipOrderInput = z.infer<typeof shipOrderInput>;

/** The order after a state change (every column of the order; these are the ones screens read). */
export const orderAnswer = z
  .looseObject({
    id: z.number(),
    franchiseeId: z.number(),
    orderNo: z.string(),
    kitType: z.string(),
    status: z.enum(ORDER_STATUS),
    paymentStatus: z.string(),
    approvalStatus: z.string().nullable(),
    totalPaise: z.number(),
    invoiceNo: z.string().nullable(),
    challanNo: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .describe('The order after the change');

/** Where each step of an order is served, with its body and answer: the server's commands and the screens use them. */
export const ORDER_STEPS = {
  confirm: commandRef('/api/order-history/:id/confirm', confirmOrderInput, orderAnswer),
  cancel: commandRef('/api/order-history/:id/cancel', cancelOrderInput, orderAnswer),
  fail: commandRef('/api/order-history/:id/fail', failOrderInput, orderAnswer),
  ship: commandRef('/api/delivery/challan/:id/ship', shipOrderInput, orderAnswer),
  deliver: commandRef('/api/delivery/challan/:id/deliver', deliverOrderInput, orderAnswer),
  wowKitZsmApprove: commandRef('/api/place-order/wow-kit/:id/zsm-approve', wowKitApproveInput, orderAnswer),
  wowKitApprove: commandRef('/api/place-order/wow-kit/:id/approve', wowKitApproveInput, orderAnswer),
  wowKitReject: commandRef('/api/place-order/wow-kit/:id/reject', wowKitRejectInput, orderAnswer),
};
