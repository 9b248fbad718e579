import { eq } from 'drizzle-orm';
import { formatTime } from '@portal/core';
import { assertOwns, inTransaction, loadRecord, notFound, requireUser, type RequestContext } from '@portal/kit';
import { teacherOfClassRule } from '@portal/mod-academics/server';
import { classes } from '@portal/mod-org/server';
import { checkStaffIn, checkStaffOut, ownStaff, staffPresence, staffResource } from '@portal/mod-staff/server';
import { DAY_MODULES as M } from '../../shared/constants.ts';
import { dayToday, now } from '../clock.ts';
import { staffClasses } from './board.service.ts';
import { publishStaff } from '../live.service.ts';
import { refreshRatios } from './ratios.service.ts';
import { dayStaffClasses } from '../schema.ts';

/** One staff member's day as the roster shows it: in or not, since when, with which class. */
async function presenceOf(ctx: RequestContext, staffId: number | null, franchiseeId: number | null) {
  const day = dayToday();
  const none = { day, staffId, inTime: null, outTime: null, present: false, classId: null, className: null };
  if (staffId === null || franchiseeId === null) return none;
  const [row] = (await staffPresence(ctx, franchiseeId, day)).filter((p) => p.staffId === staffId);
  const classId = (await staffClasses(ctx, franchiseeId, day)).get(staffId) ?? null;
  const [cls] = classId === null ? [] : await ctx.db.select().from(classes).where(eq(classes.id, classId));
  return {
    ...none,
    inTime: row ? formatTime(row.inTime) : null,
    outTime: row?.outTime ? formatTime(row.outTime) : null,
    present: Boolean(row && !row.outTime),
    classId,
    className: cls?.name ?? null,
  };
}

/** A staff member named in a request, loaded as the user may read them: another centre's or a colleague's is a 404. */
async function assertStaffReached(ctx: RequestContext, staffId: number | undefined) {
  if (staffId !== undefined) await loadRecord(ctx, staffResource, staffId);
}

/** The signed-in staff member today (an account without a staff record reads as not in). */
export async function myStaffPresence(ctx: RequestContext) {
  requireUser(ctx);
  const own = await ownStaff(ctx);
  return presenceOf(ctx, own?.id ?? null, own?.franchiseeId ?? null);
}

/**
 * "I'm in": the staff module's attendance records the arrival (the one register of staff presence) and the day
 * notes the class they are with: the one asked for (a teacher only a class they teach), else their own class.
 * The centre's ratios are brought up to date at once.
 */
export async function staffCheckIn(ctx: RequestContext, input: { staffId?: number; classId?: number }) {
  requireUser(ctx);
  await assertStaffReached(ctx, input.staffId);
  if (input.classId !== undefined) {
    const [cls] = await ctx.db.select({ id: classes.id }).from(classes).where(eq(classes.id, input.classId));
    if (!cls) throw notFound('Class');
    await assertOwns(ctx, teacherOfClassRule, { module: M.ROSTER, method: 'POST' }, input.classId, () =>
      notFound('Class'),
    );
  }
  const member = await inTransaction(ctx, async (tx) => {
    const done = await checkStaffIn(tx, { staffId: input.staffId, at: now() });
    if (input.classId !== undefined)
      await tx.db
        .insert(dayStaffClasses)
        .values({ franchiseeId: done.franchiseeId, day: done.day, staffId: done.staffId, classId: input.classId })
        .onConflictDoUpdate({
          target: [dayStaffClasses.staffId, dayStaffClasses.day],
          set: { classId: input.classId, updatedAt: now() },
        });
    return done;
  });
  await refreshRatios(ctx, member.franchiseeId);
  await publishStaff(ctx, member.franchiseeId);
  return presenceOf(ctx, member.staffId, member.franchiseeId);
}

/** "I'm leaving": the staff module records the time; they no longer count for their class. */
export async function staffCheckOut(ctx: RequestContext, input: { staffId?: number }) {
  requireUser(ctx);
  await assertStaffReached(ctx, input.staffId);
  const member = await checkStaffOut(ctx, { staffId: input.staffId, at: now() });
  await refreshRatios(ctx, member.franchiseeId);
  await publishStaff(ctx, member.franchiseeId);
  return presenceOf(ctx, member.staffId, member.franchiseeId);
}
