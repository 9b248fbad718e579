import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { QUEUE_STATUSES, type EntryStatus } from '../shared/constants.ts';
import { DAY_MS, now } from './clock.ts';
import { publishQueue } from './live.ts';
import { waitlistCapacities, waitlistEntries } from './schema.ts';

export type Entry = typeof waitlistEntries.$inferSelect;

/** A class's waitlist for one year at one centre. */
export interface ClassKey {
  franchiseeId: number;
  academicYearId: number;
  classId: number;
}

export const keyOf = (e: ClassKey): ClassKey => ({
  franchiseeId: e.franchiseeId,
  academicYearId: e.academicYearId,
  classId: e.classId,
});

function inClass(ctx: RequestContext, key: ClassKey) {
  return and(
    franchiseeFence(ctx, waitlistEntries.franchiseeId, key.franchiseeId),
    eq(waitlistEntries.academicYearId, key.academicYearId),
    eq(waitlistEntries.classId, key.classId),
  );
}

/**
 * Locks the class's declared seats for the rest of the transaction: every change to a class's queue and offers
 * (a join, an offer, an expiry, a refusal, a run of the job on another node) takes this lock first, so they run
 * one at a time and positions and offers stay exact. False when the class has no declared seats.
 */
export async function lockClass(ctx: RequestContext, key: ClassKey): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: waitlistCapacities.id })
    .from(waitlistCapacities)
    .where(
      and(
        franchiseeFence(ctx, waitlistCapacities.franchiseeId, key.franchiseeId),
        eq(waitlistCapacities.academicYearId, key.academicYearId),
        eq(waitlistCapacities.classId, key.classId),
      ),
    )
    .orderBy(asc(waitlistCapacities.id))
    .for('update');
  return rows.length > 0;
}

/** The class's queue in order (waiting families and open offers). */
export async function queueOf(ctx: RequestContext, key: ClassKey): Promise<Entry[]> {
  return ctx.db
    .select()
    .from(waitlistEntries)
    .where(and(inClass(ctx, key), inArray(waitlistEntries.status, [...QUEUE_STATUSES])))
    .orderBy(asc(waitlistEntries.position));
}

/** The position the next family to join takes. */
export async function nextPosition(ctx: RequestContext, key: ClassKey): Promise<number> {
  const [row] = await ctx.db
    .select({ last: sql<number | null>`max(${waitlistEntries.position})` })
    .from(waitlistEntries)
    .where(and(inClass(ctx, key), inArray(waitlistEntries.status, [...QUEUE_STATUSES])));
  return Number(row?.last ?? 0) + 1;
}

/**
 * The family leaves the queue with `status`: its position goes and every family behind it moves up one, so
 * positions stay 1, 2, 3 … Runs under the class's lock.
 */
export async function leaveQueue(
  ctx: RequestContext,
  entry: Entry,
  status: EntryStatus,
  at: Date = now(),
): Promise<Entry> {
  // The position as it stands now: an earlier leave in the same transaction may have moved it up.
  const [{ position }] = await ctx.db
    .select({ position: waitlistEntries.position })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, entry.id));
  const [left] = await ctx.db
    .update(waitlistEntries)
    .set({ status, position: null, decidedAt: at, decidedBy: ctx.user?.id ?? null, updatedAt: at })
    .where(eq(waitlistEntries.id, entry.id))
    .returning();
  if (position !== null)
    await ctx.db
      .update(waitlistEntries)
      .set({ position: sql`${waitlistEntries.position} - 1` })
      .where(
        and(
          inClass(ctx, keyOf(entry)),
          inArray(waitlistEntries.status, [...QUEUE_STATUSES]),
          gt(waitlistEntries.position, position),
        ),
      );
  await publishQueue(ctx, left);
  return left;
}

/** An entry as the screens show it. */
export function entryView(e: Entry, at: Date = now()) {
  return {
    id: e.id,
    classId: e.classId,
    enquiryId: e.enquiryId,
    enquiryCode: e.enquiryCode,
    childName: e.childName,
    parentName: e.parentName,
    mobile: e.mobile,
    position: e.position,
    status: e.status,
    wishedStart: e.wishedStart,
    joinedAt: e.joinedAt,
    daysWaiting: Math.max(0, Math.floor((at.getTime() - e.joinedAt.getTime()) / DAY_MS)),
    offeredAt: e.offeredAt,
    offerExpiresAt: e.offerExpiresAt,
  };
}
