import { formatDate, todayInIndia } from '@portal/core';
import { and, asc, eq, gt, gte, lt, lte, ne, or } from 'drizzle-orm';
import {
  actingUser,
  assertFranchisee,
  badRequest,
  commandOf,
  conflict,
  defineResource,
  fieldError,
  forbidden,
  headOfficeWrites,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
  everyoneGranted,
} from '@portal/kit';
import { visitDecisionInput } from '../shared/inputs.ts';
import { FIRST_AUDIT_STEPS, visitAnswer } from '../shared/contracts.ts';
import { franchisees } from '@portal/mod-org/server';
import {
  amsCentreAllocationShape,
  amsCentreCategoryShape,
  amsCycleShape,
  amsFirstAuditShape,
  amsHolidayShape,
  amsManagerShape,
  amsVisitShape,
  amsZoneShape,
} from '../shared/resources.ts';
import {
  amsCentreAllocations,
  amsCentreCategories,
  amsCycles,
  amsFirstAudits,
  amsHolidays,
  amsManagers,
  amsVisits,
  amsZones,
} from './schema.ts';

const headOffice = headOfficeWrites('Only head office plans academic manager visits');

export const amsZoneResource = defineResource({
  ...amsZoneShape,
  scope: 'global',
  table: amsZones,
  titleField: 'name',
  list: { columns: ['name', 'isActive'], search: ['name'], filters: ['isActive'] },
  remove: 'archive',
  writeRule: headOffice,
});

/** The manager (zonal or academic) behind an id, if any. */
async function managerById(ctx: RequestContext, id: number) {
  const [manager] = await ctx.db.select().from(amsManagers).where(eq(amsManagers.id, id));
  return manager;
}

/** A day a centre is open: not a Sunday, not one of the network's holidays. */
async function assertWorkingDay(ctx: RequestContext, field: string, day: string): Promise<void> {
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0)
    throw fieldError(field, `${formatDate(day)} is a Sunday, when centres are closed; choose another day`);
  const [holiday] = await ctx.db.select().from(amsHolidays).where(eq(amsHolidays.holidayDate, day));
  if (holiday) throw fieldError(field, `${formatDate(day)} is a holiday (${holiday.name}); choose another day`);
}

/** A ZM reports to nobody; an AM reports to an active zonal manager of the same zone. */
async function checkManager(
  ctx: RequestContext,
  values: ValuesOf<typeof amsManagers>,
  existing?: RowOf<typeof amsManagers>,
): Promise<Values> {
  const merged = { ...existing, ...values };
  if (merged.kind === 'ZM') return { ...values, reportsToId: null };
  if (!merged.reportsToId) throw fieldError('reportsToId', 'Choose the zonal manager this academic manager reports to');
  const zm = await managerById(ctx, merged.reportsToId);
  if (!zm || zm.kind !== 'ZM' || !zm.isActive) throw fieldError('reportsToId', 'Zonal manager not found');
  if (zm.zoneId !== merged.zoneId)
    throw fieldError('reportsToId', 'The zonal manager looks after another zone; choose one of this zone');
  return values;
}

/**
 * Zonal managers (zm-allocation: a ZM mapped to a zone) and academic managers (am-allocation, addAM).
 * Both kinds live here, so `ams/edit/{zmMappingID}` and `ams/edit/{academicManagerID}` name one row each.
 */
export const amsManagerResource = defineResource({
  ...amsManagerShape,
  personalData: {
    whose: ['staff member'],
    categories: ['employment'],
    // It names a staff member at work; the grants say who reads it.
    audience: { everyRow: [everyoneGranted] },
    retention: 'while the manager is assigned, then 1 year',
    purposes: ['Assigning academic managers to centres'],
  },
  scope: 'global',
  table: amsManagers,
  titleField: 'name',
  list: {
    columns: ['name', 'kind', 'zoneId', 'reportsToId', 'mobile', 'isActive'],
    search: ['name', 'mobile'],
    filters: ['kind', 'zoneId', 'isActive'],
    defaultSort: { field: 'kind', dir: 'asc' },
  },
  example: { kind: 'ZM' },
  remove: 'archive',
  writeRule: headOffice,
  hooks: {
    beforeCreate: (ctx, values) => checkManager(ctx, values),
    beforeUpdate: (ctx, values, existing) => {
      if (values.kind !== undefined && values.kind !== existing.kind)
        throw fieldError('kind', 'A manager keeps their role; add a new manager instead');
      return checkManager(ctx, values, existing);
    },
  },
});

