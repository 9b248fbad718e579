// Routes, their stops, and the children who ride them.
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { badRequest, conflict, defineResource, fieldError, type RequestContext } from '@portal/kit';
import { admissionInfo } from '@portal/mod-students/server';
import { insideIndia } from '../../shared/constants.ts';
import { assertRoadworthy } from '../compliance.service.ts';
import { busRouteStudents, busRoutes, busStops, vehicles } from '../schema.ts';
import { referenced } from './common.service.ts';
import { vehicleResource } from './vehicles.ts';
import { vehicleStaffResource } from './staff.ts';
import { CENTRE_HEADS } from '@portal/mod-users/server';
import { busRouteShape, busStopShape, routeStudentShape } from '../../shared/resources.ts';

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
  ...busRouteShape,
  personalData: {
    whose: ['staff member'],
    categories: ['location'],
    audience: { everyRow: CENTRE_HEADS },
    retention: 'while the route runs, then 1 year',
    purposes: ['Running the bus routes with their driver and escort'],
  },
  scope: 'franchisee',
  table: busRoutes,
  titleField: 'name',
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
      await assertRoadworthy(ctx, vehicle.id, values.driverId);
      return { ...values, franchiseeId: vehicle.franchiseeId };
    },
    async beforeUpdate(ctx, values, existing) {
      const vehicleId = values.vehicleId ?? existing.vehicleId;
      const vehicle = await referenced(ctx, vehicleResource, vehicleId, 'vehicleId');
      if (vehicle.franchiseeId !== existing.franchiseeId)
        throw fieldError('vehicleId', "Choose a vehicle of the route's centre");
      await staffOfCentre(ctx, values.driverId, 'driverId', existing.franchiseeId);
      await staffOfCentre(ctx, values.escortId, 'escortId', existing.franchiseeId);
      const newVehicle = values.vehicleId !== undefined && values.vehicleId !== existing.vehicleId;
      const newDriver = values.driverId !== undefined && values.driverId !== existing.driverId;
      const reopened = values.isActive === true && !existing.isActive;
      if (newVehicle || reopened) await assertRoadworthy(ctx, vehicleId, values.driverId ?? existing.driverId);
      else if (newDriver) await assertRoadworthy(ctx, vehicleId, values.driverId);
      if (newVehicle) {
        const riders = await ridersOf(ctx, existing.id);
        if (riders > (await seatsOf(ctx, vehicleId)))
          throw fieldError('vehicleId', `${riders} students ride this route; the vehicle has fewer seats`);
      }
      return values;
    },
  },
});

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
  ...busStopShape,
  scope: 'franchisee',
  table: busStops,
  titleField: 'name',
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
      // Left empty, the stop comes after the last one.
      const seq = values.seq ?? stops + 1;
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
      const seq = values.seq;
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
  ...routeStudentShape,
  personalData: {
    whose: ['child'],
    categories: ['location'],
    audience: { everyRow: CENTRE_HEADS },
    retention: 'enrolment, then 1 year',
    purposes: ['Taking the child to and from the centre'],
  },
  labelPlural: 'Students on routes',
  scope: 'franchisee',
  table: busRouteStudents,
  titleField: 'studentName',
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
      const busRouteId = values.busRouteId ?? existing.busRouteId;
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
