import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  allResources,
  auditSubject,
  childColumnOf,
  defineResource,
  findResource,
  franchiseeFence,
  personReferences,
  type RequestContext,
  type Resource,
} from '@portal/kit';
import { devicesByIds } from '@portal/mod-devices/server';
import { franchisees } from '@portal/mod-org/server';
import { studentAdmissions } from '@portal/mod-students/server';
import type { breachInput } from '../../shared/contracts.ts';
import type { z } from 'zod';
import { HEAD_OFFICE_ONLY } from '../access-log.ts';
import { breachNotices } from '../schema.ts';
import { breachNoticeShape } from '../../shared/resources.ts';
import type { HeldCount } from '../../shared/constants.ts';

export const breachSubject = auditSubject('breaches');

export type BreachInput = z.output<typeof breachInput>;
export const HOUR_MS = 3_600_000;

/** The notices name a child and the family: head office alone reads them. */
export const breachNoticeResource = defineResource({
  ...breachNoticeShape,
  readOnly: true,
  // Head office's alone (the audience), whichever centre the family belongs to.
  scope: 'global',
  table: breachNotices,
  titleField: 'parentName',
  personalData: {
    whose: ['child', 'guardian'],
    categories: ['contact'],
    audience: { everyRow: HEAD_OFFICE_ONLY },
    retention: 'breach records: 3 years',
    purposes: ['Telling families of a breach of their child’s data (DPDP Rule 7)'],
  },
  list: {
    columns: ['breachId', 'studentId', 'parentName', 'language', 'sentAt'],
    search: ['parentName'],
    filters: ['breachId'],
  },
});

/**
 * The resources a breach may concern: those whose declared personal data is a child's, whose rows name the child,
 * belong to a centre and carry the moment they were made (so the finder knows whether a row was there in a window).
 */
