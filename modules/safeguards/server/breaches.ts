import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@portal/core';
import {
  allResources,
  audit,
  auditSubject,
  childColumnOf,
  defineResource,
  fieldError,
  findResource,
  franchiseeFence,
  notFound,
  personReferences,
  queueMessage,
  type RequestContext,
  type Resource,
} from '@portal/kit';
import { devicesByIds } from '@portal/mod-devices/server';
import { franchisees } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { languageOfAddress } from '@portal/mod-users/server';
import { BOARD_REPORT_HOURS } from '../shared/constants.ts';
import type { BreachDetail, BreachSummary, breachInput } from '../shared/contracts.ts';
import type { z } from 'zod';
import { HEAD_OFFICE_ONLY } from './access-log.ts';
import { breachNoticeMessage } from './messages.ts';
import { breachNotices, breaches } from './schema.ts';
import { breachNoticeShape } from '../shared/resources.ts';

const breachSubject = auditSubject('breaches');

type BreachInput = z.output<typeof breachInput>;
const HOUR_MS = 3_600_000;

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
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 24 * HOUR_MS - 1);

/** What one resource held in the window: its rows there then, and the children they name. */
export interface HeldCount {
  resource: string;
  label: string;
  rows: number;
  children: number;
}

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

/** One notice per family (a centre's parent mobile), naming their children, in the family's language. */
async function draftNotices(ctx: RequestContext, breach: typeof breaches.$inferSelect, studentIds: number[]) {
  if (!studentIds.length) return;
  const children = await ctx.db
    .select({
      id: students.id,
      name: students.fullName,
      franchiseeId: students.franchiseeId,
      father: students.fatherName,
      mother: students.motherName,
      mobile: students.parentMobile,
      email: students.parentEmail,
      centre: franchisees.companyName,
    })
    .from(students)
    .innerJoin(franchisees, eq(franchisees.id, students.franchiseeId))
    .where(inArray(students.id, studentIds))
    .orderBy(students.id);
  const families = new Map<string, typeof children>();
  for (const c of children) {
    const key = `${c.franchiseeId}:${c.mobile}`;
    families.set(key, [...(families.get(key) ?? []), c]);
  }
  for (const family of families.values()) {
    const first = family[0];
    const language = (await languageOfAddress(ctx, { mobile: first.mobile, email: first.email })) ?? DEFAULT_LANGUAGE;
    const parent = first.mother || first.father || '';
    const values = {
      parent,
      child: family.map((c) => c.name).join(', '),
      centre: first.centre,
      what: breach.whatHappened,
      impact: breach.likelyImpact,
      actions: breach.actionsTaken,
      contact: breach.contact,
    };
    await ctx.db.insert(breachNotices).values({
      breachId: breach.id,
      franchiseeId: first.franchiseeId,
      studentId: first.id,
      parentName: parent,
      mobile: first.mobile,
      email: first.email,
      language,
      subject: breachNoticeMessage(language, 'subject', values),
      body: breachNoticeMessage(language, 'body', values),
    });
  }
}

export async function recordBreach(ctx: RequestContext, input: BreachInput): Promise<BreachDetail> {
  const known = new Set(breachableResources().map((r) => r.name));
  const unknown = input.resources.find((r) => !known.has(r));
  if (unknown) throw fieldError('resources', `${unknown} holds no child’s data a breach could concern`);
  if (input.windowTo < input.windowFrom) throw fieldError('windowTo', 'The window ends on or after its first day');
  if (!input.franchiseeIds.length && !input.deviceIds.length)
    throw fieldError('franchiseeIds', 'Choose the centres or the tablets concerned');
  const centres = input.franchiseeIds.length
    ? await ctx.db.select({ id: franchisees.id }).from(franchisees).where(inArray(franchisees.id, input.franchiseeIds))
    : [];
  if (centres.length !== new Set(input.franchiseeIds).size) throw fieldError('franchiseeIds', 'Centre not found');
  const devices = await devicesByIds(ctx, input.deviceIds);
  if (devices.length !== new Set(input.deviceIds).size) throw fieldError('deviceIds', 'Tablet not found');
  const scope = {
    franchiseeIds: [...new Set(input.franchiseeIds)],
    deviceIds: [...new Set(input.deviceIds)],
    resources: [...new Set(input.resources)],
    windowFrom: dayStart(input.windowFrom),
    windowTo: dayEnd(input.windowTo),
  };
  const found = await heldInWindow(ctx, scope);
  const [breach] = await ctx.db
    .insert(breaches)
    .values({
      title: input.title,
      whatHappened: input.whatHappened,
      likelyImpact: input.likelyImpact,
      actionsTaken: input.actionsTaken,
      contact: input.contact,
      discoveredAt: input.discoveredAt,
      ...scope,
      held: found.held,
      recordedBy: ctx.user?.id ?? null,
    })
    .returning();
  await draftNotices(ctx, breach, found.studentIds);
  await audit(ctx, {
    resource: breachSubject,
    recordId: breach.id,
    action: 'create',
    changes: { title: breach.title, families: found.studentIds.length },
  });
  return breachDetail(ctx, breach.id);
}

