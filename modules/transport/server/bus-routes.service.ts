import { formatTime, todayInIndia } from '@portal/core';
import { asc, eq, sql } from 'drizzle-orm';
import { franchiseeFenceSql, type RequestContext, loadRecord } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { LATE_AFTER_MIN, STOP_RADIUS_M, distanceM } from '../shared/constants.ts';
import { pointsOfDay } from './gps.service.ts';
import { busRouteResource } from './resources.ts';
import { busRouteStudents, busStops, vehicleSettings, vehicleStaff, vehicles } from './schema.ts';

async function stopsOf(ctx: RequestContext, busRouteId: number) {
  return ctx.db
    .select({
      id: busStops.id,
      seq: busStops.seq,
      name: busStops.name,
      latitude: busStops.latitude,
      longitude: busStops.longitude,
      pickupTime: busStops.pickupTime,
      dropTime: busStops.dropTime,
    })
    .from(busStops)
    .where(eq(busStops.busRouteId, busRouteId))
    .orderBy(asc(busStops.seq));
}

async function crew(ctx: RequestContext, id: number | null) {
  if (!id) return null;
  const [s] = await ctx.db
    .select({ name: vehicleStaff.name, mobile: vehicleStaff.mobile })
    .from(vehicleStaff)
    .where(eq(vehicleStaff.id, id));
  return s ?? null;
}

/** The printable route sheet: the route, its vehicle and crew, the stops in order and who boards where. */
export async function routeSheet(ctx: RequestContext, busRouteId: number) {
  const route = await loadRecord(ctx, busRouteResource, busRouteId);
  const [vehicle] = await ctx.db
    .select({ id: vehicles.id, registrationNumber: vehicles.registrationNumber, seats: vehicles.seats })
    .from(vehicles)
    .where(eq(vehicles.id, route.vehicleId));
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, route.franchiseeId));
  const stops = await stopsOf(ctx, route.id);
  const riders = await ctx.db
    .select({
      id: busRouteStudents.studentAdmissionId,
      name: busRouteStudents.studentName,
      stopId: busRouteStudents.busStopId,
    })
    .from(busRouteStudents)
    .where(eq(busRouteStudents.busRouteId, route.id))
    .orderBy(asc(busRouteStudents.studentName));
  return {
    route: { id: route.id, name: route.name, centre: centre?.name ?? '' },
    vehicle,
    driver: await crew(ctx, route.driverId),
    escort: await crew(ctx, route.escortId),
    riders: riders.length,
    stops: stops.map((s) => ({
      ...s,
      students: riders.filter((r) => r.stopId === s.id).map((r) => ({ id: r.id, name: r.name })),
    })),
  };
}

/** Minutes since midnight of an India time of day ('07:45'), or of a moment. */
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
function indiaMinutes(at: Date): number {
  const t = new Date(at.getTime() + 330 * 60_000);
  return t.getUTCHours() * 60 + t.getUTCMinutes();
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Most points of a track sent to a screen; the rest are thinned evenly (the ends always kept). */
const TRACK_MAX = 2500;

/**
 * The actual route of a day: the vehicle's GPS track, and for each planned stop whether the vehicle came
 * within 150 m of it, when, and how late against the pickup time (late past the centre's tolerance).
 */
export async function actualRoute(ctx: RequestContext, busRouteId: number, day = todayInIndia()) {
  const route = await loadRecord(ctx, busRouteResource, busRouteId);
  const [vehicle] = await ctx.db
    .select({ registrationNumber: vehicles.registrationNumber })
    .from(vehicles)
    .where(eq(vehicles.id, route.vehicleId));
  const [settings] = await ctx.db
    .select({ late: vehicleSettings.lateAfterMinutes })
    .from(vehicleSettings)
    .where(eq(vehicleSettings.franchiseeId, route.franchiseeId));
  const lateAfter = settings?.late ?? LATE_AFTER_MIN;
  const stops = await stopsOf(ctx, route.id);
  const points = await pointsOfDay(ctx, route.vehicleId, day);
  const dayOver = day < todayInIndia();
  const judged = stops.map((stop) => {
    const near = points.find(
      (p) => distanceM({ lat: p.lat, lng: p.lng }, { lat: stop.latitude, lng: stop.longitude }) <= STOP_RADIUS_M,
    );
    if (!near) {
      // Missed once the day is over, or once the vehicle is still reporting past the stop's time.
      const lastSeen = points.length > 0 ? indiaMinutes(points[points.length - 1].at) : null;
      const overdue =
        lastSeen !== null && stop.pickupTime !== null && lastSeen > minutesOf(stop.pickupTime) + lateAfter;
      const state = dayOver || overdue ? ('MISSED' as const) : ('PENDING' as const);
      return { ...stop, state, reachedAt: null, lateByMinutes: null };
    }
    const late = stop.pickupTime ? indiaMinutes(near.at) - minutesOf(stop.pickupTime) : 0;
    return {
      ...stop,
      state: late > lateAfter ? ('LATE' as const) : ('ON_TIME' as const),
      reachedAt: formatTime(hhmm(indiaMinutes(near.at))),
      lateByMinutes: late > lateAfter ? late : null,
    };
  });
  const step = Math.max(1, Math.ceil(points.length / TRACK_MAX));
  const track: [number, number][] = [];
  for (let i = 0; i < points.length; i += step) track.push([points[i].lat, points[i].lng]);
  if (points.length > 1 && (points.length - 1) % step !== 0) {
    const last = points[points.length - 1];
    track.push([last.lat, last.lng]);
  }
  return {
    date: day,
    route: { id: route.id, name: route.name, vehicle: vehicle?.registrationNumber ?? '' },
    points: points.length,
    track,
    stops: judged,
  };
}

/**
 * Cost per kilometre per vehicle: kilometres from the fuel log's odometer readings (highest − lowest),
 * fuel and maintenance spend over the same vehicle, in paise.
 */
export async function vehicleCost(ctx: RequestContext, query: { franchiseeID?: number }) {
  const fence = franchiseeFenceSql(ctx, vehicles.franchiseeId, query.franchiseeID);
  const rows = await ctx.db
    .select({
      vehicleId: vehicles.id,
      registrationNumber: vehicles.registrationNumber,
      // Qualified by hand: inside a one-table select drizzle writes columns without their table.
      km: sql<number>`coalesce((select max(f.odometer_km) - min(f.odometer_km)
        from vehicle_fuel f where f.vehicle_id = "vehicles"."id"), 0)::int`,
      fuelPaise: sql<number>`coalesce((select sum(f.cost_paise)
        from vehicle_fuel f where f.vehicle_id = "vehicles"."id"), 0)::bigint`,
      maintenancePaise: sql<number>`coalesce((select sum(m.cost_paise)
        from vehicle_maintenance m where m.vehicle_id = "vehicles"."id"), 0)::bigint`,
    })
    .from(vehicles)
    .where(fence)
    .orderBy(asc(vehicles.registrationNumber));
  return {
    rows: rows.map((r) => {
      const km = Number(r.km);
      const spend = Number(r.fuelPaise) + Number(r.maintenancePaise);
      return {
        ...r,
        km,
        fuelPaise: Number(r.fuelPaise),
        maintenancePaise: Number(r.maintenancePaise),
        paisePerKm: km > 0 ? Math.round(spend / km) : null,
      };
    }),
  };
}
