import { id, stamps } from '@portal/db';
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { escortVendors, vehicleStaff, vehicles } from './fleet.ts';
import { busRoutes, busStops } from './routes.ts';

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
