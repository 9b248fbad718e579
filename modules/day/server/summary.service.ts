import { and, eq, isNull } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, formatDate } from '@portal/core';
import { defineDailySweep, franchiseeFence, inTransaction, queueMessage, type RequestContext } from '@portal/kit';
import { accountsWanting, textOne } from '@portal/mod-notifications/server';
import { activeChildren, type ChildSummary } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { daySummary, daySummaryText } from '../shared/summary.ts';
import { timelineEntries } from './care.service.ts';
import { dayMessage, summarySay } from './messages.ts';
import { dayToday, now } from './clock.ts';
import { dayCheckIns } from './schema.ts';

export const DAY_SUMMARY_JOB = 'day.evening-summary';
/** An SMS carries the first lines only. */
const SMS_CHARS = 300;

/** The child's day to each parent account that keeps "Evening summary" on: the whole day by email, a line by SMS. */
async function sendSummary(ctx: RequestContext, child: ChildSummary, day: string): Promise<number> {
  const entries = await timelineEntries(ctx, child, day);
  const parents = await ctx.db
    .select({ id: adminUsers.id, email: adminUsers.email, mobile: adminUsers.mobile, language: adminUsers.language })
    .from(adminUsers)
    .where(and(eq(adminUsers.studentAdmissionId, child.studentAdmissionId), eq(adminUsers.isActive, true)));
  const wanting = new Set(
    await accountsWanting(
      ctx.db,
      parents.map((p) => p.id),
      'day.summary',
    ),
  );
  let sent = 0;
  for (const parent of parents.filter((p) => wanting.has(p.id))) {
    const say = summarySay(parent.language);
    const text = daySummaryText(child.name, formatDate(day), entries, say);
    const lines = daySummary(entries, say).map((l) => `${l.label}: ${l.text}`);
    const sms = dayMessage(parent.language, 'summarySms', {
      child: child.name,
      lines: lines.join('; ') || say('summary.nothing'),
    }).slice(0, SMS_CHARS);
    const subject = dayMessage(parent.language, 'summarySubject', { child: child.name });
    await queueMessage(ctx.db, { channel: 'email', to: parent.email, subject, body: text });
    if (parent.mobile)
      await textOne(
        ctx.db,
        { id: parent.id, mobile: parent.mobile, language: parent.language ?? DEFAULT_LANGUAGE },
        {
          template: 'EVENING_SUMMARY',
          params: [child.name, lines.join('; ') || say('summary.nothing')],
          text: sms,
          franchiseeId: child.franchiseeId,
        },
      );
    sent += 1;
  }
  return sent;
}

/**
 * The evening summaries of the day: for every child checked in today, once (a sent day is marked on its check-in
 * row, so a second run sends nothing twice). Each child's messages and mark land together. Returns the parents told.
 */
export async function sendDaySummaries(ctx: RequestContext): Promise<number> {
  const day = dayToday();
  const visits = await ctx.db
    .select({ id: dayCheckIns.id, studentAdmissionId: dayCheckIns.studentAdmissionId })
    .from(dayCheckIns)
    .where(
      and(franchiseeFence(ctx, dayCheckIns.franchiseeId), eq(dayCheckIns.day, day), isNull(dayCheckIns.summarySentAt)),
    );
  if (visits.length === 0) return 0;
  const children = await activeChildren(ctx, { studentAdmissionIds: visits.map((v) => v.studentAdmissionId) });
  let told = 0;
  for (const child of children) {
    const visit = visits.find((v) => v.studentAdmissionId === child.studentAdmissionId)!;
    told += await inTransaction(ctx, async (tx) => {
      const [unsent] = await tx.db
        .update(dayCheckIns)
        .set({ summarySentAt: now() })
        .where(and(eq(dayCheckIns.id, visit.id), isNull(dayCheckIns.summarySentAt)))
        .returning({ id: dayCheckIns.id });
      return unsent ? sendSummary(tx, child, day) : 0;
    });
  }
  return told;
}

const daySummaries = defineDailySweep({
  name: DAY_SUMMARY_JOB,
  // Run twice? No: it sends the evening summaries: some may have gone before it died.
  mayRunTwice: false,
  at: '18:30',
  what: 'evening summary(ies)',
  sweep: sendDaySummaries,
  today: dayToday,
});

/** Every evening at 06:30 PM in India, then the next day's run. */
export const daySummaryJob = daySummaries.job;
export const scheduleDaySummaries = daySummaries.schedule;
