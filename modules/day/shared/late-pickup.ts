/**
 * The late-pickup fee: head office's rule per centre (closing time, grace, interval, fee per started interval and
 * its fee head) and the fee a late check-out bills through finance's one-off charge.
 */
import { defineEndpoint, recordId } from '@portal/core';
import { z } from 'zod';

export const LATE_PICKUP_MODULES = {
  /** The centres' late-pickup rules (head office writes them, the centres read them). */
  SETTINGS: 'dayLatePickup',
  /** The centre's late fees of the day, and waiving one. */
  FEES: 'dayLateFees',
} as const;

export interface LatePickupRule {
  /** HH:MM, India time. */
  closingTime: string;
  graceMinutes: number;
  intervalMinutes: number;
  feePaise: number;
}

/** Whole minutes from the centre's closing (India time) on `day` to `at`; negative before closing. */
export function minutesAfterClosing(rule: Pick<LatePickupRule, 'closingTime'>, day: string, at: Date): number {
  const closing = Date.parse(`${day}T${rule.closingTime}:00+05:30`);
  return Math.floor((at.getTime() - closing) / 60_000);
}

/**
 * The fee for a child collected `minutesLate` whole minutes after closing: nothing within the grace period, then
 * the fee for every started interval beyond it (grace 15, interval 15: 16 to 30 minutes late is one interval).
 */
export function lateFee(rule: LatePickupRule, minutesLate: number): number {
  const beyond = minutesLate - rule.graceMinutes;
  if (beyond <= 0) return 0;
  return Math.ceil(beyond / rule.intervalMinutes) * rule.feePaise;
}

export const LATE_FEE_STATUSES = ['BILLED', 'WAIVED'] as const;

/** A child's late-pickup fee of the day, as the roster and the check-out answer show it. */
export const lateFeeRow = z.object({
  id: z.number(),
  feePaise: z.number(),
  minutesLate: z.number(),
  status: z.enum(LATE_FEE_STATUSES),
});

export const waiveLateFeeInput = z.strictObject({
  reason: z
    .string({ error: 'Give the reason for waiving the fee' })
    .trim()
    .min(3, { error: 'Give the reason for waiving the fee' })
    .max(300, { error: 'The reason can have at most 300 characters' }),
});

export const waiveLateFee = defineEndpoint({
  method: 'POST',
  path: '/api/day/late-fees/:id/waive',
  module: LATE_PICKUP_MODULES.FEES,
  tags: ['Day'],
  summary: 'Waives a late-pickup fee: finance reverses its charge on the child’s account, with the reason',
  params: z.object({ id: recordId }),
  body: waiveLateFeeInput,
  response: lateFeeRow,
});
