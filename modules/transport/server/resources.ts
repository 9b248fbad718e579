import { options, type FieldMap } from '@portal/core';
import { and, count, eq, gt, gte, lte, max, min, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  AppError,
  assertAttachable,
  badRequest,
  conflict,
  defineResource,
  fieldError,
  headOfficeWrites,
  loadRecord,
  type RequestContext,
  type Resource,
  type Values,
} from '@portal/kit';
import { admissionInfo } from '@portal/mod-students/server';
import {
  CHALLAN_STATUS,
  FUEL_TYPES,
  INDIA,
  SERVICE_TYPES,
  STAFF_ROLES,
  TRANSPORT_MODULES as M,
  VERIFICATION_STATUS,
  insideIndia,
} from '../shared/constants.ts';
import { assertRoadworthy } from './compliance.ts';
import {
  busRouteStudents,
  busRoutes,
  busStops,
  escortVendorDocuments,
  escortVendors,
  serviceCategories,
  services,
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
  vehicleStaff,
  vehicles,
} from './schema.ts';

const centreField = {
  kind: 'reference',
  label: 'Centre',
  required: true,
  ref: { resource: 'franchisee', labelField: 'companyName' },
} as const;
const vehicleField = {
  kind: 'reference',
  label: 'Vehicle',
  required: true,
  ref: { resource: 'vehicle-details', labelField: 'registrationNumber' },
} as const;
const documentField = { kind: 'file', label: 'Document' } as const;
const money = (label: string, required = true) => ({ kind: 'money', label, required, min: 0 }) as const;
const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];

/** A document must be one the user uploaded or may read, and a PDF or a photo. */
async function checkDocument(ctx: RequestContext, values: Values, field: string): Promise<void> {
  const file = await assertAttachable(ctx, values[field], field, 'Upload the document again');
  if (file && !DOCUMENT_TYPES.includes(file.contentType))
    throw fieldError(field, 'A document must be a PDF or a photo (PNG, JPEG, WebP)');
}

/** A row of a resource, typed by its table, through the fence (another centre's id is a 404). */
export async function load<T extends PgTable>(
  ctx: RequestContext,
  res: Resource<T>,
  id: number,
): Promise<T['$inferSelect']> {
  return (await loadRecord(ctx, res as unknown as Resource, id)) as T['$inferSelect'];
}

/** Loads a row of `res` for a reference field, as the user; another centre's row reads "not found". */
export async function referenced<T extends PgTable>(
  ctx: RequestContext,
  res: Resource<T>,
  id: unknown,
  field: string,
): Promise<T['$inferSelect']> {
  try {
    return (await loadRecord(ctx, res as unknown as Resource, Number(id))) as T['$inferSelect'];
  } catch (e) {
    if (e instanceof AppError && e.statusCode === 404) throw fieldError(field, `${res.label} not found`);
    throw e;
  }
}

/** Each [from, to] pair of dates must be in order. */
function checkDates(merged: Values, pairs: readonly [string, string, string][]): void {
  for (const [from, to, message] of pairs) {
    const a = merged[from];
    const b = merged[to];
    if (typeof a === 'string' && typeof b === 'string' && b < a) throw fieldError(to, message);
  }
}

// ---- vehicles ----

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
  /** A rule of this kind of record on the values about to be stored (an update's merged with its row). */
  check?: (ctx: RequestContext, values: Values, exceptId?: number) => Promise<void>;
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
        await decl.check?.(ctx, { ...row, ...values }, row.id as number);
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
  check: checkOdometer,
});

/**
 * A vehicle's odometer never runs backwards: a fill's reading lies between the readings of the fills before and
 * after it (cost per kilometre is read off them).
 */
async function checkOdometer(ctx: RequestContext, values: Values, exceptId?: number): Promise<void> {
  const km = values.odometerKm as number;
  const on = values.filledOn as string;
  const others = and(
    eq(vehicleFuel.vehicleId, values.vehicleId as number),
    exceptId === undefined ? undefined : ne(vehicleFuel.id, exceptId),
  );
  const [{ before }] = await ctx.db
    .select({ before: max(vehicleFuel.odometerKm) })
    .from(vehicleFuel)
    .where(and(others, lte(vehicleFuel.filledOn, on)));
  const [{ after }] = await ctx.db
    .select({ after: min(vehicleFuel.odometerKm) })
    .from(vehicleFuel)
    .where(and(others, gt(vehicleFuel.filledOn, on)));
  const reading = (n: number) => `${n.toLocaleString('en-IN')} km`;
  if (before !== null && km < before)
    throw fieldError('odometerKm', `An earlier fill read ${reading(before)}: the odometer cannot go backwards`);
  if (after !== null && km > after)
    throw fieldError('odometerKm', `A later fill read ${reading(after)}: this reading cannot be higher`);
}

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

