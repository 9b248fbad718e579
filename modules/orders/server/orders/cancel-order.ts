import { conflict, forbidden, inTransaction, type RequestContext } from '@portal/kit';
import { reverseJournal } from '@portal/mod-ledger/server';
import { releaseStock } from '../stock/stock.ts';
import { recordOrderEvent } from './events.ts';
import { assertMove, freeAllocations, loadOrder, orderLines, setStatus } from './load.ts';

/**
 * Cancels an order before it ships. A centre may cancel its own placed order; once
 * confirmed only head office may, which gives the stock back and reverses the
 * ledger charge.
 */
export async function cancelOrder(ctx: RequestContext, id: number, reason: string) {
  return inTransaction(ctx, async (ctx) => {
    const order = await loadOrder(ctx, id, { forUpdate: true });
    assertMove(order, 'CANCELLED');
    if (order.status === 'CONFIRMED') {
      if (ctx.franchisees !== 'all') throw forbidden('A confirmed order can be cancelled by head office only');
      if (!order.warehouseId) throw conflict('The order has no warehouse');
      await releaseStock(ctx, order.warehouseId, await orderLines(ctx, order.id));
      if (order.journalEntryId)
        await reverseJournal(ctx, order.journalEntryId, `Order ${order.orderNo} cancelled: ${reason}`);
    }
    await freeAllocations(ctx, order.id);
    const row = await setStatus(ctx, order, 'CANCELLED', { reason });
    await recordOrderEvent(ctx, row, order.status, 'CANCELLED', { note: reason });
    return row;
  });
}

/** Head office marks a placed order as failed (payment or supply problem); the kits go back to the cart. */
export async function failOrder(ctx: RequestContext, id: number, reason: string) {
  if (ctx.franchisees !== 'all') throw forbidden('Only head office marks orders failed');
  return inTransaction(ctx, async (ctx) => {
    const order = await loadOrder(ctx, id, { forUpdate: true });
    assertMove(order, 'FAIL');
    await freeAllocations(ctx, order.id);
    const row = await setStatus(ctx, order, 'FAIL', { reason, paymentStatus: 'FAILED' });
    await recordOrderEvent(ctx, row, order.status, 'FAIL', { note: reason });
    return row;
  });
}
