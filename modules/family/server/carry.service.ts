import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestContext } from '@portal/kit';
// The day module's carry (the pickups) is registered before this one: this module imports it.
import { carriedPickups } from '@portal/mod-day/server';
import { carryOnPromotion, type PromotionCarry } from '@portal/mod-students/server';
import { familyMembers } from './schema.ts';

/**
 * A promoted child's family circle moves with it: on the new year's first day each grandparent or caregiver in the
 * circle (or invited to it) is in the new admission's circle, and a member who collects the child is linked to the
 * pickup carried there (the day module carries the pickups first). A member removed stays with the old admission;
 * one already in the new circle by the same mobile is not moved twice.
 */
const moveCircles: PromotionCarry['carry'] = async (ctx: RequestContext, moves) => {
  const newAdmission = new Map(moves.map((m) => [m.from, m.to]));
  const members = await ctx.db
    .select()
    .from(familyMembers)
    .where(
      and(inArray(familyMembers.studentAdmissionId, [...newAdmission.keys()]), ne(familyMembers.status, 'REMOVED')),
    );
  const pickups = await carriedPickups(
    ctx,
    members.flatMap((m) => (m.pickupId === null ? [] : [m.pickupId])),
  );
  const there = alias(familyMembers, 'there');
  let moved = 0;
  for (const member of members) {
    const to = newAdmission.get(member.studentAdmissionId)!;
    const done = await ctx.db
      .update(familyMembers)
      .set({
        studentAdmissionId: to,
        pickupId: member.pickupId === null ? null : (pickups.get(member.pickupId) ?? null),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(familyMembers.id, member.id),
          notExists(
            ctx.db
              .select({ id: there.id })
              .from(there)
              .where(
                and(eq(there.studentAdmissionId, to), eq(there.mobile, member.mobile), ne(there.status, 'REMOVED')),
              ),
          ),
        ),
      )
      .returning({ id: familyMembers.id });
    moved += done.length;
  }
  return moved;
};

carryOnPromotion({ what: 'family circle member(s)', carry: moveCircles });
