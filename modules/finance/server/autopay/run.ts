import type { RequestContext } from '@portal/kit';
import type { GatewayConfig } from '../razorpay/gateway.ts';
import { sendNotices, takeDueDebits } from './debits.ts';
import { reconcileStuckDebits } from './reconcile.ts';

/**
 * One run: debits a dead server left DEBITING are settled with the gateway first (reconcile.ts), then the day's
 * debits (on notices sent at least a day before), then the notices for the days ahead.
 */
export async function runAutopay(ctx: RequestContext, cfg: GatewayConfig, now: Date) {
  if (!cfg.enabled) return { debited: 0, noticed: 0 };
  const { completed } = await reconcileStuckDebits(ctx, cfg, now);
  const debited = completed + (await takeDueDebits(ctx, cfg, now));
  const noticed = await sendNotices(ctx, now);
  return { debited, noticed };
}
