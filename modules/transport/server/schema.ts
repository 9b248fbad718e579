import { id, paise, stamps } from '@portal/db';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { declarePlatformData, declareSettings } from '@portal/kit';

// ---- the fleet ----

/** A centre's transport settings: how early reminders go out, when a stop counts as late. */
export const vehicleSettings = pgTable(
  'vehicle_settings',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    reminderDays: integer().notNull().default(30),
    lateAfterMinutes: integer().notNull().default(10),
    contactMobile: text(),
    ...stamps,
  },
  (t) => [uniqueIndex('vehicle_settings_franchisee_key').on(t.franchiseeId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: vehicleSettings,
  label: 'A centre’s transport contact number',
  whose: ['staff member'],
  categories: ['contact'],
  audience: 'the centre’s head and office staff, head office, the parents of children on the bus',
  retention: 'while the centre runs a bus',
  purposes: ['To tell parents whom to call about the bus'],
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    registrationNumber: text().notNull(),
    make: text(),
    model: text(),
    seats: integer().notNull(),
    fuelType: text().notNull(),
    ownerName: text(),
    rcFileId: text(),
    isActive: boolean().notNull().default(true),
    /** SHA-256 of the GPS device's key; the key itself is shown once when issued. */
    deviceKeyHash: text(),
    ...stamps,
  },
  (t) => [uniqueIndex('vehicles_registration_key').on(t.franchiseeId, t.registrationNumber)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: vehicles,
  label: 'A centre’s vehicles, with their owner',
  whose: ['staff member'],
  categories: ['contact'],
  audience: 'the centre’s head and office staff, head office',
  retention: 'while the vehicle is in use, then 3 years',
  purposes: ['To run the bus safely and keep its papers in date'],
});

const ofVehicle = () =>
  integer()
    .notNull()
    .references(() => vehicles.id);

export const vehicleInsurance = pgTable(
  'vehicle_insurance',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    vehicleId: ofVehicle(),
    policyNumber: text().notNull(),
    insurer: text().notNull(),
    startDate: date().notNull(),
    expiryDate: date().notNull(),
    premiumPaise: paise(),
    documentFileId: text(),
    ...stamps,
  },
  (t) => [index('vehicle_insurance_vehicle_idx').on(t.vehicleId, t.expiryDate)],
);

export const vehicleRepairs = pgTable('vehicle_repairs', {
  id: id(),
  franchiseeId: franchiseeRef(),
  vehicleId: ofVehicle(),
  reportedOn: date().notNull(),
  description: text().notNull(),
  garage: text(),
  costPaise: paise().notNull().default(0),
  odometerKm: integer(),
  documentFileId: text(),
  ...stamps,
});

export const vehicleFitness = pgTable(
  'vehicle_fitness',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    vehicleId: ofVehicle(),
    certificateNumber: text().notNull(),
    issueDate: date().notNull(),
    expiryDate: date().notNull(),
    documentFileId: text(),
    ...stamps,
  },
  (t) => [index('vehicle_fitness_vehicle_idx').on(t.vehicleId, t.expiryDate)],
);

export const vehiclePollution = pgTable(
  'vehicle_pollution',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    vehicleId: ofVehicle(),
    certificateNumber: text().notNull(),
    issueDate: date().notNull(),
    expiryDate: date().notNull(),
    documentFileId: text(),
    ...stamps,
  },
  (t) => [index('vehicle_pollution_vehicle_idx').on(t.vehicleId, t.expiryDate)],
);

export const vehicleMaintenance = pgTable('vehicle_maintenance', {
  id: id(),
  franchiseeId: franchiseeRef(),
  vehicleId: ofVehicle(),
  serviceDate: date().notNull(),
  description: text().notNull(),
  costPaise: paise().notNull().default(0),
  odometerKm: integer(),
  nextDueDate: date(),
  documentFileId: text(),
  ...stamps,
});

export const vehicleFuel = pgTable(
  'vehicle_fuel',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    vehicleId: ofVehicle(),
    filledOn: date().notNull(),
    litres: doublePrecision().notNull(),
    costPaise: paise().notNull(),
    odometerKm: integer().notNull(),
    documentFileId: text(),
    ...stamps,
  },
  (t) => [index('vehicle_fuel_vehicle_idx').on(t.vehicleId, t.odometerKm)],
);

