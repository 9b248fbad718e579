// The digital escort ID: which vehicle serves which destination on a shift, and which child rides to it.
import { formatDate } from '@portal/core';
import { and, eq, gte, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { conflict, defineResource, fieldError, type RequestContext, type Values } from '@portal/kit';
import { admissionInfo } from '@portal/mod-students/server';
import { assertRoadworthy } from '../compliance.service.ts';
import {
  busRoutes,
  busStops,
  studentDestinationAssignments,
  vehicleDestinationAssignments,
  vehicles,
  vehicleStaff,
} from '../schema.ts';
import { logForVendor } from '../vendor-log.service.ts';
import { checkDates, referenced } from './common.service.ts';
import { busRouteResource } from './routes.ts';
import { vehicleStaffResource } from './staff.ts';
import { vehicleResource } from './vehicles.ts';
import { CENTRE_HEADS } from '@portal/mod-users/server';
import { studentDestinationShape, vehicleDestinationShape } from '../../shared/resources.ts';

const DATE_ORDER: [string, string, string][] = [
  ['fromDate', 'toDate', 'The end date must be on or after the start date'],
];

const shiftWord = (shift: unknown) => String(shift).toLowerCase();
const period = (from: string, to: string | null) => `from ${formatDate(from)}${to ? ` to ${formatDate(to)}` : ''}`;

/** Rows whose period [fromDate, toDate] (an open end runs on) meets the period given. */
function overlapping(columns: { fromDate: PgColumn; toDate: PgColumn }, from: string, to: string | null): SQL {
  return and(or(isNull(columns.toDate), gte(columns.toDate, from)), to ? lte(columns.fromDate, to) : undefined)!;
}

/** The route must be of the centre and running. */
async function runningRoute(ctx: RequestContext, id: unknown, centre: number | undefined) {
  const route = await referenced(ctx, busRouteResource, id, 'busRouteId');
  if (centre !== undefined && route.franchiseeId !== centre)
    throw fieldError('busRouteId', "Choose a route of the vehicle's centre");
  if (!route.isActive) throw fieldError('busRouteId', `${route.name} is not running`);
  return route;
}

/** The escort must be an escort or attendant of the centre, still working. */
async function escortOf(ctx: RequestContext, id: unknown, centre: number) {
  if (!id) return null;
  const staff = await referenced(ctx, vehicleStaffResource, id, 'escortId');
  if (staff.franchiseeId !== centre) throw fieldError('escortId', "Choose an escort of the vehicle's centre");
  if (staff.staffRole === 'DRIVER') throw fieldError('escortId', 'Choose an escort or attendant, not a driver');
  if (!staff.isActive) throw fieldError('escortId', `${staff.name} no longer works with the centre`);
  return staff;
}

/** One active assignment per vehicle and shift at a time; the vehicle is locked while checking. */
async function vehicleFree(ctx: RequestContext, merged: Values, self?: number) {
  const vehicleId = Number(merged.vehicleId);
  await ctx.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, vehicleId)).for('update');
  const a = vehicleDestinationAssignments;
  const [clash] = await ctx.db
    .select({ route: busRoutes.name, fromDate: a.fromDate, toDate: a.toDate, reg: vehicles.registrationNumber })
    .from(a)
    .innerJoin(busRoutes, eq(busRoutes.id, a.busRouteId))
    .innerJoin(vehicles, eq(vehicles.id, a.vehicleId))
    .where(
      and(
        eq(a.vehicleId, vehicleId),
        eq(a.shift, String(merged.shift)),
        eq(a.isActive, true),
        self ? ne(a.id, self) : undefined,
        overlapping(a, String(merged.fromDate), (merged.toDate as string | null) ?? null),
      ),
    )
    .limit(1);
  if (clash)
    throw conflict(
      `${clash.reg} already serves ${clash.route} on the ${shiftWord(merged.shift)} shift ` +
        `${period(clash.fromDate, clash.toDate)}; end that assignment first`,
      { vehicleId: 'The vehicle already has a destination on this shift' },
    );
}

