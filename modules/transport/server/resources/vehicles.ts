// Vehicles and their records: insurance, repairs, certificates, maintenance, fuel, loans, road tax, challans.
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { defineResource, fieldError, type RequestContext, type Values } from '@portal/kit';
import {
  busRouteStudents,
  busRoutes,
  vehicleChallans,
  vehicleFitness,
  vehicleFuel,
  vehicleInsurance,
  vehicleLoans,
  vehicleMaintenance,
  vehiclePollution,
  vehicleRepairs,
  vehicleRoadTax,
  vehicleSettings,
  vehicles,
} from '../schema.ts';
import { checkOdometer } from './odometer.service.ts';
import { checkDocument, checkDates, referenced } from './common.service.ts';
import type { ResourceShape } from '@portal/core';
import {
  challanShape,
  fitnessShape,
  fuelShape,
  insuranceShape,
  loanShape,
  maintenanceShape,
  pollutionShape,
  repairShape,
  roadTaxShape,
  vehicleSettingsShape,
  vehicleShape,
} from '../../shared/resources.ts';

export const vehicleResource = defineResource({
  ...vehicleShape,
  labelPlural: 'Vehicles',
  scope: 'franchisee',
  table: vehicles,
  titleField: 'registrationNumber',
  list: {
    columns: ['registrationNumber', 'franchiseeId', 'make', 'model', 'seats', 'fuelType', 'isActive'],
    search: ['registrationNumber', 'make', 'model'],
    filters: ['franchiseeId', 'fuelType', 'isActive'],
    defaultSort: { field: 'registrationNumber', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    async beforeCreate(ctx, values) {
      await checkDocument(ctx, values, 'rcFileId');
      return { ...values, registrationNumber: String(values.registrationNumber).toUpperCase().replace(/\s+/g, '') };
    },
    async beforeUpdate(ctx, values, existing) {
      await checkDocument(ctx, values, 'rcFileId');
      if (typeof values.seats === 'number' && values.seats < existing.seats) {
        const [{ most }] = await ctx.db.select({ most: sql<number>`coalesce(max(c), 0)::int` }).from(
          ctx.db
            .select({ c: count().as('c') })
            .from(busRouteStudents)
            .innerJoin(busRoutes, eq(busRoutes.id, busRouteStudents.busRouteId))
            .where(eq(busRoutes.vehicleId, existing.id))
            .groupBy(busRouteStudents.busRouteId)
            .as('per_route'),
        );
        if (values.seats < Number(most))
          throw fieldError('seats', `${most} students ride a route of this vehicle; it needs at least ${most} seats`);
      }
      if (typeof values.registrationNumber === 'string')
        return { ...values, registrationNumber: values.registrationNumber.toUpperCase().replace(/\s+/g, '') };
      return values;
    },
  },
});

/** One of the vehicle's record types: a row of one vehicle, filed under the vehicle's centre. */
function vehicleRecord<T extends PgTable>(
  recordShape: ResourceShape,
  decl: {
    labelPlural?: string;
    table: T;
    titleField: string;
    columns: string[];
    dates?: readonly [string, string, string][];
    statusFilter?: string;
    example?: Record<string, unknown>;
    /** A rule of this kind of record on the record about to be stored (an update's values merged with its row). */
    check?: (ctx: RequestContext, record: T['$inferInsert'], exceptId?: number) => Promise<void>;
  },
) {
  return defineResource({
    ...recordShape,
    labelPlural: decl.labelPlural,
    scope: 'franchisee',
    table: decl.table,
    titleField: decl.titleField,
    list: {
      columns: ['vehicleId', ...decl.columns, 'franchiseeId'],
      filters: ['franchiseeId', 'vehicleId', ...(decl.statusFilter ? [decl.statusFilter] : [])],
      defaultSort: { field: 'id', dir: 'desc' },
    },
    example: decl.example,
    remove: 'delete',
    hooks: {
      async beforeCreate(ctx, values) {
        const vehicle = await referenced(ctx, vehicleResource, values.vehicleId, 'vehicleId');
        await checkDocument(ctx, values, 'documentFileId');
        checkDates(values, decl.dates ?? []);
        // The body is validated: every required column is there.
        await decl.check?.(ctx, values);
        return { ...values, franchiseeId: vehicle.franchiseeId };
      },
      async beforeUpdate(ctx, values, existing) {
        const row: Values = existing;
        if (values.vehicleId !== undefined && values.vehicleId !== row.vehicleId)
          throw fieldError('vehicleId', 'A record stays with its vehicle; add one to the other vehicle instead');
        if (values.franchiseeId !== undefined && values.franchiseeId !== row.franchiseeId)
          throw fieldError('franchiseeId', "A record stays with its vehicle's centre");
        await checkDocument(ctx, values, 'documentFileId');
        checkDates({ ...row, ...values }, decl.dates ?? []);
        await decl.check?.(ctx, { ...row, ...values }, Number(row.id));
        return values;
      },
    },
  });
}

const expiryAfterStart = (start: string): [string, string, string] => [
  start,
  'expiryDate',
  'The expiry date must be after the start',
];

export const insuranceResource = vehicleRecord(insuranceShape, {
  labelPlural: 'Vehicle insurance',
  table: vehicleInsurance,
  titleField: 'policyNumber',
  columns: ['policyNumber', 'insurer', 'startDate', 'expiryDate'],
  dates: [expiryAfterStart('startDate')],
});

export const repairResource = vehicleRecord(repairShape, {
  labelPlural: 'Repairs and breakdowns',
  table: vehicleRepairs,
  titleField: 'description',
  columns: ['reportedOn', 'description', 'costPaise'],
  check: (ctx, r, exceptId) =>
    checkOdometer(ctx, 'repair', { vehicleId: r.vehicleId, on: r.reportedOn, km: r.odometerKm }, exceptId),
});

/** A fitness or pollution certificate: its number, when it was issued and when it expires. */
const certificate: { titleField: string; columns: string[]; dates: [string, string, string][] } = {
  titleField: 'certificateNumber',
  columns: ['certificateNumber', 'issueDate', 'expiryDate'],
  dates: [expiryAfterStart('issueDate')],
};

export const fitnessResource = vehicleRecord(fitnessShape, {
  table: vehicleFitness,
  ...certificate,
});

export const pollutionResource = vehicleRecord(pollutionShape, {
  table: vehiclePollution,
  ...certificate,
});

export const maintenanceResource = vehicleRecord(maintenanceShape, {
  labelPlural: 'Maintenance',
  table: vehicleMaintenance,
  titleField: 'description',
  columns: ['serviceDate', 'description', 'costPaise', 'nextDueDate'],
  dates: [['serviceDate', 'nextDueDate', 'The next service must be after this one']],
  check: (ctx, r, exceptId) =>
    checkOdometer(ctx, 'service', { vehicleId: r.vehicleId, on: r.serviceDate, km: r.odometerKm }, exceptId),
});

export const fuelResource = vehicleRecord(fuelShape, {
  labelPlural: 'Fuel',
  table: vehicleFuel,
  titleField: 'filledOn',
  columns: ['filledOn', 'litres', 'costPaise', 'odometerKm'],
  check: (ctx, r, exceptId) =>
    checkOdometer(ctx, 'fuel', { vehicleId: r.vehicleId, on: r.filledOn, km: r.odometerKm }, exceptId),
});

export const loanResource = vehicleRecord(loanShape, {
  table: vehicleLoans,
  titleField: 'loanNumber',
  columns: ['lender', 'loanNumber', 'amountPaise', 'emiPaise', 'endDate'],
  dates: [['startDate', 'endDate', 'The loan must end after it starts']],
});

export const roadTaxResource = vehicleRecord(roadTaxShape, {
  labelPlural: 'Road tax',
  table: vehicleRoadTax,
  titleField: 'receiptNumber',
  columns: ['receiptNumber', 'paidOn', 'expiryDate', 'amountPaise'],
  dates: [expiryAfterStart('paidOn')],
});

export const challanResource = vehicleRecord(challanShape, {
  table: vehicleChallans,
  titleField: 'challanNumber',
  columns: ['challanNumber', 'issuedOn', 'offence', 'amountPaise', 'status'],
  statusFilter: 'status',
});

export const vehicleSettingsResource = defineResource({
  ...vehicleSettingsShape,
  labelPlural: 'Vehicle settings',
  scope: 'franchisee',
  table: vehicleSettings,
  titleField: 'franchiseeId',
  list: { columns: ['franchiseeId', 'reminderDays', 'lateAfterMinutes', 'contactMobile'], filters: ['franchiseeId'] },
  remove: 'delete',
});
