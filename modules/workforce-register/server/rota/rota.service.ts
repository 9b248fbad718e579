/** A week's rota: its room-hours below ratio, publishing it (refused while any is), and a staff member's own shifts. */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { addDays, todayInIndia } from '@portal/core';
import { actingUser, badRequest, fieldError, franchiseeFence, notFound, type RequestContext } from '@portal/kit';
import { classes, franchisees } from '@portal/mod-org/server';
import { ownStaff } from '@portal/mod-staff/server';
import { NOT_A_MONDAY } from '../../shared/rota-contracts.ts';
import { rotaShifts, rotaWeeks } from '../schema.ts';
import { roomHourWords, rotaGaps, type RoomHourGap } from './coverage.service.ts';
import { mondayOf } from '../../shared/week.ts';
import { weekOf } from './shifts.ts';

const staffWord = (n: number) => `${n} staff member${n === 1 ? '' : 's'}`;

/** What a room-hour lacks, in words: "… has 18 children expected and 1 eligible staff member; it needs 2". */
function gapWords(g: RoomHourGap): string {
  const unverified = g.notCounted.length
    ? ` (${g.notCounted.join(', ')} on shift but not counted: police verification or POCSO training not current)`
    : '';
  return (
    `${roomHourWords(g)} has ${g.children} children expected and ${staffWord(g.eligibleStaff)} who count; ` +
    `it needs ${g.staffNeeded}${unverified}`
  );
}

async function centreWeek(ctx: RequestContext, franchiseeId: number, weekStart: string, draft: boolean) {
  const [centre] = await ctx.db
    .select({ id: franchisees.id })
    .from(franchisees)
    .where(and(eq(franchisees.id, franchiseeId), franchiseeFence(ctx, franchisees.id)));
  if (!centre) throw notFound('Centre');
  if (mondayOf(weekStart) !== weekStart) throw fieldError('weekStart', NOT_A_MONDAY);
  const week = await weekOf(ctx, franchiseeId, weekStart, draft);
  const gaps = (await rotaGaps(ctx, franchiseeId, week?.id ?? null, weekStart)).map((g) => ({
    ...g,
    words: gapWords(g),
  }));
  return { week, gaps };
}

type Week = typeof rotaWeeks.$inferSelect;
const answer = (q: WeekQuery, week: Week | undefined, gaps: (RoomHourGap & { words: string })[]) => ({
  id: week?.id ?? null,
  franchiseeId: q.franchiseeId,
  weekStart: q.weekStart,
  status: week?.status ?? 'DRAFT',
  publishedAt: week?.publishedAt ?? null,
  gaps,
});
interface WeekQuery {
  franchiseeId: number;
  weekStart: string;
}

/** A week as it stands (a week without a shift yet reads as an empty draft). */
export async function rotaWeek(ctx: RequestContext, q: WeekQuery) {
  const { week, gaps } = await centreWeek(ctx, q.franchiseeId, q.weekStart, false);
  return answer(q, week, gaps);
}

/** Publishes the week, or refuses naming the first room-hour below ratio (and how many more there are). */
export async function publishRota(ctx: RequestContext, q: WeekQuery) {
  const { week, gaps } = await centreWeek(ctx, q.franchiseeId, q.weekStart, true);
  if (gaps.length) {
    const more = gaps.length > 1 ? ` ${gaps.length - 1} more room-hour(s) are below ratio too.` : '';
    throw badRequest(`The rota cannot be published: ${gaps[0].words}.${more}`);
  }
  const [published] = await ctx.db
    .update(rotaWeeks)
    .set({ status: 'PUBLISHED', publishedAt: new Date(), publishedBy: actingUser(ctx).id })
    .where(eq(rotaWeeks.id, week!.id))
    .returning();
  return answer(q, published, []);
}

/** The signed-in staff member's shifts of published weeks, from today for four weeks. */
export async function myShifts(ctx: RequestContext) {
  const me = await ownStaff(ctx);
  if (!me) return { rows: [] };
  const today = todayInIndia();
  const rows = await ctx.db
    .select({
      id: rotaShifts.id,
      day: rotaShifts.day,
      className: classes.name,
      startsAt: rotaShifts.startsAt,
      endsAt: rotaShifts.endsAt,
    })
    .from(rotaShifts)
    .innerJoin(rotaWeeks, eq(rotaWeeks.id, rotaShifts.rotaWeekId))
    .innerJoin(classes, eq(classes.id, rotaShifts.classId))
    .where(
      and(
        eq(rotaShifts.staffId, me.id),
        eq(rotaWeeks.status, 'PUBLISHED'),
        gte(rotaShifts.day, today),
        lte(rotaShifts.day, addDays(today, 27)),
      ),
    )
    .orderBy(asc(rotaShifts.day), asc(rotaShifts.startsAt));
  return { rows };
}