// ---- staff, vendors ----

export const escortVendorResource = defineResource({
  name: 'escort-vendors',
  label: 'Escort vendor',
  module: M.ESCORT,
  scope: 'franchisee',
  table: escortVendors,
  titleField: 'name',
  fields: {
    franchiseeId: centreField,
    name: { kind: 'text', label: 'Vendor', required: true, max: 120 },
    contactPerson: { kind: 'text', label: 'Contact person', max: 120 },
    mobile: { kind: 'mobile', label: 'Mobile' },
    address: { kind: 'text', label: 'Address', max: 300 },
    status: { kind: 'enum', label: 'Verification', readOnly: true, options: options(...VERIFICATION_STATUS) },
    remarks: { kind: 'text', label: 'Remarks', readOnly: true },
  },
  list: {
    columns: ['name', 'franchiseeId', 'contactPerson', 'mobile', 'status'],
    search: ['name', 'contactPerson'],
    filters: ['franchiseeId', 'status'],
  },
  statusField: 'status',
  commands: {
    verify: { label: 'Verify', from: ['PENDING', 'REJECTED'], to: 'VERIFIED', color: 'green' },
    reject: { label: 'Reject', from: ['PENDING', 'VERIFIED'], to: 'REJECTED', color: 'red' },
  },
  hooks: { beforeCreate: (_ctx, values) => ({ ...values, status: 'PENDING' }) },
});

export const escortVendorDocumentResource = defineResource({
  name: 'escort-vendor-documents',
  label: 'Vendor document',
  module: M.ESCORT,
  scope: 'franchisee',
  table: escortVendorDocuments,
  titleField: 'docType',
  fields: {
    franchiseeId: centreField,
    vendorId: {
      kind: 'reference',
      label: 'Vendor',
      required: true,
      ref: { resource: 'escort-vendors', labelField: 'name' },
    },
    docType: { kind: 'text', label: 'Document', required: true, max: 80 },
    documentNumber: { kind: 'text', label: 'Number', max: 60 },
    expiryDate: { kind: 'date', label: 'Expires on' },
    fileId: { kind: 'file', label: 'File', required: true },
  },
  list: {
    columns: ['vendorId', 'docType', 'documentNumber', 'expiryDate', 'fileId'],
    filters: ['franchiseeId', 'vendorId'],
  },
  remove: 'delete',
  hooks: {
    async beforeCreate(ctx, values) {
      const vendor = await referenced(ctx, escortVendorResource, values.vendorId, 'vendorId');
      await checkDocument(ctx, values, 'fileId');
      return { ...values, franchiseeId: vendor.franchiseeId };
    },
    async beforeUpdate(ctx, values, existing) {
      if (values.vendorId !== undefined && values.vendorId !== existing.vendorId)
        throw fieldError('vendorId', 'A document stays with its vendor');
      await checkDocument(ctx, values, 'fileId');
      return values;
    },
  },
});

/** A driver needs a licence number and its expiry; the vehicle and vendor must be of the same centre. */
async function checkStaff(ctx: RequestContext, merged: Values): Promise<number | undefined> {
  if (merged.staffRole === 'DRIVER') {
    if (!merged.licenceNumber) throw fieldError('licenceNumber', 'A driver needs a driving licence number');
    if (!merged.licenceExpiry) throw fieldError('licenceExpiry', "Give the driving licence's expiry date");
  }
  let centre: number | undefined;
  if (merged.vehicleId) centre = (await referenced(ctx, vehicleResource, merged.vehicleId, 'vehicleId')).franchiseeId;
  if (merged.vendorId) {
    const vendor = await referenced(ctx, escortVendorResource, merged.vendorId, 'vendorId');
    if (centre !== undefined && vendor.franchiseeId !== centre)
      throw fieldError('vendorId', "The vendor is not one of the vehicle's centre");
    centre ??= vendor.franchiseeId;
  }
  return centre;
}