export function breachableResources() {
  return allResources()
    .filter((res) => childOf(res) && res.columns.franchiseeId && res.columns.createdAt)
    .filter((res) => !['access-log', 'breach-notices'].includes(res.name))
    .map((res) => ({ name: res.name, label: res.labelPlural }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The column naming the child a row is about: a reference to a child's record (an admission, the student), before
 * the row's own id (a resource whose rows are people of their own, such as the adults allowed to collect a child,
 * names the child through its reference); the student resource itself is the child.
 */
function childOf(res: Resource): { column: string; person: string } | null {
  if (!childColumnOf(res)) return null;
  const ref = personReferences(res).find(
    (r) => r.resource !== res.name && findResource(r.resource)?.personalData?.whose.includes('child'),
  );
  return ref ? { column: ref.field, person: ref.resource } : childColumnOf(res);
}

/** Every room tablet a breach may concern, named with its centre and class (and whether revoked). */
export async function breachableDevices(ctx: RequestContext) {
  const devices = await devicesByIds(ctx);
  const centres = new Map(
    (await ctx.db.select({ id: franchisees.id, name: franchisees.companyName }).from(franchisees)).map((c) => [
      c.id,
      c.name,
    ]),
  );
  return devices.map((d) => ({
    id: d.id,
    label: `${d.name}: ${d.className}, ${centres.get(d.franchiseeId) ?? ''}${d.revokedAt ? ' (revoked)' : ''}`,
  }));
}

/** India's calendar day's first and last moment. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
export const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 24 * HOUR_MS - 1);

export type { HeldCount };

interface BreachScope {
  franchiseeIds: number[];
  /** Room tablets concerned: at their centres only their classes' children (what the tablet showed). */
  deviceIds: number[];
  resources: string[];
  windowFrom: Date;
  windowTo: Date;
}

/** A row was there at some moment of the window: made by its end, and not deleted (or left) before it began. */
function presentIn(res: Resource, b: BreachScope) {
  const made = sql`${res.columns.createdAt} <= ${b.windowTo.toISOString()}`;
  const gone = res.columns.deletedAt ?? res.columns.archivedAt;
  return gone ? and(made, or(isNull(gone), sql`${gone} >= ${b.windowFrom.toISOString()}`)) : made;
}

/**
 * The children whose data the breach reached: for each resource concerned, the children named by its rows of the
 * centres concerned that were there at any moment of the window (held then, whether or not they changed), from
 * the declarations rather than a list per module; with each resource's count of rows and children. A named room
 * tablet reaches the children of its class at its centre.
 */
export async function heldInWindow(
  ctx: RequestContext,
  b: BreachScope,
): Promise<{ studentIds: number[]; held: HeldCount[] }> {
  const devices = await devicesByIds(ctx, b.deviceIds);
  // A centre named itself is reached whole; one reached through its tablets only in their classes.
  const wholeCentres = new Set(b.franchiseeIds);
  const classesAt = new Map<number, number[]>();
  for (const d of devices)
    if (!wholeCentres.has(d.franchiseeId))
      classesAt.set(d.franchiseeId, [...(classesAt.get(d.franchiseeId) ?? []), d.classId]);
  const centres = [...new Set([...wholeCentres, ...classesAt.keys()])];
  const inTabletClasses = classesAt.size
    ? new Set(
        (
          await ctx.db
            .select({
              id: studentAdmissions.id,
              studentId: studentAdmissions.studentId,
              centre: studentAdmissions.franchiseeId,
              classId: studentAdmissions.classId,
            })
            .from(studentAdmissions)
            .where(franchiseeFence(ctx, studentAdmissions.franchiseeId, [...classesAt.keys()]))
        )
          .filter((a) => classesAt.get(a.centre)!.includes(a.classId))
          .flatMap((a) => [`student-admission:${a.id}`, `student:${a.studentId}`]),
      )
    : new Set<string>();
  const reached = (centre: number, person: string, id: number) =>
    wholeCentres.has(centre) || inTabletClasses.has(`${person}:${id}`);

  const found = new Set<number>();
  const held: HeldCount[] = [];
  const admissionsOf = new Map<string, Set<number>>();
  const perResource = new Map<string, { rows: number; students: Set<number>; admissions: Set<number> }>();
  for (const name of b.resources) {
    const res = findResource(name);
    const child = res && childOf(res);
    if (!res || !child || !res.columns.franchiseeId || !centres.length) continue;
    const rows = (await ctx.db
      .select({
        person: res.columns[child.column],
        centre: res.columns.franchiseeId,
        rows: sql<number>`count(*)::int`,
      })
      .from(res.table)
      .where(and(franchiseeFence(ctx, res.columns.franchiseeId, centres), presentIn(res, b)))
      .groupBy(res.columns[child.column], res.columns.franchiseeId)) as {
      person: number | null;
      centre: number;
      rows: number;
    }[];
    const mine = { rows: 0, students: new Set<number>(), admissions: new Set<number>() };
    for (const r of rows) {
      if (r.person == null || !reached(r.centre, child.person, r.person)) continue;
      mine.rows += r.rows;
      if (child.person === 'student') mine.students.add(r.person);
      else if (child.person === 'student-admission') mine.admissions.add(r.person);
    }
    perResource.set(name, mine);
    admissionsOf.set(name, mine.admissions);
  }
  const allAdmissions = [...new Set([...admissionsOf.values()].flatMap((s) => [...s]))];
  const studentOf = new Map<number, number>();
  if (allAdmissions.length)
    for (const a of await ctx.db
      .select({ id: studentAdmissions.id, studentId: studentAdmissions.studentId })
      .from(studentAdmissions)
      .where(inArray(studentAdmissions.id, allAdmissions)))
      studentOf.set(a.id, a.studentId);
  const labels = new Map(breachableResources().map((r) => [r.name, r.label]));
  for (const [name, mine] of perResource) {
    const children = new Set([...mine.students, ...[...mine.admissions].map((a) => studentOf.get(a)!).filter(Boolean)]);
    for (const c of children) found.add(c);
    held.push({ resource: name, label: labels.get(name) ?? name, rows: mine.rows, children: children.size });
  }
  return { studentIds: [...found].sort((x, y) => x - y), held };
}
