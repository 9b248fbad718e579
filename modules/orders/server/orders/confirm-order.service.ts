import { conflict, forbidden, seesEveryFranchisee, type CommandOutcome, type RequestContext } from '@portal/kit';
import { ACCOUNTS, TAGS } from '@portal/mod-ledger/shared';
import { postJournal } from '@portal/mod-ledger/server';
import { reserveStock } from '../stock/stock.service.ts';
import { insertOrderEvent } from './events.service.ts';
import { orderLines, type KitOrder } from './load.service.ts';
import { nextNumber } from './order-number.service.ts';

/**
 * Head office accepts a placed order (the `confirm` command, row locked): the stock is
 * reserved (all or nothing), the tax invoice is numbered and the order is charged to the
 * centre's franchisee ledger (Dr FRANCHISEE_RECEIVABLE, Cr KIT_SALES and GST_OUTPUT). From
 * here on the lines are frozen.
 */
export async function confirmOrder(ctx: RequestContext, order: KitOrder): Promise<CommandOutcome<KitOrder>> {
  if (!seesEveryFranchisee(ctx)) throw forbidden('Only head office confirms orders');
  if (order.kitType === 'WOW_KIT' && order.approvalStatus !== 'APPROVED')
    throw conflict(`Wow kit order ${order.orderNo} is waiting for approval (${order.approvalStatus})`);
  if (!order.warehouseId) throw conflict('The order has no warehouse to ship from');
  const lines = await orderLines(ctx, order.id);
  await reserveStock(ctx, order.warehouseId, lines);
  const invoiceNo = await nextNumber(ctx, order.franchiseeId, 'KI');
  let journalEntryId: number | null = null;
  if (order.totalPaise > 0) {
    const gst = order.cgstPaise + order.sgstPaise + order.igstPaise;
    const entry = await postJournal(ctx, {
      franchiseeId: order.franchiseeId,
      reference: `kit-order:${order.id}`,
      referenceType: 'kit-order',
      description: `Kit order ${order.orderNo}, invoice ${invoiceNo}`,
      lines: [
        { account: ACCOUNTS.FRANCHISEE_RECEIVABLE, debit: order.totalPaise, tag: TAGS.KIT },
        { account: ACCOUNTS.KIT_SALES, credit: order.subtotalPaise, tag: TAGS.KIT },
        ...(gst > 0 ? [{ account: ACCOUNTS.GST_OUTPUT, credit: gst, tag: TAGS.KIT }] : []),
      ],
    });
    journalEntryId = entry.id;
  }
  await insertOrderEvent(ctx, order, order.status, 'CONFIRMED', { note: `Invoice ${invoiceNo}` });
  return { set: { invoiceNo, journalEntryId, paymentStatus: 'CONFIRMED', confirmedAt: new Date() } };
}
