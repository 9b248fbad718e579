// Vehicles and their records: insurance, repairs, certificates, maintenance, fuel, loans, road tax, challans.
import { options, secretField, type FieldMap } from '@portal/core';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { defineResource, fieldError, type RequestContext, type Values } from '@portal/kit';
import { CHALLAN_STATUS, FUEL_TYPES, TRANSPORT_MODULES as M } from '../../shared/constants.ts';
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
import { checkOdometer } from './odometer.ts';
import { centreField, vehicleField, documentField, money, checkDocument, checkDates, referenced } from './common.ts';

export const vehicleResource = defineResource({
  name: 'vehicle-details',
  label: 'Vehicle',
  labelPlural: 'Vehicles',
  module: M.VEHICLE_DETAILS,
  scope: 'franchisee',
  table: vehicles,
  titleField: 'registrationNumber',
  fields: {
    franchiseeId: centreField,
    deviceKeyHash: secretField('GPS device key'),
    registrationNumber: { kind: 'text', label: 'Registration number', required: true, max: 20 },
    make: { kind: 'text', label: 'Make', max: 60 },
    model: { kind: 'text', label: 'Model', max: 60 },
    seats: { kind: 'number', label: 'Seats', required: true, min: 1, max: 80 },
    fuelType: { kind: 'enum', label: 'Fuel', required: true, options: options(...FUEL_TYPES) },
    ownerName: { kind: 'text', label: 'Owner', max: 120 },
    rcFileId: { kind: 'file', label: 'Registration certificate' },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
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
function vehicleRecord<T extends PgTable>(decl: {
  name: string;
  label: string;
  labelPlural?: string;
  table: T;
  titleField: string;
  fields: FieldMap;
  columns: string[];
  dates?: readonly [string, string, string][];
  statusFilter?: string;
  example?: Record<string, unknown>;
  /** A rule of this kind of record on the record about to be stored (an update's values merged with its row). */
  check?: (ctx: RequestContext, record: T['$inferInsert'], exceptId?: number) => Promise<void>;
}) {
  return defineResource({
    name: decl.name,
    label: decl.label,
    labelPlural: decl.labelPlural,
    module: M.VEHICLE_DETAILS,
    scope: 'franchisee',
    table: decl.table,
    titleField: decl.titleField,
    fields: { franchiseeId: centreField, vehicleId: vehicleField, ...decl.fields, documentFileId: documentField },
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
        const row = existing as Values;
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

export const insuranceResource = vehicleRecord({
  name: 'vehicle-insurance-details',
  label: 'Vehicle insurance',
  labelPlural: 'Vehicle insurance',
  table: vehicleInsurance,
  titleField: 'policyNumber',
  fields: {
    policyNumber: { kind: 'text', label: 'Policy number', required: true, max: 60 },
    insurer: { kind: 'text', label: 'Insurer', required: true, max: 120 },
    startDate: { kind: 'date', label: 'Valid from', required: true },
    expiryDate: { kind: 'date', label: 'Expires on', required: true },
    premiumPaise: money('Premium', false),
  },
  columns: ['policyNumber', 'insurer', 'startDate', 'expiryDate'],
  dates: [expiryAfterStart('startDate')],
});

export const repairResource = vehicleRecord({
  name: 'vehicle-rapairbreakdown-details',
  label: 'Repair or breakdown',
  labelPlural: 'Repairs and breakdowns',
  table: vehicleRepairs,
  titleField: 'description',
  fields: {
    reportedOn: { kind: 'date', label: 'Date', required: true },
    description: { kind: 'text', label: 'What happened', required: true, max: 500 },
    garage: { kind: 'text', label: 'Garage', max: 120 },
    costPaise: money('Cost'),
    odometerKm: { kind: 'number', label: 'Odometer (km)', min: 0, max: 10_000_000 },
  },
  columns: ['reportedOn', 'description', 'costPaise'],
  check: (ctx, r, exceptId) =>
    checkOdometer(ctx, 'repair', { vehicleId: r.vehicleId, on: r.reportedOn, km: r.odometerKm }, exceptId),
});

/** A fitness or pollution certificate: its number, when it was issued and when it expires. */
const certificate: { titleField: string; fields: FieldMap; columns: string[]; dates: [string, string, string][] } = {
  titleField: 'certificateNumber',
  fields: {
    certificateNumber: { kind: 'text', label: 'Certificate number', required: true, max: 60 },
    issueDate: { kind: 'date', label: 'Issued on', required: true },
    expiryDate: { kind: 'date', label: 'Expires on', required: true },
  },
  columns: ['certificateNumber', 'issueDate', 'expiryDate'],
  dates: [expiryAfterStart('issueDate')],
};

export const fitnessResource = vehicleRecord({
  name: 'vehicle-fitness-details',
  label: 'Fitness certificate',
  table: vehicleFitness,
  ...certificate,
});

export const pollutionResource = vehicleRecord({
  name: 'vehicle-pollution-details',
  label: 'Pollution certificate',
  table: vehiclePollution,
  ...certificate,
});

export const maintenanceResource = vehicleRecord({
  name: 'vehicle-maintenance-details',
  label: 'Maintenance',
  labelPlural: 'Maintenance',
  table: vehicleMaintenance,
  titleField: 'description',
  fields: {
    serviceDate: { kind: 'date', label: 'Serviced on', required: true },
    description: { kind: 'text', label: 'Work done', required: true, max: 500 },
    costPaise: money('Cost'),
    odometerKm: { kind: 'number', label: 'Odometer (km)', min: 0, max: 10_000_000 },
    nextDueDate: { kind: 'date', label: 'Next service due' },
  },
  columns: ['serviceDate', 'description', 'costPaise', 'nextDueDate'],
  dates: [['serviceDate', 'nextDueDate', 'The next service must be after this one']],
  check: (ctx, r, exceptId) =>
    checkOdometer(ctx, 'service', { vehicleId: r.vehicleId, on: r.serviceDate, km: r.odometerKm }, exceptId),
});

export const fuelResource = vehicleRecord({
  name: 'vehicle-fule-details',
  label: 'Fuel',
  labelPlural: 'Fuel',
  table: vehicleFuel,
  titleField: 'filledOn',
  fields: {
    filledOn: { kind: 'date', label: 'Filled on', required: true },
    litres: { kind: 'number', label: 'Litres', required: true, min: 0.1, max: 1000 },
    costPaise: money('Cost'),
    odometerKm: { kind: 'number', label: 'Odometer (km)', required: true, min: 0, max: 10_000_000 },
  },
  columns: ['filledOn', 'litres', 'costPaise', 'odometerKm'],
  check: (ctx, r, exceptId) =>
    checkOdometer(ctx, 'fuel', { vehicleId: r.vehicleId, on: r.filledOn, km: r.odometerKm }, exceptId),
});

export const loanResource = vehicleRecord({
  name: 'vehicle-loan-details',
  label: 'Vehicle loan',
  table: vehicleLoans,
  titleField: 'loanNumber',
  fields: {
    lender: { kind: 'text', label: 'Lender', required: true, max: 120 },
    loanNumber: { kind: 'text', label: 'Loan number', required: true, max: 60 },
    amountPaise: money('Amount'),
    emiPaise: money('EMI'),
    startDate: { kind: 'date', label: 'Starts on', required: true },
    endDate: { kind: 'date', label: 'Ends on', required: true },
  },
  columns: ['lender', 'loanNumber', 'amountPaise', 'emiPaise', 'endDate'],
  dates: [['startDate', 'endDate', 'The loan must end after it starts']],
});

export const roadTaxResource = vehicleRecord({
  name: 'vehicle-roadtax-details',
  label: 'Road tax',
  labelPlural: 'Road tax',
  table: vehicleRoadTax,
  titleField: 'receiptNumber',
  fields: {
    receiptNumber: { kind: 'text', label: 'Receipt number', required: true, max: 60 },
    paidOn: { kind: 'date', label: 'Paid on', required: true },
    expiryDate: { kind: 'date', label: 'Valid until', required: true },
    amountPaise: money('Amount'),
  },
  columns: ['receiptNumber', 'paidOn', 'expiryDate', 'amountPaise'],
  dates: [expiryAfterStart('paidOn')],
});

export const challanResource = vehicleRecord({
  name: 'vehicle-challan-details',
  label: 'Challan',
  table: vehicleChallans,
  titleField: 'challanNumber',
  fields: {
    challanNumber: { kind: 'text', label: 'Challan number', required: true, max: 60 },
    issuedOn: { kind: 'date', label: 'Issued on', required: true },
    offence: { kind: 'text', label: 'Offence', required: true, max: 300 },
    amountPaise: money('Fine'),
    status: { kind: 'enum', label: 'Status', required: true, options: options(...CHALLAN_STATUS) },
  },
  columns: ['challanNumber', 'issuedOn', 'offence', 'amountPaise', 'status'],
  statusFilter: 'status',
});

export const vehicleSettingsResource = defineResource({
  name: 'vehicle-settings',
  label: 'Vehicle settings',
  labelPlural: 'Vehicle settings',
  module: M.VEHICLE_DETAILS,
  scope: 'franchisee',
  table: vehicleSettings,
  titleField: 'franchiseeId',
  fields: {
    franchiseeId: centreField,
    reminderDays: { kind: 'number', label: 'Remind before expiry (days)', required: true, min: 1, max: 90 },
    lateAfterMinutes: { kind: 'number', label: 'A stop is late after (minutes)', required: true, min: 1, max: 60 },
    contactMobile: { kind: 'mobile', label: 'Transport contact' },
  },
  list: { columns: ['franchiseeId', 'reminderDays', 'lateAfterMinutes', 'contactMobile'], filters: ['franchiseeId'] },
  remove: 'delete',
});
