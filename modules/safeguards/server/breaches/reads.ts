import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { audit, notFound, queueMessage, type RequestContext } from '@portal/kit';
import { devicesByIds } from '@portal/mod-devices/server';
import { franchisees } from '@portal/mod-org/server';
import { students } from '@portal/mod-students/server';
import { BOARD_REPORT_HOURS } from '../../shared/constants.ts';
import type { BreachDetail, BreachSummary } from '../../shared/contracts.ts';
import { breachNotices, breaches } from '../schema.ts';
import { HOUR_MS, breachSubject, breachableResources } from './scope.service.ts';

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
    held: b.held,
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