export const vehicleStaffResource = defineResource({
  name: 'vehicle-staff-details',
  label: 'Vehicle staff',
  labelPlural: 'Vehicle staff',
  module: M.VEHICLE_DETAILS,
  scope: 'franchisee',
  table: vehicleStaff,
  titleField: 'name',
  fields: {
    franchiseeId: centreField,
    name: { kind: 'text', label: 'Name', required: true, max: 120 },
    staffRole: { kind: 'enum', label: 'Role', required: true, options: options(...STAFF_ROLES) },
    mobile: { kind: 'mobile', label: 'Mobile', required: true },
    vehicleId: { ...vehicleField, required: false },
    vendorId: { kind: 'reference', label: 'Vendor', ref: { resource: 'escort-vendors', labelField: 'name' } },
    licenceNumber: { kind: 'text', label: 'Driving licence number', max: 20 },
    licenceExpiry: { kind: 'date', label: 'Licence expires on' },
    destination: { kind: 'text', label: 'Destination', max: 160 },
    documentFileId: documentField,
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['name', 'staffRole', 'mobile', 'vehicleId', 'licenceExpiry', 'franchiseeId', 'isActive'],
    search: ['name', 'mobile', 'licenceNumber'],
    filters: ['franchiseeId', 'staffRole', 'vehicleId', 'isActive'],
  },
  example: { staffRole: 'ESCORT' },
  remove: 'archive',
  hooks: {
    async beforeCreate(ctx, values) {
      await checkDocument(ctx, values, 'documentFileId');
      const centre = await checkStaff(ctx, values);
      return centre === undefined ? values : { ...values, franchiseeId: centre };
    },
    async beforeUpdate(ctx, values, existing) {
      await checkDocument(ctx, values, 'documentFileId');
      const centre = await checkStaff(ctx, { ...existing, ...values });
      if (centre !== undefined && centre !== existing.franchiseeId)
        throw fieldError('vehicleId', 'Staff stay with their centre');
      return values;
    },
  },
});

// ---- routes, stops, students ----

/** The staff member must be of the route's centre. */
async function staffOfCentre(ctx: RequestContext, id: unknown, field: string, centre: number) {
  if (!id) return;
  const staff = await referenced(ctx, vehicleStaffResource, id, field);
  if (staff.franchiseeId !== centre) throw fieldError(field, "Choose staff of the route's centre");
  if (field === 'escortId' && staff.staffRole === 'DRIVER') throw fieldError(field, 'Choose an escort or attendant');
}

async function seatsOf(ctx: RequestContext, vehicleId: number): Promise<number> {
  const [v] = await ctx.db.select({ seats: vehicles.seats }).from(vehicles).where(eq(vehicles.id, vehicleId));
  return v?.seats ?? 0;
}

async function ridersOf(ctx: RequestContext, busRouteId: number): Promise<number> {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(busRouteStudents)
    .where(eq(busRouteStudents.busRouteId, busRouteId));
  return Number(n);
}

