import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  assertOwns,
  audit,
  fieldError,
  franchiseeFenceSql,
  notFound,
  ownerCondition,
  type RequestContext,
} from '@portal/kit';
import { ownChildRule } from '@portal/mod-users/server';
import { TRANSPORT_MODULES as M } from '../shared/constants.ts';
import type { childLogQuery, recordLogInput } from '../shared/inputs.ts';
import { busRouteStudents, busRoutes, busStops, childDestinationLogs, vehicleStaff } from './schema.ts';

/** India wall-clock time with its offset, as ISO text. */
const INDIA_ISO = 'YYYY-MM-DD"T"HH24:MI:SS"+05:30"';

const readRight = { module: M.CHILD_LOG, method: 'GET' };

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
    resource: 'child-destination-log',
    recordId: row.id,
    action: 'create',
    franchiseeId: rider.franchiseeId,
    changes: { ...input },
  });
  const { rows } = await childLog(ctx, { studentAdmissionID: input.studentAdmissionId });
  return rows.find((r) => r.id === row.id)!;
}
