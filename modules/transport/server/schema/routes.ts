import { id, stamps } from '@portal/db';
import type { BusLogType } from '../../shared/constants.ts';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { franchiseeRef } from '@portal/mod-org/server';
import { declarePlatformData } from '@portal/kit';
import { vehicleStaff, vehicles } from './fleet.ts';

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
    logType: text().$type<BusLogType>().notNull(),
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
