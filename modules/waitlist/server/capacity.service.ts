import { and, eq, sql } from 'drizzle-orm';
import { franchiseeFence, inTransaction, notFound, type RequestContext } from '@portal/kit';
import { centreSections } from '@portal/mod-students/server';
import type { z } from 'zod';
import type { capacityInput } from '../shared/inputs.ts';
import { centreYearOf } from './centre.service.ts';
import { offerFreeSeatsOfCentre } from './offers.service.ts';
import { waitlistCapacities, waitlistSettings } from './schema.ts';
import { offerHoursOf } from './seats.service.ts';

type CapacityInput = z.output<typeof capacityInput>;

/**
 * The seats a centre declares per section for a year, and how long its offers stay open. Saving them offers the
 * seats they free (offers.service), which counts seats (seats.service): this file sits above both.
 */
export async function capacityOf(ctx: RequestContext, q: { franchiseeID?: number; academicYearID?: number }) {
  const { franchiseeId, academicYearId } = await centreYearOf(ctx, q);
  const sections = await centreSections(ctx, franchiseeId);
  const declared = await ctx.db
    .select({ sectionId: waitlistCapacities.sectionId, seats: waitlistCapacities.seats })
    .from(waitlistCapacities)
    .where(
      and(
        franchiseeFence(ctx, waitlistCapacities.franchiseeId, franchiseeId),
        eq(waitlistCapacities.academicYearId, academicYearId),
      ),
    );
  const offerHours = await offerHoursOf(ctx, franchiseeId);
  const seats = new Map(declared.map((d) => [d.sectionId, d.seats]));
  return {
    franchiseeId,
    academicYearId,
    offerHours,
    sections: sections.map((s) => ({ ...s, seats: seats.get(s.sectionId) ?? null })),
  };
}

/**
 * Declares the seats of the named sections for the year and the centre's offer hours, in one transaction; seats
 * freed by it are offered to the families waiting before the answer leaves.
 */
export async function saveCapacity(ctx: RequestContext, input: CapacityInput) {
  const where = await centreYearOf(ctx, input);
  const sections = new Map((await centreSections(ctx, where.franchiseeId)).map((s) => [s.sectionId, s]));
  // Another centre's section is not found, as any of its ids.
  for (const s of input.sections) if (!sections.has(s.sectionId)) throw notFound('Section');
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .insert(waitlistSettings)
      .values({ franchiseeId: where.franchiseeId, offerHours: input.offerHours })
      .onConflictDoUpdate({
        target: waitlistSettings.franchiseeId,
        set: { offerHours: input.offerHours, updatedAt: sql`now()` },
      });
    for (const s of input.sections) {
      const section = sections.get(s.sectionId)!;
      await tx.db
        .insert(waitlistCapacities)
        .values({ ...where, classId: section.classId, sectionId: s.sectionId, seats: s.seats })
        .onConflictDoUpdate({
          target: [waitlistCapacities.franchiseeId, waitlistCapacities.academicYearId, waitlistCapacities.sectionId],
          set: { seats: s.seats, updatedAt: sql`now()` },
        });
    }
    await offerFreeSeatsOfCentre(tx, where);
  });
  return capacityOf(ctx, { franchiseeID: where.franchiseeId, academicYearID: where.academicYearId });
}