export const vehicleLoans = pgTable('vehicle_loans', {
  id: id(),
  franchiseeId: franchiseeRef(),
  vehicleId: ofVehicle(),
  lender: text().notNull(),
  loanNumber: text().notNull(),
  amountPaise: paise().notNull(),
  emiPaise: paise().notNull(),
  startDate: date().notNull(),
  endDate: date().notNull(),
  documentFileId: text(),
  ...stamps,
});

export const vehicleRoadTax = pgTable(
  'vehicle_road_tax',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    vehicleId: ofVehicle(),
    receiptNumber: text().notNull(),
    paidOn: date().notNull(),
    expiryDate: date().notNull(),
    amountPaise: paise().notNull(),
    documentFileId: text(),
    ...stamps,
  },
  (t) => [index('vehicle_road_tax_vehicle_idx').on(t.vehicleId, t.expiryDate)],
);

export const vehicleChallans = pgTable('vehicle_challans', {
  id: id(),
  franchiseeId: franchiseeRef(),
  vehicleId: ofVehicle(),
  challanNumber: text().notNull(),
  issuedOn: date().notNull(),
  offence: text().notNull(),
  amountPaise: paise().notNull(),
  status: text().notNull().default('PENDING'),
  documentFileId: text(),
  ...stamps,
});

/** Escort vendors: the agencies escorts and drivers come from, with their verification. */
export const escortVendors = pgTable('escort_vendors', {
  id: id(),
  franchiseeId: franchiseeRef(),
  name: text().notNull(),
  contactPerson: text(),
  mobile: text(),
  address: text(),
  status: text().notNull().default('PENDING'),
  remarks: text(),
  ...stamps,
});

export const escortVendorDocuments = pgTable('escort_vendor_documents', {
  id: id(),
  franchiseeId: franchiseeRef(),
  vendorId: integer()
    .notNull()
    .references(() => escortVendors.id),
  docType: text().notNull(),
  documentNumber: text(),
  expiryDate: date(),
  fileId: text().notNull(),
  ...stamps,
});

/** Drivers, escorts and attendants; a driver's licence expiry is watched. */
export const vehicleStaff = pgTable(
  'vehicle_staff',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    vehicleId: integer().references(() => vehicles.id),
    vendorId: integer().references(() => escortVendors.id),
    name: text().notNull(),
    staffRole: text().notNull(),
    mobile: text().notNull(),
    licenceNumber: text(),
    licenceExpiry: date(),
    destination: text(),
    documentFileId: text(),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index('vehicle_staff_vehicle_idx').on(t.vehicleId)],
);

// ---- routes, stops and students ----

export const busRoutes = pgTable(
  'bus_routes',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    name: text().notNull(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id),
    driverId: integer().references(() => vehicleStaff.id),
    escortId: integer().references(() => vehicleStaff.id),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [uniqueIndex('bus_routes_name_key').on(t.franchiseeId, t.name)],
);

export const busStops = pgTable(
  'bus_stops',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    busRouteId: integer()
      .notNull()
      .references(() => busRoutes.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    name: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** hh:mm, 24-hour, India time. */
    pickupTime: text(),
    dropTime: text(),
    ...stamps,
  },
  (t) => [uniqueIndex('bus_stops_route_seq_key').on(t.busRouteId, t.seq)],
);

export const busRouteStudents = pgTable(
  'bus_route_students',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    busRouteId: integer()
      .notNull()
      .references(() => busRoutes.id),
    busStopId: integer()
      .notNull()
      .references(() => busStops.id),
    studentAdmissionId: integer().notNull(),
    studentName: text().notNull(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('bus_route_students_admission_key').on(t.studentAdmissionId),
    index('bus_route_students_route_idx').on(t.busRouteId),
  ],
);

/** GPS points from a vehicle's device, ingested in batches. */
export const gpsPoints = pgTable(
  'gps_points',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    franchiseeId: franchiseeRef(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    speedKmph: doublePrecision(),
  },
  (t) => [uniqueIndex('gps_points_vehicle_time_key').on(t.vehicleId, t.recordedAt)],
);

/** A child boarded or was dropped: written by the escort's device, read-only on screens. */
export const childDestinationLogs = pgTable(
  'child_destination_logs',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    studentName: text().notNull(),
    busRouteId: integer()
      .notNull()
      .references(() => busRoutes.id),
    busStopId: integer().references(() => busStops.id),
    logType: text().notNull(),
    loggedAt: timestamp({ withTimezone: true }).notNull(),
    /** The escort or driver who recorded it. */
    staffId: integer().references(() => vehicleStaff.id),
    staffName: text(),
    ...stamps,
  },
  (t) => [index('child_destination_logs_admission_idx').on(t.studentAdmissionId, t.loggedAt)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: childDestinationLogs,
  label: 'A child’s pick-ups and drops on the bus',
  whose: ['child', 'staff member'],
  categories: ['location'],
  audience: 'the child’s parents, the centre’s head and office staff, head office, the bus escort',
  retention: 'while the child is enrolled, then 1 year (head office sets it)',
  purposes: ['To know where a child on the bus is, and tell the parents'],
});

