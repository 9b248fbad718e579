import { addDays, formatDate, todayInIndia, isKeyOf } from '@portal/core';
import { defineDailySweep, queueMessage, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { EXPIRY_WINDOW_DAYS, PAPER_LABELS } from '../shared/constants.ts';
import { complianceRows } from './compliance.service.ts';
import { vehicleSettings } from './schema.ts';

export const REMINDER_JOB = 'transport.expiry-reminders';
/** Days before expiry a reminder goes out, besides the centre's own setting. */
const REMINDER_DAYS = [7, 1];

/**
 * Queues an SMS to each centre for every paper expiring exactly on one of its reminder days (its
 * setting, 7 and 1 days ahead), so each paper is reminded of on those days once. Returns how many.
 */
export async function sendExpiryReminders(ctx: RequestContext, today = todayInIndia()): Promise<number> {
  const rows = await complianceRows(ctx, { days: 90 }, today);
  const settings = await ctx.db
    .select({
      franchiseeId: vehicleSettings.franchiseeId,
      days: vehicleSettings.reminderDays,
      mobile: vehicleSettings.contactMobile,
    })
    .from(vehicleSettings);
  const centres = await ctx.db.select({ id: franchisees.id, mobile: franchisees.mobile }).from(franchisees);
  let sent = 0;
  for (const row of rows) {
    if (row.state !== 'EXPIRING' || row.expiryDate === null) continue;
    const own = settings.find((s) => s.franchiseeId === row.franchiseeId);
    const days = [own?.days ?? EXPIRY_WINDOW_DAYS, ...REMINDER_DAYS];
    if (!days.some((d) => addDays(today, d) === row.expiryDate)) continue;
    const to = own?.mobile ?? centres.find((c) => c.id === row.franchiseeId)?.mobile;
    if (!to) continue;
    const paper = isKeyOf(PAPER_LABELS, row.paper) ? PAPER_LABELS[row.paper] : row.paper;
    await queueMessage(ctx.db, {
      channel: 'sms',
      to,
      body:
        `${row.centre}: the ${paper} of ${row.subject} expires on ${formatDate(row.expiryDate)}. ` +
        'Renew it before then; an expired paper takes it off its routes.',
    });
    sent++;
  }
  return sent;
}

const expiryReminders = defineDailySweep({
  name: REMINDER_JOB,
  // Run twice? No: it sends reminders.
  mayRunTwice: false,
  at: '08:00',
  what: 'expiry reminder(s)',
  sweep: sendExpiryReminders,
});

/** The daily sweep: reminders for papers nearing expiry, then tomorrow's run. */
export const expiryReminderJob = expiryReminders.job;
export const scheduleReminders = expiryReminders.schedule;