const boardDue = (discoveredAt: Date) => new Date(discoveredAt.getTime() + BOARD_REPORT_HOURS * HOUR_MS);

async function noticeCounts(ctx: RequestContext, ids: number[]) {
  if (!ids.length) return new Map<number, { families: number; sent: number }>();
  const rows = await ctx.db
    .select({
      breachId: breachNotices.breachId,
      families: sql<number>`count(*)::int`,
      sent: sql<number>`count(${breachNotices.sentAt})::int`,
    })
    .from(breachNotices)
    .where(inArray(breachNotices.breachId, ids))
    .groupBy(breachNotices.breachId);
  return new Map(rows.map((r) => [r.breachId, { families: r.families, sent: r.sent }]));
}

function summary(b: typeof breaches.$inferSelect, counts?: { families: number; sent: number }): BreachSummary {
  return {
    id: b.id,
    title: b.title,
    discoveredAt: b.discoveredAt,
    boardDueAt: boardDue(b.discoveredAt),
    boardReportedAt: b.boardReportedAt,
    families: counts?.families ?? 0,
    noticesSent: counts?.sent ?? 0,
  };
}

export async function listBreaches(ctx: RequestContext) {
  const rows = await ctx.db.select().from(breaches).orderBy(desc(breaches.id)).limit(200);
  const counts = await noticeCounts(
    ctx,
    rows.map((r) => r.id),
  );
  return { rows: rows.map((b) => summary(b, counts.get(b.id))) };
}

export async function breachDetail(ctx: RequestContext, id: number): Promise<BreachDetail> {
  const [b] = await ctx.db.select().from(breaches).where(eq(breaches.id, id));
  if (!b) throw notFound('Breach');
  const notices = await ctx.db
    .select({ notice: breachNotices, childName: students.fullName, centre: franchisees.companyName })
    .from(breachNotices)
    .innerJoin(students, eq(students.id, breachNotices.studentId))
    .innerJoin(franchisees, eq(franchisees.id, breachNotices.franchiseeId))
    .where(eq(breachNotices.breachId, id))
    .orderBy(breachNotices.id);
  const centres = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(inArray(franchisees.id, b.franchiseeIds));
  const labels = new Map(breachableResources().map((r) => [r.name, r.label]));
  const devices = await devicesByIds(ctx, b.deviceIds);
  return {
    ...summary(b, { families: notices.length, sent: notices.filter((n) => n.notice.sentAt).length }),
    whatHappened: b.whatHappened,
    likelyImpact: b.likelyImpact,
    actionsTaken: b.actionsTaken,
    contact: b.contact,
    windowFrom: b.windowFrom,
    windowTo: b.windowTo,
    centres: centres.map((c) => c.name),
    resources: b.resources.map((r) => labels.get(r) ?? r),
    devices: devices.map((d) => `${d.name} (${d.className})`),
    held: b.held as HeldCount[],
    notices: notices.map(({ notice: n, childName, centre }) => ({
      id: n.id,
      studentId: n.studentId,
      childName,
      centre,
      parentName: n.parentName,
      mobile: n.mobile,
      language: n.language,
      subject: n.subject,
      body: n.body,
      sentAt: n.sentAt,
    })),
  };
}

/** Sends each notice not yet sent: an SMS, and an email to a family with an address (the outbox delivers them). */
export async function sendBreachNotices(ctx: RequestContext, id: number): Promise<BreachDetail> {
  const [b] = await ctx.db.select().from(breaches).where(eq(breaches.id, id));
  if (!b) throw notFound('Breach');
  const pending = await ctx.db
    .select()
    .from(breachNotices)
    .where(and(eq(breachNotices.breachId, id), sql`${breachNotices.sentAt} is null`));
  for (const n of pending) {
    await queueMessage(ctx.db, { channel: 'sms', to: n.mobile, body: n.body });
    if (n.email) await queueMessage(ctx.db, { channel: 'email', to: n.email, subject: n.subject, body: n.body });
    await ctx.db.update(breachNotices).set({ sentAt: new Date() }).where(eq(breachNotices.id, n.id));
  }
  await audit(ctx, {
    resource: breachSubject,
    recordId: id,
    action: 'send-notices',
    changes: { sent: pending.length },
  });
  return breachDetail(ctx, id);
}

export async function markBoardReported(ctx: RequestContext, id: number): Promise<BreachDetail> {
  const [b] = await ctx.db.select().from(breaches).where(eq(breaches.id, id));
  if (!b) throw notFound('Breach');
  if (!b.boardReportedAt) {
    await ctx.db
      .update(breaches)
      .set({ boardReportedAt: new Date(), updatedAt: new Date() })
      .where(eq(breaches.id, id));
    await audit(ctx, { resource: breachSubject, recordId: id, action: 'board-report', changes: {} });
  }
  return breachDetail(ctx, id);
}