/** The vendor's log hears of a vehicle put on a destination with one of its escorts. */
async function logVehicle(ctx: RequestContext, row: typeof vehicleDestinationAssignments.$inferSelect, action: string) {
  if (!row.escortId) return;
  const [info] = await ctx.db
    .select({
      vendorId: vehicleStaff.vendorId,
      escort: vehicleStaff.name,
      reg: vehicles.registrationNumber,
      route: busRoutes.name,
    })
    .from(vehicleStaff)
    .innerJoin(vehicles, eq(vehicles.id, row.vehicleId))
    .innerJoin(busRoutes, eq(busRoutes.id, row.busRouteId))
    .where(eq(vehicleStaff.id, row.escortId));
  if (!info?.vendorId) return;
  await logForVendor(ctx, {
    vendorId: info.vendorId,
    franchiseeId: row.franchiseeId,
    logType: 'VEHICLE',
    dataId: row.vehicleId,
    action,
    summary:
      `${info.escort} rides ${info.reg} to ${info.route}, ${shiftWord(row.shift)} shift, ` +
      `${period(row.fromDate, row.toDate)}${row.isActive ? '' : ' (ended)'}`,
  });
}

export const vehicleDestinationResource = defineResource({
  ...vehicleDestinationShape,
  personalData: {
    whose: ['staff member'],
    categories: ['location'],
    audience: { everyRow: CENTRE_HEADS },
    retention: 'while the route runs, then 1 year',
    purposes: ['Knowing which escort rides which route'],
  },
  labelPlural: 'Vehicle destinations',
  scope: 'franchisee',
  table: vehicleDestinationAssignments,
  titleField: 'vehicleId',
  list: {
    columns: ['vehicleId', 'busRouteId', 'shift', 'escortId', 'fromDate', 'toDate', 'isActive'],
    search: ['vehicleId', 'busRouteId', 'escortId'],
    filters: ['franchiseeId', 'vehicleId', 'busRouteId', 'shift', 'isActive'],
    defaultSort: { field: 'fromDate', dir: 'desc' },
  },
  example: { shift: 'MORNING' },
  remove: 'archive',
  hooks: {
    async beforeCreate(ctx, values) {
      checkDates(values, DATE_ORDER);
      const vehicle = await referenced(ctx, vehicleResource, values.vehicleId, 'vehicleId');
      if (!vehicle.isActive) throw fieldError('vehicleId', 'The vehicle is not in service');
      await runningRoute(ctx, values.busRouteId, vehicle.franchiseeId);
      await escortOf(ctx, values.escortId, vehicle.franchiseeId);
      await assertRoadworthy(ctx, vehicle.id);
      if (values.isActive !== false) await vehicleFree(ctx, values);
      return { ...values, franchiseeId: vehicle.franchiseeId };
    },
    async beforeUpdate(ctx, values, existing) {
      const merged = { ...existing, ...values };
      checkDates(merged, DATE_ORDER);
      const newVehicle = values.vehicleId !== undefined && values.vehicleId !== existing.vehicleId;
      if (newVehicle) {
        const vehicle = await referenced(ctx, vehicleResource, values.vehicleId, 'vehicleId');
        if (vehicle.franchiseeId !== existing.franchiseeId)
          throw fieldError('vehicleId', "Choose a vehicle of the assignment's centre");
        if (!vehicle.isActive) throw fieldError('vehicleId', 'The vehicle is not in service');
        await assertRoadworthy(ctx, vehicle.id);
      }
      if (values.busRouteId !== undefined && values.busRouteId !== existing.busRouteId)
        await runningRoute(ctx, values.busRouteId, existing.franchiseeId);
      if (values.escortId !== undefined && values.escortId !== existing.escortId)
        await escortOf(ctx, values.escortId, existing.franchiseeId);
      if (merged.isActive) await vehicleFree(ctx, merged, existing.id);
      return values;
    },
    afterCreate: (ctx, row) => logVehicle(ctx, row, 'ASSIGNED'),
    afterUpdate: (ctx, row) => logVehicle(ctx, row, row.isActive ? 'CHANGED' : 'ENDED'),
  },
});

