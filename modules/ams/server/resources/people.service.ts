import { formatDate } from '@portal/core';
import { eq } from 'drizzle-orm';
import {
  defineResource,
  fieldError,
  headOfficeWrites,
  type RequestContext,
  type RowOf,
  type Values,
  type ValuesOf,
  everyoneGranted,
} from '@portal/kit';
import { amsManagerShape, amsZoneShape } from '../../shared/resources.ts';
import { amsHolidays, amsManagers, amsZones } from '../schema.ts';

export const headOffice = headOfficeWrites('Only head office plans academic manager visits');

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
export async function managerById(ctx: RequestContext, id: number) {
  const [manager] = await ctx.db.select().from(amsManagers).where(eq(amsManagers.id, id));
  return manager;
}

/** A day a centre is open: not a Sunday, not one of the network's holidays. */
export async function assertWorkingDay(ctx: RequestContext, field: string, day: string): Promise<void> {
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
