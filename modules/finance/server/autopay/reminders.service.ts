import { addDays, formatDate, formatPaise, todayInIndia } from '@portal/core';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { fenced, fieldError, inTransaction, type RequestContext } from '@portal/kit';
import { tellEach } from '@portal/mod-notifications/server';
import { DEFAULT_REMINDER_DAYS } from '../../shared/index.ts';
import { owedSql } from '../money/installment.ts';
import { resolveTarget } from '../payments/target.service.ts';
import {
  autopayDebits,
  autopayMandates,
  feeReminders,
  feeSettings,
  studentFeePlans,
  studentInstallments,
} from '../schema.ts';
import { feeMessage } from './messages.ts';
import { FEES_PUSH, parentsOf } from './parents.ts';

/** The farthest a reminder step may lie from the due date, in days. */
const MAX_OFFSET = 90;

/** A centre's reminder days as written ('-7,0,3,10'), checked; the default when unset. */
export function parseReminderDays(text: string | null | undefined): number[] {
  if (text === null || text === undefined || text.trim() === '') return [...DEFAULT_REMINDER_DAYS];
  const parts = text.split(',').map((p) => p.trim());
  const days = parts.map(Number);
  if (parts.some((p) => !/^[-+]?\d{1,3}$/.test(p)) || days.some((d) => Math.abs(d) > MAX_OFFSET))
    throw fieldError(
      'reminderDays',
      `Write days from the due date separated by commas, from -${MAX_OFFSET} to ${MAX_OFFSET} (e.g. -7,0,3,10)`,
    );
  if (new Set(days).size !== days.length) throw fieldError('reminderDays', 'Each reminder day may be given once');
  return days.sort((a, b) => a - b);
}

/** The step due today: the latest of the schedule's days that has come for this due date (null: none yet). */
export function stepDue(days: readonly number[], dueDate: string, today: string): number | null {
  const reached = days.filter((d) => addDays(dueDate, d) <= today);
  return reached.length ? reached[reached.length - 1] : null;
}

/** Installments a mandate will debit (or has): their reminders wait unless the debit is skipped or fails. */
async function coveredByMandate(ctx: RequestContext, installmentIds: number[]): Promise<Set<number>> {
  if (installmentIds.length === 0) return new Set();
  const noticed = await ctx.db
    .select({ id: autopayDebits.studentInstallmentId, status: autopayDebits.status })
    .from(autopayDebits)
    .where(inArray(autopayDebits.studentInstallmentId, installmentIds));
  const released = new Set(
    noticed.filter((d) => ['SKIPPED', 'FELL_BACK', 'CANCELLED', 'REFUND_DUE'].includes(d.status)).map((d) => d.id),
  );
  const live = await ctx.db
    .select({ id: studentInstallments.id })
    .from(studentInstallments)
    .innerJoin(autopayMandates, eq(autopayMandates.studentFeePlanId, studentInstallments.studentFeePlanId))
    .where(
      and(
        inArray(studentInstallments.id, installmentIds),
        eq(autopayMandates.status, 'ACTIVE'),
        sql`${owedSql} <= ${autopayMandates.capPaise}`,
      ),
    );
  const covered = new Set(noticed.filter((d) => !released.has(d.id)).map((d) => d.id));
  for (const l of live) if (!released.has(l.id)) covered.add(l.id);
  return covered;
}

/**
 * The day's fee reminders: for each unpaid installment of an active plan, the latest step of its centre's
 * schedule that has come (days before or after the due date), once per step, in each parent's language. An
 * installment paid (or with desk money waiting for approval to cover it) is not reminded, nor one a mandate
 * will debit. Answers how many families were reminded.
 */
export async function sendFeeReminders(ctx: RequestContext, now: Date): Promise<number> {
  const today = todayInIndia(now);
  const rows = await ctx.db
    .select({
      id: studentInstallments.id,
      label: studentInstallments.label,
      dueDate: studentInstallments.dueDate,
      franchiseeId: studentInstallments.franchiseeId,
      studentAdmissionId: studentInstallments.studentAdmissionId,
      referenceId: studentFeePlans.referenceId,
      child: studentFeePlans.studentName,
      reminderDays: feeSettings.reminderDays,
    })
    .from(studentInstallments)
    .innerJoin(studentFeePlans, eq(studentFeePlans.id, studentInstallments.studentFeePlanId))
    .leftJoin(feeSettings, eq(feeSettings.franchiseeId, studentInstallments.franchiseeId))
    .where(
      fenced(
        ctx,
        studentInstallments.franchiseeId,
        eq(studentFeePlans.status, 'ACTIVE'),
        gt(owedSql, sql`0`),
        lte(studentInstallments.dueDate, addDays(today, MAX_OFFSET)),
      ),
    )
    .orderBy(studentInstallments.dueDate, studentInstallments.id);
  const steps = new Map<number, number>();
  for (const r of rows) {
    let days: number[];
    try {
      days = parseReminderDays(r.reminderDays);
    } catch {
      days = [...DEFAULT_REMINDER_DAYS];
    }
    const step = stepDue(days, r.dueDate, today);
    if (step !== null) steps.set(r.id, step);
  }
  const sent = await ctx.db
    .select({ id: feeReminders.studentInstallmentId, offset: feeReminders.offsetDays })
    .from(feeReminders)
    .where(and(inArray(feeReminders.studentInstallmentId, [...steps.keys(), 0]), eq(feeReminders.kind, 'SCHEDULE')));
  // A step is sent once; a later step already sent (the schedule changed) is not followed by an earlier one.
  for (const s of sent) if ((steps.get(s.id) ?? Infinity) <= s.offset) steps.delete(s.id);
  const covered = await coveredByMandate(ctx, [...steps.keys()]);
  let reminded = 0;
  for (const r of rows) {
    const step = steps.get(r.id);
    if (step === undefined || covered.has(r.id)) continue;
    const target = await resolveTarget(ctx, r.referenceId, r.id).catch(() => null);
    if (!target || target.duePaise <= 0) continue;
    reminded += await inTransaction(ctx, async (ctx) => {
      const parents = await parentsOf(ctx.db, r.studentAdmissionId);
      const [row] = await ctx.db
        .insert(feeReminders)
        .values({
          franchiseeId: r.franchiseeId,
          studentInstallmentId: r.id,
          studentAdmissionId: r.studentAdmissionId,
          kind: 'SCHEDULE',
          offsetDays: step,
          outstandingPaise: target.duePaise,
          sentOn: today,
          recipients: parents.length,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) return 0;
      const words = {
        child: r.child,
        installment: r.label,
        head: target.feeHeadName,
        amount: formatPaise(target.duePaise),
        date: formatDate(r.dueDate),
      };
      const body = step < 0 ? 'reminderBefore' : step === 0 ? 'reminderToday' : 'reminderOverdue';
      await tellEach(
        ctx.db,
        parents,
        (language) => ({
          subject: feeMessage(language, 'reminderSubject', words),
          body: feeMessage(language, body, words),
          phone: {
            template: 'FEE_DUE',
            params: [words.child, words.amount, words.installment, words.date],
            franchiseeId: r.franchiseeId,
          },
        }),
        FEES_PUSH,
      );
      return 1;
    });
  }
  return reminded;
}
