import type { RequestContext } from '@portal/kit';
import type { GatewayConfig } from '../razorpay/gateway.ts';
import { reconcileOpenOrders } from '../payments/reconcile.service.ts';
import { sendNotices, takeDueDebits } from './debits.service.ts';
import { reconcileStuckDebits } from './reconcile.service.ts';

/**
 * One run: money left in flight is settled with the gateway first — debits a dead server left DEBITING
 * (reconcile.ts) and Checkout orders whose answer never came (payments/reconcile.ts) — then the day's debits (on
 * notices sent at least a day before), then the notices for the days ahead.
 */
export async function runAutopay(ctx: RequestContext, cfg: GatewayConfig, now: Date) {
  if (!cfg.enabled) return { debited: 0, noticed: 0, orders: 0 };
  const { completed } = await reconcileStuckDebits(ctx, cfg, now);
  const orders = await reconcileOpenOrders(ctx, cfg, now);
  const debited = completed + (await takeDueDebits(ctx, cfg, now));
  const noticed = await sendNotices(ctx, now);
  return { debited, noticed, orders: orders.completed + orders.closed + orders.held };
}
