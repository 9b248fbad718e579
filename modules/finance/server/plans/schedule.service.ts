import { dateMessage, isRealDate } from '@portal/core';
import { eq } from 'drizzle-orm';
import { badRequest, type RequestContext } from '@portal/kit';
import { percentOf, splitEqually } from '@portal/core';
import { feePlanInstallments } from '../schema.ts';
import { FULL_PAYMENT, installmentLabelOf } from '../../shared/words.ts';

export interface ScheduledInstallment {
  seq: number;
  label: string;
  dueDate: string;
  amountPaise: number;
  royaltyPaise: number;
}

/** Adds whole months, keeping the day but never running past the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  // Past the calendar's range the date is invalid: '' is not a real date, so callers refuse it.
  return Number.isNaN(target.getTime()) ? '' : target.toISOString().slice(0, 10);
}

/**
 * A plan's installments: equal parts with the remainder paise on the first, due
 * every intervalMonths from the first due date; each carries its royalty share
 * (the plan's basis points of the installment, half-up to the paisa).
 */
export function scheduleFor(p: {
  totalPaise: number;
  count: number;
  royaltyBp: number;
  firstDueDate: string;
  intervalMonths: number;
}): ScheduledInstallment[] {
  if (!isRealDate(p.firstDueDate)) {
    const message = p.firstDueDate ? dateMessage('First due date') : 'First due date is required';
    throw badRequest(message, { firstDueDate: message });
  }
  if (p.count > p.totalPaise)
    throw badRequest('Each installment must be at least one paisa', {
      installmentCount: 'Too many installments for this total',
    });
  const lastDue = addMonths(p.firstDueDate, (p.count - 1) * p.intervalMonths);
  if (!isRealDate(lastDue))
    throw badRequest('The schedule runs past the year 9999: choose fewer installments or a shorter interval', {
      firstDueDate: 'The last installment would fall after 9999-12-31',
    });
  return splitEqually(p.totalPaise, p.count).map((amountPaise, i) => ({
    seq: i + 1,
    label: p.count === 1 ? FULL_PAYMENT : installmentLabelOf(i + 1),
    dueDate: addMonths(p.firstDueDate, i * p.intervalMonths),
    amountPaise,
    royaltyPaise: percentOf(amountPaise, p.royaltyBp),
  }));
}

export async function replaceInstallments(
  ctx: RequestContext,
  planId: number,
  schedule: ScheduledInstallment[],
  franchiseeId: number,
): Promise<void> {
  await ctx.db.delete(feePlanInstallments).where(eq(feePlanInstallments.planId, planId));
  await ctx.db.insert(feePlanInstallments).values(schedule.map((s) => ({ ...s, planId, franchiseeId })));
}
