import { formatDate } from '@portal/core';
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import {
  actingUser,
  badRequest,
  commandOf,
  conflict,
  defineResource,
  fieldError,
  forbidden,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
} from '@portal/kit';
import { visitDecisionInput } from '../../shared/inputs.ts';
import { visitAnswer } from '../../shared/contracts.ts';
import { amsVisitShape } from '../../shared/resources.ts';
import { amsCentreAllocations, amsCycles, amsHolidays, amsManagers, amsVisits } from '../schema.ts';
import { assertWorkingDay, headOffice, managerById } from './people.service.ts';

type Visit = RowOf<typeof amsVisits>;

/**
 * The rules of a visit: a working day (centres are closed on Sundays) within its cycle, an allocated centre, no
 * holiday, no second centre for the manager that day.
 */
async function checkVisit(ctx: RequestContext, values: ValuesOf<typeof amsVisits>, existing?: Visit): Promise<Values> {
  const merged = { ...existing, ...values };
  const { managerId, visitDate: day, franchiseeId } = merged;
  if (managerId === undefined) throw fieldError('managerId', 'Academic manager not found');
  if (day === undefined) throw fieldError('visitDate', 'Choose the day of the visit');
  if (franchiseeId === undefined) throw fieldError('franchiseeId', 'Choose the centre');
  await assertWorkingDay(ctx, 'visitDate', day);
  const cycleId = await cycleOfVisit(ctx, day, merged.cycleId);
  const manager = await managerById(ctx, managerId);
  if (!manager?.isActive || manager.kind !== 'AM') throw fieldError('managerId', 'Academic manager not found');
  const [allocation] = await ctx.db
    .select({ managerId: amsCentreAllocations.managerId })
    .from(amsCentreAllocations)
    .where(and(eq(amsCentreAllocations.franchiseeId, franchiseeId), eq(amsCentreAllocations.isActive, true)));
  if (allocation?.managerId !== managerId)
    throw fieldError('franchiseeId', `The centre is not allocated to ${manager.name}; allocate it first`);
  const [clash] = await ctx.db
    .select({ id: amsVisits.id })
    .from(amsVisits)
    .where(
      and(
        eq(amsVisits.managerId, managerId),
        eq(amsVisits.visitDate, day),
        ne(amsVisits.status, 'REJECTED'),
        existing ? ne(amsVisits.id, existing.id) : undefined,
      ),
    );
  if (clash)
    throw conflict(`${manager.name} already has a visit on ${formatDate(day)}; a manager visits one centre a day`);
  return { ...values, cycleId };
}

/** A visit lies in an audit cycle: the one named, else the active cycle covering its day. */
async function cycleOfVisit(ctx: RequestContext, day: string, cycleId: number | null | undefined): Promise<number> {
  if (typeof cycleId === 'number') {
    const [cycle] = await ctx.db.select().from(amsCycles).where(eq(amsCycles.id, cycleId));
    if (!cycle) throw fieldError('cycleId', 'Audit cycle not found');
    if (day < cycle.startDate || day > cycle.endDate)
      throw fieldError(
        'visitDate',
        `The visit must fall within ${cycle.name} (${formatDate(cycle.startDate)} to ${formatDate(cycle.endDate)})`,
      );
    return cycle.id;
  }
  const [covering] = await ctx.db
    .select({ id: amsCycles.id })
    .from(amsCycles)
    .where(and(lte(amsCycles.startDate, day), gte(amsCycles.endDate, day), eq(amsCycles.isActive, true)))
    .orderBy(asc(amsCycles.startDate))
    .limit(1);
  if (!covering) throw fieldError('visitDate', `No audit cycle covers ${formatDate(day)}; add the cycle first`);
  return covering.id;
}

/** Only another person (a super admin, or the manager's zonal manager) approves a visit. */
async function assertApprover(ctx: RequestContext, visit: Visit): Promise<void> {
  const manager = (await managerById(ctx, visit.managerId))!;
  if (actingUser(ctx).superAdmin) return;
  const zm = manager.reportsToId ? await managerById(ctx, manager.reportsToId) : undefined;
  if (!zm || zm.userId !== actingUser(ctx).id)
    throw forbidden("Only the manager's zonal manager or a super admin approves");
}

const command = commandOf<Visit>();

/** Schedule of visits (createViewSchedule, ams-visit-schedule): PENDING → APPROVED or REJECTED. */
export const amsVisitResource = defineResource({
  ...amsVisitShape,
  scope: 'franchisee',
  table: amsVisits,
  titleField: 'visitDate',
  list: {
    columns: ['visitDate', 'franchiseeId', 'managerId', 'auditType', 'status'],
    filters: ['managerId', 'franchiseeId', 'status', 'cycleId'],
    defaultSort: { field: 'visitDate', dir: 'asc' },
  },
  example: { auditType: 'centre', visitDate: '2026-01-05' },
  writeRule: headOffice,
  statusField: 'status',
  describe: (row) => `the visit of ${row.visitDate}`,
  hooks: {
    beforeCreate: async (ctx, values) => ({ ...(await checkVisit(ctx, values)), status: 'PENDING' }),
    beforeUpdate: (ctx, values, existing) => {
      if (existing.status !== 'PENDING') throw conflict(`The visit is ${existing.status}; it can no longer change`);
      return checkVisit(ctx, values, existing);
    },
  },
  commands: {
    approve: command({
      label: 'Approve',
      from: ['PENDING'],
      to: 'APPROVED',
      color: 'green',
      // A manager does not approve their own schedule.
      decides: { raisedBy: 'managerId', through: { table: amsManagers, id: amsManagers.id, user: amsManagers.userId } },
      input: visitDecisionInput,
      response: visitAnswer,
      async handler(ctx, visit, input) {
        await assertApprover(ctx, visit);
        // A holiday uploaded after the visit was planned still stops it.
        const [holiday] = await ctx.db.select().from(amsHolidays).where(eq(amsHolidays.holidayDate, visit.visitDate));
        if (holiday)
          throw badRequest(`${formatDate(visit.visitDate)} is now a holiday (${holiday.name}); move the visit first`);
        return {
          set: { remark: input?.remark ?? null, decidedBy: actingUser(ctx).id, decidedAt: new Date() },
          answer: { id: visit.id, status: 'APPROVED' },
        };
      },
    }),
    reject: command({
      label: 'Reject',
      from: ['PENDING'],
      to: 'REJECTED',
      color: 'red',
      input: visitDecisionInput,
      response: visitAnswer,
      async handler(ctx, visit, input) {
        await assertApprover(ctx, visit);
        return {
          set: { remark: input?.remark ?? null, decidedBy: actingUser(ctx).id, decidedAt: new Date() },
          answer: { id: visit.id, status: 'REJECTED' },
        };
      },
    }),
  },
});