export const busRouteResource = defineResource({
  name: 'vehicle-bus-route',
  label: 'Bus route',
  module: M.VEHICLE_DETAILS,
  scope: 'franchisee',
  table: busRoutes,
  titleField: 'name',
  fields: {
    franchiseeId: centreField,
    name: { kind: 'text', label: 'Route', required: true, max: 120 },
    vehicleId: vehicleField,
    driverId: { kind: 'reference', label: 'Driver', ref: { resource: 'vehicle-staff-details', labelField: 'name' } },
    escortId: { kind: 'reference', label: 'Escort', ref: { resource: 'vehicle-staff-details', labelField: 'name' } },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['name', 'vehicleId', 'driverId', 'escortId', 'franchiseeId', 'isActive'],
    search: ['name'],
    filters: ['franchiseeId', 'vehicleId', 'isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    async beforeCreate(ctx, values) {
      const vehicle = await referenced(ctx, vehicleResource, values.vehicleId, 'vehicleId');
      if (!vehicle.isActive) throw fieldError('vehicleId', 'The vehicle is not in service');
      await staffOfCentre(ctx, values.driverId, 'driverId', vehicle.franchiseeId);
      await staffOfCentre(ctx, values.escortId, 'escortId', vehicle.franchiseeId);
      await assertRoadworthy(ctx, vehicle.id, values.driverId as number | undefined);
      return { ...values, franchiseeId: vehicle.franchiseeId };
    },
    async beforeUpdate(ctx, values, existing) {
      const vehicleId = (values.vehicleId as number | undefined) ?? existing.vehicleId;
      const vehicle = await referenced(ctx, vehicleResource, vehicleId, 'vehicleId');
      if (vehicle.franchiseeId !== existing.franchiseeId)
        throw fieldError('vehicleId', "Choose a vehicle of the route's centre");
      await staffOfCentre(ctx, values.driverId, 'driverId', existing.franchiseeId);
      await staffOfCentre(ctx, values.escortId, 'escortId', existing.franchiseeId);
      const newVehicle = values.vehicleId !== undefined && values.vehicleId !== existing.vehicleId;
      const newDriver = values.driverId !== undefined && values.driverId !== existing.driverId;
      const reopened = values.isActive === true && !existing.isActive;
      if (newVehicle || reopened)
        await assertRoadworthy(ctx, vehicleId, (values.driverId as number) ?? existing.driverId);
      else if (newDriver) await assertRoadworthy(ctx, vehicleId, values.driverId as number | null);
      if (newVehicle) {
        const riders = await ridersOf(ctx, existing.id);
        if (riders > (await seatsOf(ctx, vehicleId)))
          throw fieldError('vehicleId', `${riders} students ride this route; the vehicle has fewer seats`);
      }
      return values;
    },
  },
});

const timeField = (label: string) =>
  ({
    kind: 'text',
    label,
    max: 5,
    pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
    patternMessage: `${label}: a time like 07:45`,
  }) as const;

function checkCoordinates(latitude: unknown, longitude: unknown): void {
  if (typeof latitude === 'number' && typeof longitude === 'number' && !insideIndia(latitude, longitude))
    throw badRequest('The stop must be in India', { latitude: 'The stop must be in India' });
}

/**
 * Moves stops of a route out of the way without breaking the unique order: the stops in [from, to]
 * shift by `by` (+1 or −1), through negative numbers.
 */
async function shiftStops(ctx: RequestContext, busRouteId: number, from: number, to: number, by: 1 | -1) {
  const inRange = and(eq(busStops.busRouteId, busRouteId), gte(busStops.seq, from), lte(busStops.seq, to));
  await ctx.db
    .update(busStops)
    .set({ seq: sql`-(${busStops.seq} + ${by})` })
    .where(inRange);
  await ctx.db
    .update(busStops)
    .set({ seq: sql`-${busStops.seq}` })
    .where(and(eq(busStops.busRouteId, busRouteId), lte(busStops.seq, -1)));
}

