// The digital escort ID's read side: the boarding log by date, a vendor's log, the escort's routes of a day.
import { todayInIndia } from '@portal/core';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, franchiseeFenceSql, listView, loadRecord, viewFilter, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { CENTRE_HEADS } from '@portal/mod-users/server';
import { destinationLogRow, vendorLogRow } from '../shared/contracts.ts';
import { LOG_TYPES, SHIFTS, VENDOR_LOG_TYPES } from '../shared/constants.ts';
import type { escortRoutesQuery, vendorLogQuery } from '../shared/inputs.ts';
import { isoDate, recordId } from '@portal/core';
import { escortVendorResource } from './resources.ts';
import {
  busRoutes,
  busStops,
  childDestinationLogs,
  escortVendorLogs,
  escortVendors,
  studentDestinationAssignments,
  vehicleDestinationAssignments,
  vehicleStaff,
  vehicles,
} from './schema.ts';
import { destinationLogDetailsViewShape, escortVendorLogsViewShape } from '../shared/views.ts';

/** India wall-clock time with its offset, as ISO text. */
const indiaIso = (column: typeof childDestinationLogs.loggedAt | typeof escortVendorLogs.at) =>
  sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"')`;
const indiaDay = (column: typeof childDestinationLogs.loggedAt) => sql`(${column} at time zone 'Asia/Kolkata')::date`;

const log = childDestinationLogs;

/**
 * stundent-Destination-Log-Details for the centre: each child's boarding and getting off, for a date, a
 * child, a route, a vehicle or a kind, with who scanned it and where; read-only (written by the escort).
 */
export const destinationLogView = defineView({
  ...destinationLogDetailsViewShape,
  from: log,
  joins: [
    { table: busRoutes, on: eq(busRoutes.id, log.busRouteId) },
    { table: vehicles, on: eq(vehicles.id, busRoutes.vehicleId) },
    { table: busStops, on: eq(busStops.id, log.busStopId), type: 'left' },
  ],
  columns: {
    id: log.id,
    franchiseeId: log.franchiseeId,
    loggedAt: {
      column: indiaIso(log.loggedAt),
      label: 'Time',
      kind: 'datetime',
      schema: destinationLogRow.shape.loggedAt.unwrap(),
    },
    studentAdmissionId: log.studentAdmissionId,
    studentName: { column: log.studentName, label: 'Child' },
    logType: { column: log.logType, label: 'What', schema: destinationLogRow.shape.logType.unwrap() },
    route: { column: busRoutes.name, label: 'Route' },
    vehicle: { column: vehicles.registrationNumber, label: 'Vehicle' },
    stop: { column: busStops.name, label: 'Stop', schema: z.string().nullable() },
    staffName: { column: log.staffName, label: 'Scanned by' },
  },
  franchiseeColumn: log.franchiseeId,
  // The centre's heads read the boarding log, as they do its routes and assignments.
  audience: { everyRow: CENTRE_HEADS },
  filters: {
    date: viewFilter(isoDate('Date'), (v) => sql`${indiaDay(log.loggedAt)} = ${v}::date`),
    studentAdmissionID: viewFilter(recordId, (v) => eq(log.studentAdmissionId, v)),
    busRouteID: viewFilter(recordId, (v) => eq(log.busRouteId, v)),
    vehicleID: viewFilter(recordId, (v) => eq(busRoutes.vehicleId, v)),
    logType: viewFilter(z.enum(LOG_TYPES, { error: 'What must be BOARDED or DROPPED' }), (v) => eq(log.logType, v)),
  },
  search: { columns: [log.studentName, log.staffName, busStops.name] },
  defaultSort: [
    { column: log.loggedAt, dir: 'desc' },
    { column: log.id, dir: 'desc' },
  ],
});

const vlog = escortVendorLogs;

/** An escort vendor's log: the vendor, its documents, escorts and vehicles; newest first. */
export const vendorLogView = defineView({
  ...escortVendorLogsViewShape,
  from: vlog,
  columns: {
    id: vlog.id,
    franchiseeId: vlog.franchiseeId,
    vendorId: vlog.vendorId,
    at: {
      column: indiaIso(vlog.at),
      label: 'When',
      kind: 'datetime',
      schema: vendorLogRow.shape.at.unwrap(),
    },
    logType: { column: vlog.logType, label: 'Concerning', schema: vendorLogRow.shape.logType.unwrap() },
    dataId: { column: vlog.dataId, label: 'Record' },
    action: { column: vlog.action, label: 'What happened', kind: 'enum' },
    summary: { column: vlog.summary, label: 'Details' },
    byName: { column: vlog.byName, label: 'By' },
  },
  franchiseeColumn: vlog.franchiseeId,
  filters: {
    vendorID: viewFilter(recordId, (v) => eq(vlog.vendorId, v)),
    dataID: viewFilter(recordId, (v) => eq(vlog.dataId, v)),
    logType: viewFilter(
      z.enum(VENDOR_LOG_TYPES, { error: `Log type must be one of ${VENDOR_LOG_TYPES.join(', ')}` }),
      (v) => eq(vlog.logType, v),
    ),
  },
  search: { columns: [vlog.summary, vlog.byName] },
  defaultSort: [
    { column: vlog.at, dir: 'desc' },
    { column: vlog.id, dir: 'desc' },
  ],
});

