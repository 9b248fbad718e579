import type { CommandOutcome, RequestContext } from '@portal/kit';
import { insertOrderEvent } from './events.service.ts';
import type { KitOrder } from './load.service.ts';

/** One approver's decision on a wow-kit order; a rejection cancels the order with the remark as its reason. */
export async function wowKitDecision(
  ctx: RequestContext,
  order: KitOrder,
  decision: 'ZSM APPROVED' | 'APPROVED' | 'REJECTED',
  remark?: string | null,
): Promise<CommandOutcome<KitOrder>> {
  const status = decision === 'REJECTED' ? 'CANCELLED' : order.status;
  await insertOrderEvent(ctx, order, order.status, status, { note: `${decision}${remark ? `: ${remark}` : ''}` });
  return decision === 'REJECTED' ? { set: { status, reason: remark ?? 'Rejected' } } : {};
}
