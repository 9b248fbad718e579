import { and, count, eq, inArray, sum } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { admittedEnquiries, centreSections, seatsTaken } from '@portal/mod-students/server';
import { DEFAULT_OFFER_HOURS, SEAT_HOLDING_STATUSES } from '../shared/constants.ts';
import { centreYearOf, type CentreYear } from './centre.service.ts';
import { waitlistCapacities, waitlistEntries, waitlistSettings } from './schema.ts';

export interface ClassSeatsOut {
  classId: number;
  className: string;
  seats: number | null;
  taken: number;
  held: number;
  free: number;
  waiting: number;
}

/** How long the centre's offers stay open, in hours. */
export async function offerHoursOf(ctx: RequestContext, franchiseeId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ hours: waitlistSettings.offerHours })
    .from(waitlistSettings)
    .where(and(franchiseeFence(ctx, waitlistSettings.franchiseeId, franchiseeId)));
  return row?.hours ?? DEFAULT_OFFER_HOURS;
}

/**
 * Each class of the centre's year with its seats: declared over its sections, taken by Active admissions (the
 * students module's count), held by open offers and accepted offers whose child is not admitted yet, and free.
 * A class without declared seats takes anyone and is never full.
 */
export async function centreSeats(ctx: RequestContext, { franchiseeId, academicYearId }: CentreYear) {
  const fence = (column: Parameters<typeof franchiseeFence>[1]) => franchiseeFence(ctx, column, franchiseeId);
  // One after another: inside a transaction the queries share one connection.
  const sections = await centreSections(ctx, franchiseeId);
  const taken = await seatsTaken(ctx, { franchiseeId, academicYearId });
  const declared = await ctx.db
    .select({ classId: waitlistCapacities.classId, seats: sum(waitlistCapacities.seats) })
    .from(waitlistCapacities)
    .where(and(fence(waitlistCapacities.franchiseeId), eq(waitlistCapacities.academicYearId, academicYearId)))
    .groupBy(waitlistCapacities.classId);
  const holding = await ctx.db
    .select({ classId: waitlistEntries.classId, enquiryId: waitlistEntries.enquiryId })
    .from(waitlistEntries)
    .where(
      and(
        fence(waitlistEntries.franchiseeId),
        eq(waitlistEntries.academicYearId, academicYearId),
        inArray(waitlistEntries.status, [...SEAT_HOLDING_STATUSES]),
      ),
    );
  const waiting = await ctx.db
    .select({ classId: waitlistEntries.classId, n: count() })
    .from(waitlistEntries)
    .where(
      and(
        fence(waitlistEntries.franchiseeId),
        eq(waitlistEntries.academicYearId, academicYearId),
        eq(waitlistEntries.status, 'WAITING'),
      ),
    )
    .groupBy(waitlistEntries.classId);
  // An accepted family whose child is now admitted is counted once: in the roster.
  const admitted = await admittedEnquiries(ctx, { academicYearId, enquiryIds: holding.map((h) => h.enquiryId) });
  const classes = new Map(sections.map((s) => [s.classId, s.className]));
  return [...classes].map(([classId, className]): ClassSeatsOut => {
    const row = declared.find((d) => d.classId === classId);
    const seats = row ? Number(row.seats) : null;
    const used = taken.get(classId) ?? 0;
    const held = holding.filter((h) => h.classId === classId && !admitted.has(h.enquiryId)).length;
    return {
      classId,
      className,
      seats,
      taken: used,
      held,
      free: seats === null ? 0 : Math.max(0, seats - used - held),
      waiting: Number(waiting.find((w) => w.classId === classId)?.n ?? 0),
    };
  });
}

export async function seatsOfCentre(ctx: RequestContext, q: { franchiseeID?: number; academicYearID?: number }) {
  const where = await centreYearOf(ctx, q);
  return { ...where, classes: await centreSeats(ctx, where) };
}
