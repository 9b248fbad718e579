/**
 * Reminders of the register's expiries: the centre is written to 60, 30 and 7 days before an item expires (once
 * for each), and head office is told once when an item has expired without a renewal.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, type SQL } from 'drizzle-orm';
import { addDays, formatDate, todayInIndia } from '@portal/core';
import { defineDailySweep, franchiseeFence, queueMessage, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers, headOfficeAccounts } from '@portal/mod-users/server';
import { itemLabel, REMINDER_DAYS } from '../shared/constants.ts';
import { centreSafetyItems, staffSafetyItems } from './schema.ts';

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The reminder an item is due on the day: the nearest of 60/30/7 days ahead it has reached and not yet had. */
export function reminderDue(expiresOn: string, today: string, remindedAt: number | null): number | null {
  const left = daysBetween(today, expiresOn);
  if (left < 0) return null;
  const reached = REMINDER_DAYS.filter((d) => left <= d);
  const nearest = reached.length ? Math.min(...reached) : null;
  return nearest !== null && (remindedAt === null || nearest < remindedAt) ? nearest : null;
}

/** The head office people told of an expired item: the academic coordinators and super admins. */
const ESCALATION_ROLES = ['ACADEMIC_COORDINATOR'];

type Table = typeof centreSafetyItems | typeof staffSafetyItems;

async function dueRows(ctx: RequestContext, table: Table, where: SQL | undefined) {
  return ctx.db
    .select({
      id: table.id,
      itemKind: table.itemKind,
      expiresOn: table.expiresOn,
      remindedAt: table.remindedAt,
      centre: franchisees.companyName,
      email: franchisees.email,
    })
    .from(table)
    .innerJoin(franchisees, eq(franchisees.id, table.franchiseeId))
    .where(and(eq(table.isActive, true), isNotNull(table.expiresOn), franchiseeFence(ctx, table.franchiseeId), where));
}

/** Sends the day's reminders and escalations; answers how many messages were queued. */
export async function sendRegisterReminders(ctx: RequestContext, today = todayInIndia()): Promise<number> {
  let sent = 0;
  const horizon = addDays(today, Math.max(...REMINDER_DAYS));
  for (const table of [centreSafetyItems, staffSafetyItems]) {
    const upcoming = await dueRows(
      ctx,
      table,
      and(gt(table.expiresOn, addDays(today, -1)), lte(table.expiresOn, horizon)),
    );
    for (const row of upcoming) {
      const due = reminderDue(row.expiresOn!, today, row.remindedAt);
      if (due === null) continue;
      await ctx.db.transaction(async (tx) => {
        await queueMessage(tx, {
          channel: 'email',
          to: row.email,
          subject: `Safety register: ${itemLabel(row.itemKind)} expires in ${daysBetween(today, row.expiresOn!)} days`,
          body:
            `${row.centre}: the ${itemLabel(row.itemKind).toLowerCase()} expires on ${formatDate(row.expiresOn)}. ` +
            'Renew it and upload the new evidence on the safety register before then.',
        });
        await tx.update(table).set({ remindedAt: due }).where(eq(table.id, row.id));
      });
      sent++;
    }
    const expired = await dueRows(ctx, table, and(lt(table.expiresOn, today), isNull(table.escalatedOn)));
    if (expired.length === 0) continue;
    const people = await headOfficeAccounts(ctx, ESCALATION_ROLES);
    const emails = people.length
      ? await ctx.db
          .select({ email: adminUsers.email })
          .from(adminUsers)
          .where(
            inArray(
              adminUsers.id,
              people.map((p) => p.id),
            ),
          )
      : [];
    for (const row of expired) {
      await ctx.db.transaction(async (tx) => {
        for (const { email } of emails)
          await queueMessage(tx, {
            channel: 'email',
            to: email,
            subject: `Safety register: ${row.centre}'s ${itemLabel(row.itemKind).toLowerCase()} has expired`,
            body:
              `${row.centre}: the ${itemLabel(row.itemKind).toLowerCase()} expired on ${formatDate(row.expiresOn)} ` +
              'and has not been renewed. The centre was reminded 60, 30 and 7 days before.',
          });
        await tx.update(table).set({ escalatedOn: today }).where(eq(table.id, row.id));
      });
      sent += emails.length;
    }
  }
  return sent;
}

export const REGISTER_REMINDER_JOB = 'workforce-register.expiry-reminders';

const registerReminders = defineDailySweep({
  name: REGISTER_REMINDER_JOB,
  // It sends messages: a second run would send them twice.
  mayRunTwice: false,
  at: '08:15',
  what: 'safety register reminder(s)',
  sweep: sendRegisterReminders,
});

export const registerReminderJob = registerReminders.job;
export const scheduleRegisterReminders = registerReminders.schedule;