export const busStopResource = defineResource({
  name: 'vehicle-bus-stop',
  label: 'Bus stop',
  module: M.VEHICLE_DETAILS,
  scope: 'franchisee',
  table: busStops,
  titleField: 'name',
  fields: {
    franchiseeId: centreField,
    busRouteId: {
      kind: 'reference',
      label: 'Route',
      required: true,
      ref: { resource: 'vehicle-bus-route', labelField: 'name' },
    },
    seq: { kind: 'number', label: 'Stop number', min: 1, max: 200, help: 'Left empty: after the last stop' },
    name: { kind: 'text', label: 'Stop', required: true, max: 120 },
    latitude: { kind: 'number', label: 'Latitude', required: true, min: INDIA.minLat, max: INDIA.maxLat },
    longitude: { kind: 'number', label: 'Longitude', required: true, min: INDIA.minLng, max: INDIA.maxLng },
    pickupTime: timeField('Pickup time'),
    dropTime: timeField('Drop time'),
  },
  list: {
    columns: ['seq', 'name', 'busRouteId', 'pickupTime', 'dropTime', 'latitude', 'longitude'],
    search: ['name'],
    filters: ['franchiseeId', 'busRouteId'],
    defaultSort: { field: 'seq', dir: 'asc' },
  },
  hooks: {
    async beforeCreate(ctx, values) {
      const route = await referenced(ctx, busRouteResource, values.busRouteId, 'busRouteId');
      checkCoordinates(values.latitude, values.longitude);
      // The route is locked so two stops added at once cannot take the same place.
      await ctx.db.select({ id: busRoutes.id }).from(busRoutes).where(eq(busRoutes.id, route.id)).for('update');
      const [{ n }] = await ctx.db.select({ n: count() }).from(busStops).where(eq(busStops.busRouteId, route.id));
      const stops = Number(n);
      const seq = (values.seq as number | undefined) ?? stops + 1;
      if (seq > stops + 1)
        throw fieldError(
          'seq',
          `Stops are numbered without gaps: this route has ${stops}, so the next is ${stops + 1}`,
        );
      if (seq <= stops) await shiftStops(ctx, route.id, seq, stops, 1);
      return { ...values, seq, franchiseeId: route.franchiseeId };
    },
    async beforeUpdate(ctx, values, existing) {
      if (values.busRouteId !== undefined && values.busRouteId !== existing.busRouteId)
        throw fieldError('busRouteId', 'A stop stays on its route; add it to the other route instead');
      checkCoordinates(values.latitude ?? existing.latitude, values.longitude ?? existing.longitude);
      const seq = values.seq as number | undefined;
      if (seq === undefined || seq === existing.seq) return values;
      await ctx.db
        .select({ id: busRoutes.id })
        .from(busRoutes)
        .where(eq(busRoutes.id, existing.busRouteId))
        .for('update');
      const [{ n }] = await ctx.db
        .select({ n: count() })
        .from(busStops)
        .where(eq(busStops.busRouteId, existing.busRouteId));
      if (seq > Number(n))
        throw fieldError('seq', `Stops are numbered without gaps: this route has ${n}, so the last is ${n}`);
      await ctx.db.update(busStops).set({ seq: 0 }).where(eq(busStops.id, existing.id));
      if (seq < existing.seq) await shiftStops(ctx, existing.busRouteId, seq, existing.seq - 1, 1);
      else await shiftStops(ctx, existing.busRouteId, existing.seq + 1, seq, -1);
      return values;
    },
  },
});

/** The stop must be on the route; without one, the route's first stop. */
async function stopOnRoute(ctx: RequestContext, busRouteId: number, busStopId: unknown): Promise<number> {
  const [stop] = await ctx.db
    .select({ id: busStops.id })
    .from(busStops)
    .where(
      busStopId
        ? and(eq(busStops.id, Number(busStopId)), eq(busStops.busRouteId, busRouteId))
        : and(eq(busStops.busRouteId, busRouteId), eq(busStops.seq, 1)),
    );
  if (!stop)
    throw fieldError(
      'busStopId',
      busStopId ? 'The stop is not on this route' : 'The route has no stops yet: add them first',
    );
  return stop.id;
}

/** Locks the route and refuses a student beyond the vehicle's seats. */
async function roomOn(ctx: RequestContext, busRouteId: number): Promise<void> {
  const [route] = await ctx.db
    .select({ name: busRoutes.name, vehicleId: busRoutes.vehicleId, isActive: busRoutes.isActive })
    .from(busRoutes)
    .where(eq(busRoutes.id, busRouteId))
    .for('update');
  if (!route.isActive) throw fieldError('busRouteId', `${route.name} is not running`);
  const seats = await seatsOf(ctx, route.vehicleId);
  const riders = await ridersOf(ctx, busRouteId);
  if (riders >= seats)
    throw conflict(`${route.name} is full: all ${seats} seats are taken`, { busRouteId: 'The route is full' });
}

