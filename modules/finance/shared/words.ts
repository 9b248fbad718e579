/**
 * The words the portal writes on a child's account (an installment's label, a charge's description): kept in English
 * as the ledger and the office read them, written here once and taken apart here again, so that a parent's screen
 * says them in the parent's language through its catalogue. A text written by a person is none of these and is shown
 * as written.
 */

import { BUILT_IN_FEE_HEADS } from '@portal/mod-ledger/shared';

/**
 * A fee head the portal named (a built-in head head office has not renamed): its code, so the reader's catalogue says
 * it; a head named by head office is shown as named (null).
 */
export function builtInFeeHead(code: string, name: string): string | null {
  return BUILT_IN_FEE_HEADS.some((h) => h.code === code && h.name === name) ? code : null;
}

/** An installment's label as a plan writes it: 'Full payment', 'From joining' (a mid-year child's), 'Installment 2'. */
export type InstallmentWords = { key: 'fullPayment' } | { key: 'fromJoining' } | { key: 'installmentN'; n: number };

export const FULL_PAYMENT = 'Full payment';
export const FROM_JOINING = 'From joining';
export const installmentLabelOf = (n: number) => `Installment ${n}`;

export function installmentWords(label: string): InstallmentWords | null {
  if (label === FULL_PAYMENT) return { key: 'fullPayment' };
  if (label === FROM_JOINING) return { key: 'fromJoining' };
  const n = /^Installment (\d+)$/.exec(label)?.[1];
  return n ? { key: 'installmentN', n: Number(n) } : null;
}

/** A charge's description as the portal writes it: a late pickup (day's) or a late fee on an installment. */
export type ChargeWords =
  | { key: 'latePickup'; date: string; time: string; minutes: number }
  | { key: 'lateFee'; installment: string; date: string };

/** "Late pickup on 21-11-2026: collected at 06:26 PM, 26 minutes after closing" (date DD-MM-YYYY, time hh:mm A). */
export function latePickupDescription(date: string, time: string, minutes: number): string {
  return `Late pickup on ${date}: collected at ${time}, ${minutes} minutes after closing`;
}

/** "Late fee: Installment 2 was due on 10-07-2026" (the due date DD-MM-YYYY). */
export function lateFeeDescription(installment: string, dueDate: string): string {
  return `Late fee: ${installment} was due on ${dueDate}`;
}

export function chargeWords(description: string): ChargeWords | null {
  const late =
    /^Late pickup on (\d{2}-\d{2}-\d{4}): collected at (\d{2}:\d{2} [AP]M), (\d+) minutes after closing$/.exec(
      description,
    );
  if (late) return { key: 'latePickup', date: late[1], time: late[2], minutes: Number(late[3]) };
  const fee = /^Late fee: (.+) was due on (\d{2}-\d{2}-\d{4})$/.exec(description);
  if (fee) return { key: 'lateFee', installment: fee[1], date: fee[2] };
  return null;
}
