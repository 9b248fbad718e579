import { and, arrayOverlaps, asc, gt, sql } from 'drizzle-orm';
import { requireUser } from '../http.ts';
import type { RequestContext } from '../context.ts';
import { subscriberKeys } from './audience.ts';
import { admits } from './hub.ts';
import { liveEvents } from './schema.ts';

/** How long events are kept for clients that reconnect. */
export const CATCH_UP_MINUTES = 15;
/** A client away longer than the window, or behind by more than this, refetches its screens anyway. */
const CATCH_UP_LIMIT = 500;

/**
 * The events after `after` that this person may receive, oldest first: the same keys and fence as the live
 * stream, over the rows of the catch-up window.
 */
export async function catchUp(ctx: RequestContext, keys: readonly string[], after: number) {
  if (keys.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(liveEvents)
    .where(
      and(
        gt(liveEvents.id, after),
        sql`${liveEvents.createdAt} > now() - make_interval(mins => ${CATCH_UP_MINUTES})`,
        arrayOverlaps(liveEvents.keys, [...keys]),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(CATCH_UP_LIMIT);
  return rows
    .filter((row) => admits({ franchisees: ctx.franchisees }, row))
    .map((row) => ({ id: row.id, kind: row.kind, payload: row.payload, at: row.createdAt.toISOString() }));
}

/** The JSON form of the stream: what a client that cannot stream would have received since `after`. */
export async function liveCatchUp(ctx: RequestContext, after = 0) {
  requireUser(ctx);
  const events = await catchUp(ctx, await subscriberKeys(ctx), after);
  return { events, lastEventId: events.at(-1)?.id ?? null };
}
