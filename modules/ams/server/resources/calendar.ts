import { formatDate } from '@portal/core';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import { defineResource, fieldError, type RequestContext, type RowOf, type Values, type ValuesOf } from '@portal/kit';
import {
  amsCentreAllocationShape,
  amsCentreCategoryShape,
  amsCycleShape,
  amsHolidayShape,
} from '../../shared/resources.ts';
import { amsCentreAllocations, amsCentreCategories, amsCycles, amsHolidays, amsVisits } from '../schema.ts';
import { headOffice, managerById } from './people.service.ts';

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
