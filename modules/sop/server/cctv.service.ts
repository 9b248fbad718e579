/** CCTV documents' validity: what is expiring or expired, and the daily reminders through the outbox. */
import { and, asc, eq, lte, or, isNull, ne, sql } from 'drizzle-orm';
import { addDays, formatDate, todayInIndia, isKeyOf } from '@portal/core';
import { defineDailySweep, franchiseeFence, queueMessage, type RequestContext } from '@portal/kit';
import type { z } from 'zod';
import { franchisees } from '@portal/mod-org/server';
import { CCTV_DOC_TYPE_LABELS, CCTV_EXPIRING_DAYS, CCTV_REMINDER_DAYS } from '../shared/constants.ts';
import type { cctvStatusRow } from '../shared/contracts.ts';
import { cctvDocuments } from './schema.ts';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Active documents of the centres the user sees whose last valid day is past or within 30 days. */
export async function expiringDocuments(
  ctx: RequestContext,
  franchiseeID?: number,
  today = todayInIndia(),
): Promise<z.output<typeof cctvStatusRow>[]> {
  const rows = await ctx.db
    .select({
      id: cctvDocuments.id,
      franchiseeId: cctvDocuments.franchiseeId,
      centre: franchisees.companyName,
      docType: cctvDocuments.docType,
      title: cctvDocuments.title,
      validTo: cctvDocuments.validTo,
    })
    .from(cctvDocuments)
    .innerJoin(franchisees, eq(franchisees.id, cctvDocuments.franchiseeId))
    .where(
      and(
        eq(cctvDocuments.isActive, true),
        lte(cctvDocuments.validTo, addDays(today, CCTV_EXPIRING_DAYS)),
        franchiseeFence(ctx, cctvDocuments.franchiseeId, franchiseeID),
      ),
    )
    .orderBy(asc(cctvDocuments.validTo), asc(franchisees.companyName));
  return rows.map((r) => {
    const daysLeft = daysBetween(today, r.validTo);
    return { ...r, daysLeft, state: daysLeft < 0 ? ('EXPIRED' as const) : ('EXPIRING' as const) };
  });
}

export const CCTV_REMINDER_JOB = 'sop.cctv-expiry-reminders';

/**
 * Queues an email to each centre for every CCTV document whose last valid day is 30, 7 or 1 days ahead or
 * today, once a day at most per document (`remindedOn`). Returns how many went out.
 */
export async function sendCctvReminders(ctx: RequestContext, today = todayInIndia()): Promise<number> {
  const due = CCTV_REMINDER_DAYS.map((d) => addDays(today, d));
  const rows = await ctx.db
    .select({
      id: cctvDocuments.id,
      centre: franchisees.companyName,
      email: franchisees.email,
      docType: cctvDocuments.docType,
      title: cctvDocuments.title,
      validTo: cctvDocuments.validTo,
    })
    .from(cctvDocuments)
    .innerJoin(franchisees, eq(franchisees.id, cctvDocuments.franchiseeId))
    .where(
      and(
        eq(cctvDocuments.isActive, true),
        franchiseeFence(ctx, cctvDocuments.franchiseeId),
        sql`${cctvDocuments.validTo} in (${sql.join(
          due.map((d) => sql`${d}::date`),
          sql`, `,
        )})`,
        or(isNull(cctvDocuments.remindedOn), ne(cctvDocuments.remindedOn, today)),
      ),
    );
  for (const row of rows) {
    const kind = isKeyOf(CCTV_DOC_TYPE_LABELS, row.docType) ? CCTV_DOC_TYPE_LABELS[row.docType] : row.docType;
    const days = daysBetween(today, row.validTo);
    const when = days === 0 ? 'today' : `on ${formatDate(row.validTo)} (in ${days} day${days === 1 ? '' : 's'})`;
    await ctx.db.transaction(async (tx) => {
      await queueMessage(tx, {
        channel: 'email',
        to: row.email,
        subject: `CCTV document expiring: ${row.title}`,
        body:
          `${row.centre}: the CCTV ${kind.toLowerCase()} "${row.title}" is valid until ${when}. ` +
          'Upload the renewed document on the CCTV documents page before then.',
      });
      await tx.update(cctvDocuments).set({ remindedOn: today }).where(eq(cctvDocuments.id, row.id));
    });
  }
  return rows.length;
}

const cctvReminders = defineDailySweep({
  name: CCTV_REMINDER_JOB,
  // Run twice? No: it sends reminders.
  mayRunTwice: false,
  at: '08:00',
  what: 'CCTV expiry reminder(s)',
  sweep: sendCctvReminders,
});

/** The daily sweep: reminders for CCTV documents nearing the end of their validity, then tomorrow's run. */
export const cctvReminderJob = cctvReminders.job;
export const scheduleCctvReminders = cctvReminders.schedule;
