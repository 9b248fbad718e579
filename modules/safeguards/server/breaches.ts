import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
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
  queueMessage,
  type RequestContext,
} from '@portal/kit';
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
 * belong to a centre and carry the times they were made and changed.
 */
export function breachableResources() {
  return allResources()
    .filter((res) => childColumnOf(res) && res.columns.franchiseeId && res.columns.createdAt && res.columns.updatedAt)
    .filter((res) => !['access-log', 'breach-notices'].includes(res.name))
    .map((res) => ({ name: res.name, label: res.labelPlural }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** India's calendar day's first and last moment. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const dayEnd = (day: string) => new Date(dayStart(day).getTime() + 24 * HOUR_MS - 1);

/**
 * The children whose data the breach reached: for each resource concerned, the children its rows name among the
 * rows of the centres concerned made or changed within the window (from the declarations, not a list per module).
 */
export async function affectedChildren(
  ctx: RequestContext,
  b: { franchiseeIds: number[]; resources: string[]; windowFrom: Date; windowTo: Date },
): Promise<number[]> {
  const found = new Set<number>();
  const admissions = new Set<number>();
  for (const name of b.resources) {
    const res = findResource(name);
    const child = res && childColumnOf(res);
    if (!res || !child || !res.columns.franchiseeId) continue;
    const within = (column: string) =>
      sql`${res.columns[column]} between ${b.windowFrom.toISOString()} and ${b.windowTo.toISOString()}`;
    const rows = (await ctx.db
      .selectDistinct({ person: res.columns[child.column] })
      .from(res.table)
      .where(
        and(
          franchiseeFence(ctx, res.columns.franchiseeId, b.franchiseeIds),
          or(within('createdAt'), within('updatedAt')),
        ),
      )) as { person: number | null }[];
    for (const { person } of rows) {
      if (person == null) continue;
      if (child.person === 'student') found.add(person);
      else if (child.person === 'student-admission') admissions.add(person);
    }
  }
  if (admissions.size)
    for (const a of await ctx.db
      .select({ studentId: studentAdmissions.studentId })
      .from(studentAdmissions)
      .where(inArray(studentAdmissions.id, [...admissions])))
      found.add(a.studentId);
  return [...found].sort((x, y) => x - y);
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
  const centres = await ctx.db
    .select({ id: franchisees.id })
    .from(franchisees)
    .where(inArray(franchisees.id, input.franchiseeIds));
  if (centres.length !== new Set(input.franchiseeIds).size) throw fieldError('franchiseeIds', 'Centre not found');
  const [breach] = await ctx.db
    .insert(breaches)
    .values({
      title: input.title,
      whatHappened: input.whatHappened,
      likelyImpact: input.likelyImpact,
      actionsTaken: input.actionsTaken,
      contact: input.contact,
      discoveredAt: input.discoveredAt,
      windowFrom: dayStart(input.windowFrom),
      windowTo: dayEnd(input.windowTo),
      franchiseeIds: [...new Set(input.franchiseeIds)],
      resources: [...new Set(input.resources)],
      recordedBy: ctx.user?.id ?? null,
    })
    .returning();
  await draftNotices(ctx, breach, await affectedChildren(ctx, breach));
  await audit(ctx, {
    resource: breachSubject,
    recordId: breach.id,
    action: 'create',
    changes: { title: breach.title },
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