/** vendors/{logID}/logs: the vendor's log as its query narrows it; another centre's vendor is a 404. */
export async function vendorLogs(ctx: RequestContext, vendorId: number, query: z.infer<typeof vendorLogQuery>) {
  const vendor = await loadRecord(ctx, escortVendorResource, vendorId);
  const page = await listView(ctx, vendorLogView, { ...query, vendorID: vendor.id });
  return {
    ...page,
    rows: page.rows.map((r) => vendorLogRow.parse(r)),
    vendor: { id: vendor.id, name: vendor.name, status: vendor.status },
  };
}

/** Active on the day: started, not ended. */
const onDay = (t: typeof vehicleDestinationAssignments | typeof studentDestinationAssignments, day: string) =>
  and(eq(t.isActive, true), lte(t.fromDate, day), or(isNull(t.toDate), gte(t.toDate, day)));

/**
 * The escort's routes on a day: every running route the user sees with, per shift, the vehicle serving it
 * and the escort riding it, and its stops in order with the children picked up and dropped at each.
 */
export async function escortRoutes(ctx: RequestContext, query: z.infer<typeof escortRoutesQuery>) {
  const day = query.date ?? todayInIndia();
  const routes = await ctx.db
    .select({ id: busRoutes.id, name: busRoutes.name, centre: franchisees.companyName })
    .from(busRoutes)
    .innerJoin(franchisees, eq(franchisees.id, busRoutes.franchiseeId))
    .where(and(franchiseeFenceSql(ctx, busRoutes.franchiseeId, query.franchiseeID), eq(busRoutes.isActive, true)))
    .orderBy(asc(busRoutes.name))
    .limit(200);
  const ids = routes.map((r) => r.id);
  if (!ids.length) return { date: day, routes: [] };
  const va = vehicleDestinationAssignments;
  const shifts = await ctx.db
    .select({
      assignmentId: va.id,
      busRouteId: va.busRouteId,
      shift: va.shift,
      vehicle: vehicles.registrationNumber,
      seats: vehicles.seats,
      escortName: vehicleStaff.name,
      escortMobile: vehicleStaff.mobile,
      vendor: escortVendors.name,
    })
    .from(va)
    .innerJoin(vehicles, eq(vehicles.id, va.vehicleId))
    .leftJoin(vehicleStaff, eq(vehicleStaff.id, va.escortId))
    .leftJoin(escortVendors, eq(escortVendors.id, vehicleStaff.vendorId))
    .where(and(inArray(va.busRouteId, ids), onDay(va, day)))
    .orderBy(asc(va.shift), asc(va.id));
  const stops = await ctx.db
    .select({
      id: busStops.id,
      busRouteId: busStops.busRouteId,
      seq: busStops.seq,
      name: busStops.name,
      pickupTime: busStops.pickupTime,
      dropTime: busStops.dropTime,
    })
    .from(busStops)
    .where(inArray(busStops.busRouteId, ids))
    .orderBy(asc(busStops.busRouteId), asc(busStops.seq));
  const sa = studentDestinationAssignments;
  const children = await ctx.db
    .select({
      busRouteId: sa.busRouteId,
      shift: sa.shift,
      name: sa.studentName,
      pickupStopId: sa.pickupStopId,
      dropStopId: sa.dropStopId,
    })
    .from(sa)
    .where(and(inArray(sa.busRouteId, ids), onDay(sa, day)))
    .orderBy(asc(sa.studentName));
  const shiftOrder = (s: string) => SHIFTS.indexOf(s as (typeof SHIFTS)[number]);
  return {
    date: day,
    routes: routes.map((r) => ({
      ...r,
      shifts: shifts
        .filter((s) => s.busRouteId === r.id)
        .sort((a, b) => shiftOrder(a.shift) - shiftOrder(b.shift))
        .map((s) => ({
          assignmentId: s.assignmentId,
          shift: s.shift as (typeof SHIFTS)[number],
          vehicle: s.vehicle,
          seats: s.seats,
          escort: s.escortName ? { name: s.escortName, mobile: s.escortMobile ?? '', vendor: s.vendor } : null,
          children: children.filter((c) => c.busRouteId === r.id && c.shift === s.shift).length,
        })),
      stops: stops
        .filter((s) => s.busRouteId === r.id)
        .map(({ busRouteId: _r, ...s }) => ({
          ...s,
          pickups: children.filter((c) => c.pickupStopId === s.id).map((c) => c.name),
          drops: children.filter((c) => c.dropStopId === s.id).map((c) => c.name),
        })),
    })),
  };
}
