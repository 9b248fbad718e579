import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { formatDate } from '@portal/core';
import { defineDailySweep, queueMessage, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { studentAdmissions, students } from '@portal/mod-students/server';
import { adminUsers } from '@portal/mod-users/server';
import { healthRemarks } from '../schema.ts';
import { healthToday } from './clock.ts';
import { childName, dueCondition } from './health.service.ts';
import { healthMessage } from './messages.ts';

export const IMMUNISATION_JOB = 'academics.immunisation-reminders';

/**
 * Queues a message to the parents of every child with an immunisation due in the next 30 days that
 * they have not been reminded of (one reminder per due date: a changed due date is reminded of
 * again). Email when the parent has one, else an SMS. Returns how many messages were queued.
 */
export async function sendImmunisationReminders(ctx: RequestContext, today = healthToday()): Promise<number> {
  const due = await ctx.db
    .select({
      id: healthRemarks.id,
      title: healthRemarks.title,
      dueDate: healthRemarks.dueDate,
      studentAdmissionId: healthRemarks.studentAdmissionId,
      child: childName,
      centre: franchisees.companyName,
    })
    .from(healthRemarks)
    .innerJoin(studentAdmissions, eq(studentAdmissions.id, healthRemarks.studentAdmissionId))
    .innerJoin(students, eq(students.id, studentAdmissions.studentId))
    .innerJoin(franchisees, eq(franchisees.id, healthRemarks.franchiseeId))
    .where(
      and(
        dueCondition(today),
        or(isNull(healthRemarks.remindedFor), ne(healthRemarks.remindedFor, healthRemarks.dueDate)),
      ),
    )
    .orderBy(healthRemarks.dueDate, healthRemarks.id);
  let sent = 0;
  for (const row of due) {
    await ctx.db.transaction(async (tx) => {
      const parents = await tx
        .select({ email: adminUsers.email, mobile: adminUsers.mobile, language: adminUsers.language })
        .from(adminUsers)
        .where(and(eq(adminUsers.studentAdmissionId, row.studentAdmissionId), eq(adminUsers.isActive, true)));
      const values = { centre: row.centre, child: row.child, vaccine: row.title, date: formatDate(row.dueDate) };
      for (const p of parents) {
        const body = healthMessage(p.language, 'immunisationBody', values);
        const subject = healthMessage(p.language, 'immunisationSubject');
        if (p.email) await queueMessage(tx, { channel: 'email', to: p.email, subject, body });
        else if (p.mobile) await queueMessage(tx, { channel: 'sms', to: p.mobile, body });
        else continue;
        sent++;
      }
      await tx.update(healthRemarks).set({ remindedFor: row.dueDate }).where(eq(healthRemarks.id, row.id));
    });
  }
  return sent;
}

const immunisationReminders = defineDailySweep({
  name: IMMUNISATION_JOB,
  // Run twice? No: it sends reminders.
  mayRunTwice: false,
  at: '07:00',
  what: 'immunisation reminder(s)',
  sweep: sendImmunisationReminders,
  today: healthToday,
});

/** The daily sweep: parents reminded of immunisations due within 30 days, then tomorrow's run. */
export const immunisationReminderJob = immunisationReminders.job;
export const scheduleImmunisationReminders = immunisationReminders.schedule;
