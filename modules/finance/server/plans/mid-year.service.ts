import { eq } from 'drizzle-orm';
import { percentOf, splitByWeights, isOneOf } from '@portal/core';
import type { RequestContext } from '@portal/kit';
import { MID_YEAR_RULES, type MidYearRule } from '../../shared/index.ts';
import { feeSettings } from '../schema.ts';
import { FROM_JOINING } from '../../shared/words.ts';

export interface PlannedInstallment {
  seq: number;
  label: string;
  dueDate: string;
  amountPaise: number;
  royaltyPaise: number;
}

/** The centre's rule for a child admitted after the year began (its fee setting; from the joining month if unset). */
export async function midYearRuleOf(ctx: RequestContext, franchiseeId: number): Promise<MidYearRule> {
  const [row] = await ctx.db
    .select({ rule: feeSettings.midYearRule })
    .from(feeSettings)
    .where(eq(feeSettings.franchiseeId, franchiseeId));
  const rule = row?.rule;
  return isOneOf(MID_YEAR_RULES, rule) ? rule : 'FROM_JOINING_MONTH';
}

/** Calendar months from a's month to b's month, both counted (2026-11-20 → 2027-03-31: 5). */
export function monthsBetween(a: string, b: string): number {
  const [ay, am] = a.split('-').map(Number);
  const [by, bm] = b.split('-').map(Number);
  return (by - ay) * 12 + (bm - am) + 1;
}

/**
 * A child's installments of a plan, by the day they joined. Joining before any installment fell due
 * changes nothing. Otherwise:
 * - FROM_JOINING_MONTH: the child is billed the plan's share of the months from the joining month to the
 *   year's end (half-up to the paisa), spread over the installments not yet due in proportion to their
 *   amounts (largest remainder); with none left, one installment due on the joining day.
 * - FULL_YEAR: the whole plan is billed, and what fell due before the child joined is due on the joining day.
 * Either way no installment is due before the child was there. `rule` is null when nothing changed.
 */
export function installmentsForJoining(p: {
  schedule: PlannedInstallment[];
  royaltyBp: number;
  joinedOn: string;
  yearStart: string;
  yearEnd: string;
  rule: MidYearRule;
}): { installments: PlannedInstallment[]; rule: MidYearRule | null } {
  const past = p.schedule.filter((s) => s.dueDate < p.joinedOn);
  if (past.length === 0) return { installments: p.schedule, rule: null };
  if (p.rule === 'FULL_YEAR')
    return {
      installments: p.schedule.map((s) => (s.dueDate < p.joinedOn ? { ...s, dueDate: p.joinedOn } : s)),
      rule: p.rule,
    };
  const total = p.schedule.reduce((a, s) => a + s.amountPaise, 0);
  const yearMonths = monthsBetween(p.yearStart, p.yearEnd);
  const joinedMonth = p.joinedOn < p.yearStart ? p.yearStart : p.joinedOn;
  const stayMonths = Math.max(1, Math.min(yearMonths, monthsBetween(joinedMonth, p.yearEnd)));
  // Exact integer half-up of total × stay / year.
  const billed = Math.floor((2 * total * stayMonths + yearMonths) / (2 * yearMonths));
  const ahead = p.schedule.filter((s) => s.dueDate >= p.joinedOn);
  const slots = ahead.length
    ? ahead
    : [{ seq: 1, label: FROM_JOINING, dueDate: p.joinedOn, amountPaise: 1, royaltyPaise: 0 }];
  const shares = splitByWeights(
    billed,
    slots.map((s) => s.amountPaise),
  );
  return {
    installments: slots.map((s, i) => ({
      ...s,
      seq: i + 1,
      amountPaise: shares[i],
      royaltyPaise: percentOf(shares[i], p.royaltyBp),
    })),
    rule: p.rule,
  };
}
