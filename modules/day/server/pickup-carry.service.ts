import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestContext } from '@portal/kit';
import { carryOnPromotion, type PromotionCarry } from '@portal/mod-students/server';
import { dayPickups } from './schema.ts';

/**
 * The adults allowed to collect a promoted child still are on the new year's first day: the new admission gets a
 * copy of each one the centre approved (with who approved it and when) or has yet to decide, so the grandparent who
 * collected the child in March is handed the child in April. A rejected one is not carried.
 */
const carryPickups: PromotionCarry['carry'] = async (ctx: RequestContext, moves) => {
  const newAdmission = new Map(moves.map((m) => [m.from, m.to]));
  const copy = alias(dayPickups, 'copy');
  const pickups = await ctx.db
    .select()
    .from(dayPickups)
    .where(
      and(
        inArray(dayPickups.studentAdmissionId, [...newAdmission.keys()]),
        ne(dayPickups.status, 'REJECTED'),
        // Carried on an earlier night: the nightly run looks a year back.
        notExists(ctx.db.select({ id: copy.id }).from(copy).where(eq(copy.carriedFromId, dayPickups.id))),
      ),
    );
  if (pickups.length === 0) return 0;
  const carried = await ctx.db
    .insert(dayPickups)
    .values(
      pickups.map(({ id, createdAt: _created, updatedAt: _updated, ...pickup }) => ({
        ...pickup,
        studentAdmissionId: newAdmission.get(pickup.studentAdmissionId)!,
        carriedFromId: id,
      })),
    )
    .onConflictDoNothing({ target: dayPickups.carriedFromId })
    .returning({ id: dayPickups.id });
  return carried.length;
};

carryOnPromotion({ what: 'authorised pickup(s)', carry: carryPickups });

/** The copies carried to a new admission of these pickups, by the pickup each copies (the family circle's link). */
export async function carriedPickups(ctx: RequestContext, pickupIds: readonly number[]): Promise<Map<number, number>> {
  if (pickupIds.length === 0) return new Map();
  const copies = await ctx.db
    .select({ id: dayPickups.id, from: dayPickups.carriedFromId })
    .from(dayPickups)
    .where(inArray(dayPickups.carriedFromId, [...pickupIds]));
  return new Map(copies.map((c) => [c.from!, c.id]));
}