export const routeStudentResource = defineResource({
  name: 'assigned-bus-route-student',
  label: 'Student on a route',
  labelPlural: 'Students on routes',
  module: M.ASSIGN_ROUTE,
  scope: 'franchisee',
  table: busRouteStudents,
  titleField: 'studentName',
  fields: {
    franchiseeId: centreField,
    busRouteId: {
      kind: 'reference',
      label: 'Route',
      required: true,
      ref: { resource: 'vehicle-bus-route', labelField: 'name' },
    },
    busStopId: { kind: 'reference', label: 'Stop', ref: { resource: 'vehicle-bus-stop', labelField: 'name' } },
    studentAdmissionId: {
      kind: 'reference',
      label: 'Child',
      required: true,
      ref: { resource: 'student-admission', labelField: 'studentId' },
    },
    studentName: { kind: 'text', label: 'Student', readOnly: true },
  },
  list: {
    columns: ['studentName', 'busRouteId', 'busStopId', 'franchiseeId'],
    search: ['studentName'],
    filters: ['franchiseeId', 'busRouteId', 'busStopId'],
    defaultSort: { field: 'studentName', dir: 'asc' },
  },
  remove: 'delete',
  hooks: {
    async beforeCreate(ctx, values) {
      const route = await referenced(ctx, busRouteResource, values.busRouteId, 'busRouteId');
      const admission = await admissionInfo(ctx, Number(values.studentAdmissionId));
      if (!admission || admission.franchiseeId !== route.franchiseeId)
        throw fieldError('studentAdmissionId', "Choose a student of the route's centre");
      const [already] = await ctx.db
        .select({ route: busRoutes.name })
        .from(busRouteStudents)
        .innerJoin(busRoutes, eq(busRoutes.id, busRouteStudents.busRouteId))
        .where(eq(busRouteStudents.studentAdmissionId, admission.id));
      if (already)
        throw conflict(`${admission.studentName} already rides ${already.route}; edit that assignment instead`);
      const busStopId = await stopOnRoute(ctx, route.id, values.busStopId);
      await roomOn(ctx, route.id);
      return { ...values, busStopId, studentName: admission.studentName, franchiseeId: route.franchiseeId };
    },
    async beforeUpdate(ctx, values, existing) {
      if (values.studentAdmissionId !== undefined && values.studentAdmissionId !== existing.studentAdmissionId)
        throw fieldError('studentAdmissionId', 'Assign the other student separately');
      const busRouteId = (values.busRouteId as number | undefined) ?? existing.busRouteId;
      if (busRouteId !== existing.busRouteId) {
        const route = await referenced(ctx, busRouteResource, busRouteId, 'busRouteId');
        if (route.franchiseeId !== existing.franchiseeId)
          throw fieldError('busRouteId', "Choose a route of the student's centre");
        await roomOn(ctx, busRouteId);
      }
      if (values.busStopId !== undefined || busRouteId !== existing.busRouteId)
        return { ...values, busStopId: await stopOnRoute(ctx, busRouteId, values.busStopId) };
      return values;
    },
  },
});

// ---- services ----

const headOfficeCatalogue = headOfficeWrites('Only head office can change the services catalogue');

export const serviceCategoryResource = defineResource({
  name: 'service-categories',
  label: 'Service category',
  labelPlural: 'Service categories',
  module: M.SERVICE_CATEGORY,
  scope: 'global',
  table: serviceCategories,
  titleField: 'name',
  fields: {
    name: { kind: 'text', label: 'Category', required: true, max: 120 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: { columns: ['name', 'isActive'], search: ['name'], filters: ['isActive'] },
  remove: 'archive',
  writeRule: headOfficeCatalogue,
});

export const serviceResource = defineResource({
  name: 'services',
  label: 'Service',
  module: M.SERVICES,
  scope: 'global',
  table: services,
  titleField: 'name',
  fields: {
    name: { kind: 'text', label: 'Service', required: true, max: 120 },
    serviceType: { kind: 'enum', label: 'Service type', required: true, options: options(...SERVICE_TYPES) },
    categoryId: { kind: 'reference', label: 'Category', ref: { resource: 'service-categories', labelField: 'name' } },
    description: { kind: 'text', label: 'Description', max: 500 },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
  list: {
    columns: ['name', 'serviceType', 'categoryId', 'isActive'],
    search: ['name'],
    filters: ['serviceType', 'categoryId', 'isActive'],
  },
  remove: 'archive',
  writeRule: headOfficeCatalogue,
});

export const fleetResources = [
  vehicleSettingsResource,
  vehicleResource,
  insuranceResource,
  repairResource,
  fitnessResource,
  pollutionResource,
  maintenanceResource,
  fuelResource,
  loanResource,
  roadTaxResource,
  challanResource,
  escortVendorResource,
  escortVendorDocumentResource,
  vehicleStaffResource,
  busRouteResource,
  busStopResource,
  routeStudentResource,
  serviceCategoryResource,
  serviceResource,
];