/** The stop must be on the route. */
async function stopOn(ctx: RequestContext, busRouteId: number, stopId: unknown, field: string, what: string) {
  const [stop] = await ctx.db
    .select({ id: busStops.id })
    .from(busStops)
    .where(and(eq(busStops.id, Number(stopId)), eq(busStops.busRouteId, busRouteId)));
  if (!stop) throw fieldError(field, `The ${what} stop is not on this route`);
}

/** One active destination per child and shift at a time. */
async function childFree(ctx: RequestContext, merged: Values, studentName: string, self?: number) {
  const a = studentDestinationAssignments;
  const [clash] = await ctx.db
    .select({ route: busRoutes.name, fromDate: a.fromDate, toDate: a.toDate })
    .from(a)
    .innerJoin(busRoutes, eq(busRoutes.id, a.busRouteId))
    .where(
      and(
        eq(a.studentAdmissionId, Number(merged.studentAdmissionId)),
        eq(a.shift, String(merged.shift)),
        eq(a.isActive, true),
        self ? ne(a.id, self) : undefined,
        overlapping(a, String(merged.fromDate), (merged.toDate as string | null) ?? null),
      ),
    )
    .limit(1);
  if (clash)
    throw conflict(
      `${studentName} already rides ${clash.route} on the ${shiftWord(merged.shift)} shift ` +
        `${period(clash.fromDate, clash.toDate)}; edit that assignment instead`,
      { studentAdmissionId: 'The child already has a destination on this shift' },
    );
}

export const studentDestinationResource = defineResource({
  ...studentDestinationShape,
  personalData: {
    whose: ['child'],
    categories: ['location'],
    audience: { everyRow: CENTRE_HEADS },
    retention: 'enrolment, then 1 year',
    purposes: ['Handing the child over at the right stop'],
  },
  labelPlural: 'Child destinations',
  scope: 'franchisee',
  table: studentDestinationAssignments,
  titleField: 'studentName',
  list: {
    columns: ['studentName', 'busRouteId', 'pickupStopId', 'dropStopId', 'shift', 'fromDate', 'isActive'],
    search: ['studentName', 'busRouteId'],
    filters: ['franchiseeId', 'busRouteId', 'shift', 'isActive'],
    defaultSort: { field: 'studentName', dir: 'asc' },
  },
  example: { shift: 'MORNING' },
  remove: 'archive',
  hooks: {
    async beforeCreate(ctx, values) {
      checkDates(values, DATE_ORDER);
      const route = await referenced(ctx, busRouteResource, values.busRouteId, 'busRouteId');
      if (!route.isActive) throw fieldError('busRouteId', `${route.name} is not running`);
      const admission = await admissionInfo(ctx, Number(values.studentAdmissionId));
      if (!admission || admission.franchiseeId !== route.franchiseeId)
        throw fieldError('studentAdmissionId', "Choose a child of the route's centre");
      await stopOn(ctx, route.id, values.pickupStopId, 'pickupStopId', 'pickup');
      await stopOn(ctx, route.id, values.dropStopId, 'dropStopId', 'drop');
      if (values.isActive !== false) await childFree(ctx, values, admission.studentName);
      return { ...values, studentName: admission.studentName, franchiseeId: route.franchiseeId };
    },
    async beforeUpdate(ctx, values, existing) {
      if (values.studentAdmissionId !== undefined && values.studentAdmissionId !== existing.studentAdmissionId)
        throw fieldError('studentAdmissionId', 'Assign the other child separately');
      const merged = { ...existing, ...values };
      checkDates(merged, DATE_ORDER);
      if (values.busRouteId !== undefined && values.busRouteId !== existing.busRouteId) {
        const route = await referenced(ctx, busRouteResource, values.busRouteId, 'busRouteId');
        if (route.franchiseeId !== existing.franchiseeId)
          throw fieldError('busRouteId', "Choose a route of the child's centre");
        if (!route.isActive) throw fieldError('busRouteId', `${route.name} is not running`);
      }
      await stopOn(ctx, merged.busRouteId, merged.pickupStopId, 'pickupStopId', 'pickup');
      await stopOn(ctx, merged.busRouteId, merged.dropStopId, 'dropStopId', 'drop');
      if (merged.isActive) await childFree(ctx, merged, existing.studentName, existing.id);
      return values;
    },
  },
});
