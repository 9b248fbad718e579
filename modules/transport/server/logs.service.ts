import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assertOwns,
  audit,
  auditSubject,
  badRequest,
  fieldError,
  inTransaction,
  franchiseeFenceSql,
  notFound,
  ownerCondition,
  type RequestContext,
} from '@portal/kit';
import { ownChildRule } from '@portal/mod-users/server';
import { TRANSPORT_MODULES as M } from '../shared/constants.ts';
import type { childLogQuery, deviceLogInput, recordLogInput } from '../shared/inputs.ts';
import { authenticatedVehicle } from './gps.service.ts';
import { busRouteStudents, busRoutes, busStops, childDestinationLogs, vehicleStaff } from './schema.ts';

const destinationLogSubject = auditSubject('child-destination-log');

/** India wall-clock time with its offset, as ISO text. */
const INDIA_ISO = 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"';

const readRight = { module: M.CHILD_LOG, method: 'GET' };

/**
 * Each child's last bus log of a day at a centre (boarded or dropped, and when), for the centre's Today list: a
 * child the bus picked up is on the way, not missing.
 */
export async function lastBusLogs(ctx: RequestContext, franchiseeId: number, day: string) {
  const rows = await ctx.db
    .selectDistinctOn([childDestinationLogs.studentAdmissionId], {
      studentAdmissionId: childDestinationLogs.studentAdmissionId,
      logType: childDestinationLogs.logType,
      at: childDestinationLogs.loggedAt,
    })
    .from(childDestinationLogs)
    .where(
      and(
        franchiseeFenceSql(ctx, childDestinationLogs.franchiseeId, franchiseeId),
        sql`(${childDestinationLogs.loggedAt} at time zone 'Asia/Kolkata')::date = ${day}::date`,
      ),
    )
    .orderBy(
      childDestinationLogs.studentAdmissionId,
      desc(childDestinationLogs.loggedAt),
      desc(childDestinationLogs.id),
    );
  return new Map(rows.map((r) => [r.studentAdmissionId, { logType: r.logType, at: r.at }]));
}

/**
 * A child's destination log: boarded and dropped, when, by whom. Centre heads read their centre's;
 * a parent reads only the child linked to the account (a 404 for any other child).
 */
export async function childLog(ctx: RequestContext, query: z.infer<typeof childLogQuery>) {
  if (query.studentAdmissionID)
    await assertOwns(ctx, ownChildRule, readRight, query.studentAdmissionID, () => notFound('Student admission'));
  const rows = await ctx.db
    .select({
      id: childDestinationLogs.id,
      studentAdmissionId: childDestinationLogs.studentAdmissionId,
      studentName: childDestinationLogs.studentName,
      route: busRoutes.name,
      stop: busStops.name,
      logType: childDestinationLogs.logType,
      loggedAt: sql<string>`to_char(${childDestinationLogs.loggedAt} at time zone 'Asia/Kolkata', ${INDIA_ISO})`,
      staffName: childDestinationLogs.staffName,
    })
    .from(childDestinationLogs)
    .innerJoin(busRoutes, eq(busRoutes.id, childDestinationLogs.busRouteId))
    .leftJoin(busStops, eq(busStops.id, childDestinationLogs.busStopId))
    .where(
      and(
        franchiseeFenceSql(ctx, childDestinationLogs.franchiseeId, query.franchiseeID),
        ownerCondition(ctx, ownChildRule, childDestinationLogs.studentAdmissionId, readRight),
        query.studentAdmissionID ? eq(childDestinationLogs.studentAdmissionId, query.studentAdmissionID) : undefined,
        query.date
          ? sql`(${childDestinationLogs.loggedAt} at time zone 'Asia/Kolkata')::date = ${query.date}::date`
          : undefined,
      ),
    )
    .orderBy(desc(childDestinationLogs.loggedAt), desc(childDestinationLogs.id))
    .limit(500);
  return { rows };
}

/** The escort records a child boarding or dropped, on the child's own route; logs are never edited. */
export async function recordLog(ctx: RequestContext, input: z.infer<typeof recordLogInput>) {
  const [rider] = await ctx.db
    .select({
      franchiseeId: busRouteStudents.franchiseeId,
      studentName: busRouteStudents.studentName,
      busRouteId: busRouteStudents.busRouteId,
      busStopId: busRouteStudents.busStopId,
    })
    .from(busRouteStudents)
    .where(
      and(
        eq(busRouteStudents.studentAdmissionId, input.studentAdmissionId),
        franchiseeFenceSql(ctx, busRouteStudents.franchiseeId),
      ),
    );
  if (!rider) throw fieldError('studentAdmissionId', 'The student rides no route of your centre');
  let staffName: string | null = null;
  if (input.staffId) {
    const [staff] = await ctx.db
      .select({ name: vehicleStaff.name })
      .from(vehicleStaff)
      .where(and(eq(vehicleStaff.id, input.staffId), eq(vehicleStaff.franchiseeId, rider.franchiseeId)));
    if (!staff) throw fieldError('staffId', "Choose staff of the child's centre");
    staffName = staff.name;
  }
  const [row] = await ctx.db
    .insert(childDestinationLogs)
    .values({
      franchiseeId: rider.franchiseeId,
      studentAdmissionId: input.studentAdmissionId,
      studentName: rider.studentName,
      busRouteId: rider.busRouteId,
      busStopId: input.busStopId ?? rider.busStopId,
      logType: input.logType,
      loggedAt: input.at ? new Date(input.at) : new Date(),
      staffId: input.staffId ?? null,
      staffName,
    })
    .returning({ id: childDestinationLogs.id });
  await audit(ctx, {
    resource: destinationLogSubject,
    recordId: row.id,
    action: 'create',
    franchiseeId: rider.franchiseeId,
    changes: { ...input },
  });
  const { rows } = await childLog(ctx, { studentAdmissionID: input.studentAdmissionId });
  return rows.find((r) => r.id === row.id)!;
}

