/** Shifts as records, each filed under its week's rota (drafted on its first shift); a change makes it a draft. */
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { defineResource, fieldError, type RequestContext, type Values } from '@portal/kit';
import { fencedStaff } from '@portal/mod-staff/server';
import { CENTRE_HEADS } from '@portal/mod-users/server';
import { rotaShiftShape } from '../../shared/resources.ts';
import { mondayOf } from '../../shared/week.ts';
import { rotaShifts, rotaWeeks } from '../schema.ts';

/** A centre's rota for a week; with `draft`, drafted if it has none yet. */
export async function weekOf(ctx: Pick<RequestContext, 'db'>, franchiseeId: number, weekStart: string, draft = true) {
  if (draft) await ctx.db.insert(rotaWeeks).values({ franchiseeId, weekStart }).onConflictDoNothing();
  const [week] = await ctx.db
    .select()
    .from(rotaWeeks)
    .where(and(eq(rotaWeeks.franchiseeId, franchiseeId), eq(rotaWeeks.weekStart, weekStart)));
  return week as typeof week | undefined;
}

/** A shift of a published week changed: the week is a draft again and must pass the ratio check to publish. */
async function backToDraft(ctx: RequestContext, weekId: number) {
  await ctx.db
    .update(rotaWeeks)
    .set({ status: 'DRAFT', publishedAt: null, publishedBy: null })
    .where(eq(rotaWeeks.id, weekId));
}

async function checkedShift(ctx: RequestContext, values: Values, existing?: Values): Promise<Values> {
  const franchiseeId = Number(values.franchiseeId ?? existing?.franchiseeId);
  const staffId = Number(values.staffId ?? existing?.staffId);
  const member = await fencedStaff(ctx, staffId);
  if (member.franchiseeId !== franchiseeId) throw fieldError('staffId', 'The staff member works at another centre');
  const startsAt = String(values.startsAt ?? existing?.startsAt);
  const endsAt = String(values.endsAt ?? existing?.endsAt);
  if (endsAt <= startsAt) throw fieldError('endsAt', 'A shift must end after it starts');
  const day = String(values.day ?? existing?.day);
  // One room at a time: a staff member counted in two rooms at once would cover neither.
  const [clash] = await ctx.db
    .select({ id: rotaShifts.id, startsAt: rotaShifts.startsAt, endsAt: rotaShifts.endsAt })
    .from(rotaShifts)
    .where(
      and(
        eq(rotaShifts.staffId, staffId),
        eq(rotaShifts.day, day),
        lt(rotaShifts.startsAt, endsAt),
        gt(rotaShifts.endsAt, startsAt),
        existing ? ne(rotaShifts.id, Number(existing.id)) : undefined,
      ),
    );
  if (clash)
    throw fieldError(
      'staffId',
      `This staff member already has a shift from ${clash.startsAt} to ${clash.endsAt} that day`,
    );
  const week = (await weekOf(ctx, franchiseeId, mondayOf(day)))!;
  if (existing && existing.rotaWeekId !== week.id) await backToDraft(ctx, Number(existing.rotaWeekId));
  await backToDraft(ctx, week.id);
  return { ...values, rotaWeekId: week.id };
}

/** staffRota: the centre's heads draft shifts; head office reads every centre's. */
export const rotaShiftResource = defineResource({
  ...rotaShiftShape,
  personalData: {
    whose: ['staff member'],
    categories: ['employment'],
    audience: { everyRow: CENTRE_HEADS },
    retention: 'employment, then 3 years',
    purposes: ['To plan who is with each class, within the child-to-staff ratio'],
  },
  scope: 'franchisee',
  table: rotaShifts,
  titleField: 'day',
  list: {
    columns: ['day', 'classId', 'staffId', 'startsAt', 'endsAt', 'franchiseeId'],
    search: [],
    filters: ['franchiseeId', 'classId', 'staffId', 'day'],
    defaultSort: { field: 'day', dir: 'asc' },
  },
  example: { day: '2026-12-01', startsAt: '09:00', endsAt: '13:00' },
  remove: 'delete',
  hooks: {
    beforeCreate: (ctx, values) => checkedShift(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkedShift(ctx, values, existing),
  },
});