// ---- digital escort ID: vehicles and children on destinations, the vendors' log ----

/**
 * A vehicle serving a destination (a route and its stops) on a shift for a period, with the escort who
 * rides it. One active assignment per vehicle and shift at a time.
 */
export const vehicleDestinationAssignments = pgTable(
  'vehicle_destination_assignments',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id),
    busRouteId: integer()
      .notNull()
      .references(() => busRoutes.id),
    shift: text().notNull(),
    escortId: integer().references(() => vehicleStaff.id),
    fromDate: date().notNull(),
    toDate: date(),
    isActive: boolean().notNull().default(true),
    remarks: text(),
    ...stamps,
  },
  (t) => [index('vehicle_destination_assignments_vehicle_idx').on(t.vehicleId, t.shift)],
);

/** A child's destination: the route, where they are picked up and dropped, on which shift, from when. */
export const studentDestinationAssignments = pgTable(
  'student_destination_assignments',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    studentAdmissionId: integer().notNull(),
    studentName: text().notNull(),
    busRouteId: integer()
      .notNull()
      .references(() => busRoutes.id),
    pickupStopId: integer()
      .notNull()
      .references(() => busStops.id),
    dropStopId: integer()
      .notNull()
      .references(() => busStops.id),
    shift: text().notNull(),
    fromDate: date().notNull(),
    toDate: date(),
    isActive: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [
    index('student_destination_assignments_admission_idx').on(t.studentAdmissionId, t.shift),
    index('student_destination_assignments_route_idx').on(t.busRouteId),
  ],
);

/**
 * What happened to an escort vendor and what hangs from it: the vendor itself, its documents, its escorts
 * and the vehicles they ride (logType), each entry naming its record (dataId). Written with the change.
 */
export const escortVendorLogs = pgTable(
  'escort_vendor_logs',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    vendorId: integer()
      .notNull()
      .references(() => escortVendors.id),
    logType: text().notNull(),
    dataId: integer().notNull(),
    action: text().notNull(),
    summary: text().notNull(),
    byName: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('escort_vendor_logs_vendor_idx').on(t.vendorId, t.logType, t.dataId)],
);

// ---- services ----

export const serviceCategories = pgTable('service_categories', {
  id: id(),
  name: text().notNull().unique(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

export const services = pgTable('services', {
  id: id(),
  name: text().notNull().unique(),
  serviceType: text().notNull(),
  categoryId: integer().references(() => serviceCategories.id),
  description: text(),
  isActive: boolean().notNull().default(true),
  ...stamps,
});

/** A service enquiry assigned to a student: the service, and the plan billed through the fee engine. */
export const serviceAssignments = pgTable(
  'service_assignments',
  {
    id: id(),
    franchiseeId: franchiseeRef(),
    enquiryId: integer(),
    studentAdmissionId: integer().notNull(),
    studentName: text().notNull(),
    serviceId: integer()
      .notNull()
      .references(() => services.id),
    feePlanId: integer().notNull(),
    studentFeePlanId: integer(),
    referenceId: text(),
    ...stamps,
  },
  (t) => [uniqueIndex('service_assignments_admission_service_key').on(t.studentAdmissionId, t.serviceId)],
);

// Served by the module’s own code, not a resource: its personal data declared beside it.
declarePlatformData({
  table: serviceAssignments,
  label: 'Services (a day-care, a bus) a child or enquirer takes',
  whose: ['child', 'enquirer'],
  categories: ['money'],
  audience: 'the child’s parents, the centre’s head and office staff, head office',
  retention: 'with the centre’s accounts: 8 years after the financial year, as the law on fee and tax records requires',
  purposes: ['To charge and give the services a family chose'],
});

// The code applying each setting of the tables above (apps/server/test/settings-read.test.ts).
declareSettings({
  table: vehicleSettings,
  readBy: {
    reminderDays: 'modules/transport/server/reminders.ts',
    lateAfterMinutes: 'modules/transport/server/routes-service.ts',
    contactMobile: 'modules/transport/server/reminders.ts',
  },
});
