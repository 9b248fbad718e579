import { inArray, ne } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { carryOnPromotion, copyToNewAdmissions } from '@portal/mod-students/server';
import { dayPickups } from './schema.ts';

/**
 * The adults allowed to collect a promoted child still are on the new year's first day: the new admission gets a
 * copy of each one the centre approved (with who approved it and when) or has yet to decide, so the grandparent who
 * collected the child in March is handed the child in April. A rejected one is not carried.
 */
carryOnPromotion({
  what: 'authorised pickup(s)',
  carry: (ctx, moves) => copyToNewAdmissions(ctx, moves, dayPickups, ne(dayPickups.status, 'REJECTED')),
});

/** The copies carried to a new admission of these pickups, by the pickup each copies (the family circle's link). */
export async function carriedPickups(ctx: RequestContext, pickupIds: readonly number[]): Promise<Map<number, number>> {
  if (pickupIds.length === 0) return new Map();
  const copies = await ctx.db
    .select({ id: dayPickups.id, from: dayPickups.carriedFromId })
    .from(dayPickups)
    .where(inArray(dayPickups.carriedFromId, [...pickupIds]));
  return new Map(copies.map((c) => [c.from!, c.id]));
}
