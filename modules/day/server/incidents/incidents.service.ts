import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  audit,
  badRequest,
  franchiseeFence,
  inTransaction,
  notFound,
  ownValues,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { activeChildren } from '@portal/mod-students/server';
import { franchisees } from '@portal/mod-org/server';
import { ownChildRule } from '@portal/mod-users/server';
import type { z } from 'zod';
import { INCIDENT_MESSAGES, type IncidentStatus, type networkIncidentsQuery } from '../../shared/incidents.ts';
import { now } from '../clock.ts';
import { publishIncident } from '../live.service.ts';
import { dayIncidents } from '../schema.ts';
import { incidentShape } from '../../shared/resources.ts';

type Incident = typeof dayIncidents.$inferSelect;
const SHOWN_TO_PARENTS: IncidentStatus[] = ['SENT', 'ACKNOWLEDGED'];

/** Children's names by admission, for the ids given (inside the user's fence). */
async function childNames(ctx: RequestContext, ids: number[]): Promise<Map<number, string>> {
  const children = await activeChildren(ctx, { studentAdmissionIds: [...new Set(ids)] });
  return new Map(children.map((c) => [c.studentAdmissionId, c.name]));
}

function forParent(row: Incident, names: Map<number, string>) {
  return {
    id: row.id,
    child: names.get(row.studentAdmissionId) ?? 'Your child',
    kind: row.kind,
    occurredAt: new Date(row.occurredAt),
    place: row.place,
    whatHappened: row.whatHappened,
    firstAid: row.firstAid,
    staffPresent: row.staffPresent,
    serious: row.serious,
    status: row.status,
    sentAt: row.sentAt,
    acknowledgedName: row.acknowledgedName,
    acknowledgedAt: row.acknowledgedAt,
  };
}

/** The parent's own children: only a parent of the child reads or acknowledges its reports. */
async function ownChildren(ctx: RequestContext): Promise<number[]> {
  return (await ownValues(ctx, ownChildRule)).map(Number);
}

/** The reports sent about the parent's children (a draft stays with the centre), newest first. */
export async function myIncidents(ctx: RequestContext) {
  requireUser(ctx);
  const own = await ownChildren(ctx);
  if (own.length === 0) return { incidents: [] };
  const rows = await ctx.db
    .select()
    .from(dayIncidents)
    .where(
      and(
        franchiseeFence(ctx, dayIncidents.franchiseeId),
        inArray(dayIncidents.studentAdmissionId, own),
        inArray(dayIncidents.status, SHOWN_TO_PARENTS),
      ),
    )
    .orderBy(desc(dayIncidents.occurredAt), desc(dayIncidents.id))
    .limit(200);
  const names = await childNames(ctx, own);
  return { incidents: rows.map((r) => forParent(r, names)) };
}

/**
 * A parent of the child acknowledges a sent report with their typed name; the time is recorded. Another child's
 * report, a draft or another centre's answers 404; a second acknowledgement is refused with who gave the first.
 */
export async function acknowledgeIncident(ctx: RequestContext, id: number, name: string) {
  requireUser(ctx);
  const own = await ownChildren(ctx);
  const row = await inTransaction(ctx, async (tx) => {
    const [found] = await tx.db
      .select()
      .from(dayIncidents)
      .where(and(eq(dayIncidents.id, id), franchiseeFence(tx, dayIncidents.franchiseeId)))
      .for('update');
    if (!found || !own.includes(found.studentAdmissionId) || found.status === 'DRAFT')
      throw notFound('Incident report');
    if (found.status === 'ACKNOWLEDGED')
      throw badRequest(INCIDENT_MESSAGES.alreadyAcknowledged(found.acknowledgedName ?? ''));
    const [updated] = await tx.db
      .update(dayIncidents)
      .set({
        status: 'ACKNOWLEDGED',
        acknowledgedBy: ctx.user.id,
        acknowledgedName: name,
        acknowledgedAt: now(),
        updatedAt: now(),
      })
      .where(eq(dayIncidents.id, id))
      .returning();
    await audit(tx, {
      resource: incidentShape,
      recordId: id,
      action: 'acknowledge',
      franchiseeId: found.franchiseeId,
      changes: { status: { from: 'SENT', to: 'ACKNOWLEDGED' }, name },
    });
    await publishIncident(tx, updated);
    return updated;
  });
  return forParent(row, await childNames(ctx, [row.studentAdmissionId]));
}

type NetworkQuery = z.output<typeof networkIncidentsQuery>;

/** The incident's month in India, YYYY-MM. */
const monthOf = sql<string>`to_char(${dayIncidents.occurredAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`;

/**
 * Head office's view: the incidents of the centres the user reaches (the newest 500) with the filters, and each
 * centre's count per month (with its serious ones) under the same filters.
 */
export async function networkIncidents(ctx: RequestContext, q: NetworkQuery) {
  const parts: (SQL | undefined)[] = [franchiseeFence(ctx, dayIncidents.franchiseeId, q.franchiseeID)];
  if (q.kind) parts.push(eq(dayIncidents.kind, q.kind));
  if (q.month) parts.push(sql`${monthOf} = ${q.month}`);
  if (q.serious) parts.push(eq(dayIncidents.serious, q.serious === 'YES'));
  const where = and(...parts);
  const rows = await ctx.db
    .select({ incident: dayIncidents, centre: franchisees.companyName })
    .from(dayIncidents)
    .innerJoin(franchisees, eq(franchisees.id, dayIncidents.franchiseeId))
    .where(where)
    .orderBy(desc(dayIncidents.occurredAt), desc(dayIncidents.id))
    .limit(500);
  const months = await ctx.db
    .select({
      franchiseeId: dayIncidents.franchiseeId,
      centre: franchisees.companyName,
      month: monthOf,
      count: sql<number>`count(*)::int`,
      serious: sql<number>`(count(*) filter (where ${dayIncidents.serious}))::int`,
    })
    .from(dayIncidents)
    .innerJoin(franchisees, eq(franchisees.id, dayIncidents.franchiseeId))
    .where(where)
    .groupBy(dayIncidents.franchiseeId, franchisees.companyName, monthOf)
    .orderBy(desc(monthOf), franchisees.companyName);
  const names = await childNames(
    ctx,
    rows.map((r) => r.incident.studentAdmissionId),
  );
  return {
    incidents: rows.map(({ incident: i, centre }) => ({
      id: i.id,
      franchiseeId: i.franchiseeId,
      centre,
      child: names.get(i.studentAdmissionId) ?? `Admission ${i.studentAdmissionId}`,
      kind: i.kind,
      occurredAt: new Date(i.occurredAt),
      place: i.place,
      serious: i.serious,
      status: i.status,
    })),
    months: months.map((m) => ({ ...m, count: Number(m.count), serious: Number(m.serious) })),
  };
}
