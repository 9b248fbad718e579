import { and, eq } from 'drizzle-orm';
import { conflict, inTransaction, notFound, type RequestContext } from '@portal/kit';
import { kitOrderLines, kitOrders } from '../schema.ts';
import { recordOrderEvent } from './events.service.ts';
import { loadOrder, orderLines } from './load.service.ts';
import { partiesOf } from './parties.service.ts';
import { priceLines } from './pricing.ts';

/** Changes a line's quantity while the order is only placed; a confirmed order's lines are frozen. */
export async function editOrderLine(ctx: RequestContext, orderId: number, lineId: number, quantity: number) {
  return inTransaction(ctx, async (ctx) => {
    const order = await loadOrder(ctx, orderId, { forUpdate: true });
    if (order.status !== 'PENDING') throw conflict(`Order ${order.orderNo} is ${order.status}: its lines are frozen`);
    const lines = await orderLines(ctx, order.id);
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw notFound('Order line');
    const { sameState } = await partiesOf(ctx, order.franchiseeId);
    const [priced] = priceLines([{ ...line, quantity }], sameState).lines;
    await ctx.db
      .update(kitOrderLines)
      .set({
        quantity,
        taxablePaise: priced.taxablePaise,
        cgstPaise: priced.cgstPaise,
        sgstPaise: priced.sgstPaise,
        igstPaise: priced.igstPaise,
        totalPaise: priced.totalPaise,
      })
      .where(and(eq(kitOrderLines.id, lineId), eq(kitOrderLines.orderId, order.id)));
    const after = lines.map((l) => (l.id === lineId ? { ...l, ...priced } : l));
    const totals = {
      subtotalPaise: after.reduce((a, l) => a + l.taxablePaise, 0),
      cgstPaise: after.reduce((a, l) => a + l.cgstPaise, 0),
      sgstPaise: after.reduce((a, l) => a + l.sgstPaise, 0),
      igstPaise: after.reduce((a, l) => a + l.igstPaise, 0),
      totalPaise: after.reduce((a, l) => a + l.totalPaise, 0),
    };
    const [row] = await ctx.db
      .update(kitOrders)
      .set({ ...totals, updatedAt: new Date() })
      .where(eq(kitOrders.id, order.id))
      .returning();
    await recordOrderEvent(ctx, row, 'PENDING', 'PENDING', {
      note: `Line ${lineId} quantity ${line.quantity} → ${quantity}`,
      changes: { lineId, quantity: [line.quantity, quantity] },
    });
    return row;
  });
}
