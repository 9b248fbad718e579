import { conflict, forbidden, seesEveryFranchisee, type CommandOutcome, type RequestContext } from '@portal/kit';
import { reverseJournal } from '@portal/mod-ledger/server';
import { releaseStock } from '../stock/stock.service.ts';
import { insertOrderEvent } from './events.service.ts';
import { freeAllocations, orderLines, type KitOrder } from './load.service.ts';

/**
 * Cancels an order before it ships (the `cancel` command). A centre may cancel its own
 * placed order; once confirmed only head office may, which gives the stock back and
 * reverses the ledger charge.
 */
export async function cancelOrder(
  ctx: RequestContext,
  order: KitOrder,
  { reason }: { reason: string },
): Promise<CommandOutcome<KitOrder>> {
  if (order.status === 'CONFIRMED') {
    if (!seesEveryFranchisee(ctx)) throw forbidden('A confirmed order can be cancelled by head office only');
    if (!order.warehouseId) throw conflict('The order has no warehouse');
    await releaseStock(ctx, order.warehouseId, await orderLines(ctx, order.id));
    if (order.journalEntryId)
      await reverseJournal(ctx, order.journalEntryId, `Order ${order.orderNo} cancelled: ${reason}`);
  }
  await freeAllocations(ctx, order.id);
  await insertOrderEvent(ctx, order, order.status, 'CANCELLED', { note: reason });
  return { set: { reason } };
}

/** Head office marks a placed order as failed (the `fail` command); the kits go back to the cart. */
export async function failOrder(
  ctx: RequestContext,
  order: KitOrder,
  { reason }: { reason: string },
): Promise<CommandOutcome<KitOrder>> {
  if (!seesEveryFranchisee(ctx)) throw forbidden('Only head office marks orders failed');
  await freeAllocations(ctx, order.id);
  await insertOrderEvent(ctx, order, order.status, 'FAIL', { note: reason });
  return { set: { reason, paymentStatus: 'FAILED' } };
}