/**
 * A batch of boarding and drop entries from the escort's device on a vehicle, authenticated by the
 * vehicle's device key (as the GPS ingest). Each child must ride a route of this vehicle, a stop must be
 * on the child's route and the staff the vehicle's; one wrong entry refuses the batch and nothing is
 * written. An entry already stored (the device resending after a lost answer) counts as a duplicate.
 */
export async function ingestDeviceLogs(
  ctx: RequestContext,
  vehicleId: number,
  key: string | undefined,
  input: z.infer<typeof deviceLogInput>,
) {
  const vehicle = await authenticatedVehicle(ctx, vehicleId, key);
  const now = Date.now();
  const riders = await ctx.db
    .select({
      studentAdmissionId: busRouteStudents.studentAdmissionId,
      studentName: busRouteStudents.studentName,
      busRouteId: busRouteStudents.busRouteId,
      busStopId: busRouteStudents.busStopId,
    })
    .from(busRouteStudents)
    .innerJoin(busRoutes, eq(busRoutes.id, busRouteStudents.busRouteId))
    .where(
      and(
        eq(busRoutes.vehicleId, vehicle.id),
        eq(busRouteStudents.franchiseeId, vehicle.franchiseeId),
        inArray(busRouteStudents.studentAdmissionId, [...new Set(input.logs.map((l) => l.studentAdmissionId))]),
      ),
    );
  const riderOf = new Map(riders.map((r) => [r.studentAdmissionId, r]));
  const stopIds = [...new Set(input.logs.flatMap((l) => (l.busStopId ? [l.busStopId] : [])))];
  const stops = stopIds.length
    ? await ctx.db
        .select({ id: busStops.id, busRouteId: busStops.busRouteId })
        .from(busStops)
        .where(inArray(busStops.id, stopIds))
    : [];
  const routeOfStop = new Map(stops.map((s) => [s.id, s.busRouteId]));
  const staffIds = [...new Set(input.logs.flatMap((l) => (l.staffId ? [l.staffId] : [])))];
  const crew = staffIds.length
    ? await ctx.db
        .select({ id: vehicleStaff.id, name: vehicleStaff.name })
        .from(vehicleStaff)
        .where(and(inArray(vehicleStaff.id, staffIds), eq(vehicleStaff.vehicleId, vehicle.id)))
    : [];
  const nameOf = new Map(crew.map((c) => [c.id, c.name]));

  const rows = input.logs.map((l, i) => {
    const refuse = (field: string, message: string) =>
      badRequest(`Entry ${i + 1}: ${message}`, { [`logs.${i}.${field}`]: message });
    const rider = riderOf.get(l.studentAdmissionId);
    if (!rider) throw refuse('studentAdmissionId', "The child does not ride this vehicle's route");
    if (l.busStopId && routeOfStop.get(l.busStopId) !== rider.busRouteId)
      throw refuse('busStopId', "The stop is not on the child's route");
    if (l.staffId && !nameOf.has(l.staffId)) throw refuse('staffId', "The staff member is not on this vehicle's crew");
    const at = Date.parse(l.at);
    if (at > now + 5 * 60_000) throw refuse('at', 'The time is in the future: check the device clock');
    return {
      franchiseeId: vehicle.franchiseeId,
      studentAdmissionId: rider.studentAdmissionId,
      studentName: rider.studentName,
      busRouteId: rider.busRouteId,
      busStopId: l.busStopId ?? rider.busStopId,
      logType: l.logType,
      loggedAt: new Date(at),
      staffId: l.staffId ?? null,
      staffName: l.staffId ? (nameOf.get(l.staffId) ?? null) : null,
    };
  });

  return inTransaction(ctx, async (tx) => {
    const stored = await tx.db
      .select({
        studentAdmissionId: childDestinationLogs.studentAdmissionId,
        logType: childDestinationLogs.logType,
        loggedAt: childDestinationLogs.loggedAt,
      })
      .from(childDestinationLogs)
      .where(
        and(
          inArray(childDestinationLogs.studentAdmissionId, [...riderOf.keys()]),
          inArray(
            childDestinationLogs.loggedAt,
            rows.map((r) => r.loggedAt),
          ),
        ),
      );
    const keyOf = (r: { studentAdmissionId: number; logType: string; loggedAt: Date }) =>
      `${r.studentAdmissionId}|${r.logType}|${r.loggedAt.getTime()}`;
    const seen = new Set(stored.map(keyOf));
    const fresh = rows.filter((r) => {
      const k = keyOf(r);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
    if (fresh.length) {
      const ids = await tx.db.insert(childDestinationLogs).values(fresh).returning({ id: childDestinationLogs.id });
      await audit(tx, {
        resource: destinationLogSubject,
        recordId: ids[0].id,
        action: 'device-log',
        franchiseeId: vehicle.franchiseeId,
        changes: { vehicleId: vehicle.id, entries: fresh.length },
      });
    }
    return { accepted: fresh.length, duplicates: rows.length - fresh.length };
  });
}