export const amsCentreCategoryResource = defineResource({
  ...amsCentreCategoryShape,
  labelPlural: 'Centre categories',
  scope: 'global',
  table: amsCentreCategories,
  titleField: 'name',
  list: { columns: ['name', 'visitsPerCycle', 'isActive'], search: ['name'], filters: ['isActive'] },
  remove: 'archive',
  writeRule: headOffice,
});

/** A centre goes to an active academic manager. */
async function checkAllocation(ctx: RequestContext, values: ValuesOf<typeof amsCentreAllocations>): Promise<Values> {
  if (values.managerId === undefined) return values;
  const am = await managerById(ctx, values.managerId);
  if (!am?.isActive) throw fieldError('managerId', 'Manager not found');
  if (am.kind !== 'AM') throw fieldError('managerId', 'Centres are allocated to academic managers, not zonal managers');
  return values;
}

export const amsCentreAllocationResource = defineResource({
  ...amsCentreAllocationShape,
  scope: 'franchisee',
  table: amsCentreAllocations,
  titleField: 'franchiseeId',
  list: { columns: ['franchiseeId', 'managerId', 'categoryId', 'isActive'], filters: ['managerId', 'categoryId'] },
  remove: 'archive',
  writeRule: headOffice,
  hooks: {
    beforeCreate: (ctx, values) => checkAllocation(ctx, values),
    beforeUpdate: (ctx, values) => checkAllocation(ctx, values),
  },
});

async function checkCycle(
  ctx: RequestContext,
  values: ValuesOf<typeof amsCycles>,
  existing?: RowOf<typeof amsCycles>,
): Promise<Values> {
  const merged = { ...existing, ...values };
  if (merged.startDate && merged.endDate && merged.endDate < merged.startDate)
    throw fieldError('endDate', 'The cycle ends before it starts');
  // New dates may not strand a planned or approved visit of the cycle outside them.
  if (existing && merged.startDate && merged.endDate) {
    const [outside] = await ctx.db
      .select({ visitDate: amsVisits.visitDate })
      .from(amsVisits)
      .where(
        and(
          eq(amsVisits.cycleId, existing.id),
          ne(amsVisits.status, 'REJECTED'),
          or(lt(amsVisits.visitDate, merged.startDate), gt(amsVisits.visitDate, merged.endDate)),
        ),
      )
      .limit(1);
    if (outside)
      throw fieldError(
        'startDate',
        `A visit of this cycle on ${formatDate(outside.visitDate)} would fall outside these dates; move it first`,
      );
  }
  const total = Number(merged.centreWeight ?? 50) + Number(merged.academicWeight ?? 50);
  if (total !== 100)
    throw fieldError(
      'academicWeight',
      `The weightage of centre and academic audits must add up to 100 % (now ${total} %)`,
    );
  return values;
}

export const amsCycleResource = defineResource({
  ...amsCycleShape,
  scope: 'global',
  table: amsCycles,
  titleField: 'name',
  list: { columns: ['name', 'startDate', 'endDate', 'centreWeight', 'academicWeight', 'isActive'], search: ['name'] },
  example: { startDate: '2026-04-01', endDate: '2026-09-30', centreWeight: 60, academicWeight: 40 },
  remove: 'archive',
  writeRule: headOffice,
  hooks: {
    beforeCreate: (ctx, values) => checkCycle(ctx, values),
    beforeUpdate: (ctx, values, existing) => checkCycle(ctx, values, existing),
  },
});

/** Holidays: typed one by one or uploaded as a sheet (the resource's import). */
export const amsHolidayResource = defineResource({
  ...amsHolidayShape,
  scope: 'global',
  table: amsHolidays,
  titleField: 'name',
  list: { columns: ['holidayDate', 'name'], search: ['name'], defaultSort: { field: 'holidayDate', dir: 'asc' } },
  example: { holidayDate: '2026-08-15' },
  writeRule: headOffice,
});

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

