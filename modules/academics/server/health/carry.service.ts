import { and, eq, inArray, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestContext } from '@portal/kit';
import { carryOnPromotion, type PromotionCarry } from '@portal/mod-students/server';
import { healthRemarks } from '../schema.ts';

/**
 * A promoted child keeps its health record: the new admission gets a copy of every active entry of the old one (an
 * allergy, a condition, a medication, an immunisation given or due, with the due date already reminded of), so the
 * new class's roster and the immunisation reminders go on from the first day. An entry closed on the old admission
 * stays there.
 */
const carryHealthRecord: PromotionCarry['carry'] = async (ctx: RequestContext, moves) => {
  const newAdmission = new Map(moves.map((m) => [m.from, m.to]));
  const copy = alias(healthRemarks, 'copy');
  const entries = await ctx.db
    .select()
    .from(healthRemarks)
    .where(
      and(
        inArray(healthRemarks.studentAdmissionId, [...newAdmission.keys()]),
        eq(healthRemarks.isActive, true),
        // Carried on an earlier night: the nightly run looks a year back.
        notExists(ctx.db.select({ id: copy.id }).from(copy).where(eq(copy.carriedFromId, healthRemarks.id))),
      ),
    );
  if (entries.length === 0) return 0;
  const carried = await ctx.db
    .insert(healthRemarks)
    .values(
      entries.map(({ id, createdAt: _created, updatedAt: _updated, ...entry }) => ({
        ...entry,
        studentAdmissionId: newAdmission.get(entry.studentAdmissionId)!,
        carriedFromId: id,
      })),
    )
    .onConflictDoNothing({ target: healthRemarks.carriedFromId })
    .returning({ id: healthRemarks.id });
  return carried.length;
};

carryOnPromotion({ what: 'health record entr(y/ies)', carry: carryHealthRecord });
