import { id, paise, stamps } from '@portal/db';
import { boolean, date, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { declarePlatformData } from '@portal/kit';

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