type FirstAudit = RowOf<typeof amsFirstAudits>;

/**
 * The rules of a centre's first audit: one per centre (a second is refused and names the first), by an active
 * academic manager, on a working day that is not a holiday.
 */
async function checkFirstAudit(
  ctx: RequestContext,
  values: ValuesOf<typeof amsFirstAudits>,
  existing?: FirstAudit,
): Promise<Values> {
  const merged = { ...existing, ...values };
  const { franchiseeId, managerId, scheduledOn: day } = merged;
  if (franchiseeId === undefined) throw fieldError('franchiseeId', 'Choose the centre');
  if (managerId === undefined) throw fieldError('managerId', 'Choose the academic manager');
  if (day === undefined) throw fieldError('scheduledOn', 'Choose the day of the first audit');
  if (!existing) {
    // Another centre's first audit is not named to someone outside its fence.
    assertFranchisee(ctx, franchiseeId, 'Centre');
    const [first] = await ctx.db
      .select({
        centre: franchisees.companyName,
        scheduledOn: amsFirstAudits.scheduledOn,
        status: amsFirstAudits.status,
      })
      .from(amsFirstAudits)
      .innerJoin(franchisees, eq(franchisees.id, amsFirstAudits.franchiseeId))
      .where(eq(amsFirstAudits.franchiseeId, franchiseeId));
    if (first) {
      const when = first.status === 'DONE' ? 'was held' : `is scheduled for ${formatDate(first.scheduledOn)}`;
      const message = `${first.centre} already has its first audit (it ${when}); a centre has one first audit`;
      throw conflict(message, { franchiseeId: message });
    }
  }
  const manager = await managerById(ctx, managerId);
  if (!manager?.isActive || manager.kind !== 'AM') throw fieldError('managerId', 'Academic manager not found');
  await assertWorkingDay(ctx, 'scheduledOn', day);
  return values;
}

/** centerFirstAudit: a centre's first audit, scheduled with an academic manager, then recorded as held. */
export const amsFirstAuditResource = defineResource({
  ...amsFirstAuditShape,
  scope: 'franchisee',
  table: amsFirstAudits,
  titleField: 'scheduledOn',
  list: {
    columns: ['franchiseeId', 'managerId', 'auditType', 'scheduledOn', 'status', 'heldOn'],
    filters: ['franchiseeId', 'managerId', 'status'],
    defaultSort: { field: 'scheduledOn', dir: 'asc' },
  },
  example: { auditType: 'centre', scheduledOn: '2026-01-05' },
  remove: false,
  writeRule: headOffice,
  statusField: 'status',
  describe: (row) => `the first audit of ${row.scheduledOn}`,
  hooks: {
    beforeCreate: async (ctx, values) => ({ ...(await checkFirstAudit(ctx, values)), status: 'SCHEDULED' }),
    beforeUpdate: (ctx, values, existing) => {
      if (existing.status !== 'SCHEDULED') throw conflict('The first audit was held; it can no longer change');
      if (values.franchiseeId !== undefined && values.franchiseeId !== existing.franchiseeId)
        throw fieldError('franchiseeId', 'A first audit stays with its centre');
      return checkFirstAudit(ctx, values, existing);
    },
  },
  commands: {
    record: commandOf<FirstAudit>()({
      label: 'Record as held',
      fields: {
        heldOn: { kind: 'date', label: 'Held on', required: true },
        remark: { kind: 'text', label: 'Remark', max: 1000 },
      },
      from: ['SCHEDULED'],
      to: 'DONE',
      color: 'green',
      path: FIRST_AUDIT_STEPS.record.path,
      response: FIRST_AUDIT_STEPS.record.response,
      handler(ctx, row, body) {
        // The fields above are the body: validated by the framework before the handler runs.
        const input = body as { heldOn: string; remark?: string | null };
        if (input.heldOn > todayInIndia())
          throw fieldError('heldOn', 'The first audit cannot be recorded before the day it is held');
        return {
          set: { heldOn: input.heldOn, remark: input.remark ?? null, recordedBy: actingUser(ctx).id },
          answer: { id: row.id, status: 'DONE', heldOn: input.heldOn },
        };
      },
    }),
  },
});
