import { z } from 'zod';

/**
 * Money rules of the portal. Every amount is an integer number of paise; a rupee
 * amount never exists as a float anywhere in the books.
 *
 * Rounding rules (tested in modules/ledger/test/money.test.ts, where the books use them):
 * - A percentage is held in basis points (1 % = 100 bp) and applied with
 *   half-up rounding to the paisa: 12.5 paise becomes 13, 12.49 becomes 12.
 * - Splitting an amount into n installments gives each floor(amount / n) and the
 *   remainder paise go to the first installment, so the parts always add up.
 * - Splitting an amount in proportion to weights (a concession spread over
 *   installments) uses the largest-remainder method: shares are floored and the
 *   paise left over go one each to the largest fractional parts, earliest first.
 */

export function assertPaise(value: number, label = 'Amount'): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} must be a whole number of paise`);
}

/** amount × bp / 10 000, rounded half-up to the paisa (amounts are never negative here). */
export function percentOf(amountPaise: number, basisPoints: number): number {
  assertPaise(amountPaise);
  if (!Number.isInteger(basisPoints)) throw new RangeError('A percentage must be in whole basis points');
  // Integer arithmetic: (a·bp + 5 000) div 10 000 is half-up for non-negative values.
  const product = BigInt(amountPaise) * BigInt(basisPoints);
  const sign = product < 0n ? -1n : 1n;
  const abs = product * sign;
  return Number(sign * ((abs + 5_000n) / 10_000n));
}

/** Equal parts; the remainder paise go to the first part. */
export function splitEqually(amountPaise: number, parts: number): number[] {
  assertPaise(amountPaise);
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError('Parts must be at least 1');
  const base = Math.floor(amountPaise / parts);
  const out = Array.from({ length: parts }, () => base);
  out[0] += amountPaise - base * parts;
  return out;
}

/** Shares of amount in proportion to weights (largest remainder; ties to the earliest). */
export function splitByWeights(amountPaise: number, weights: readonly number[]): number[] {
  assertPaise(amountPaise);
  const total = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amountPaise : 0));
  const exact = weights.map((w) => BigInt(amountPaise) * BigInt(w));
  const floors = exact.map((e) => Number(e / BigInt(total)));
  const remainders = exact.map((e, i) => ({ i, r: Number(e % BigInt(total)) }));
  let left = amountPaise - floors.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left <= 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors;
}

/** '1234.50' for documents and gateways that want rupees as text. */
export function paiseToRupeesText(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rupees as a number with 2 decimals (the e-invoice schema's amount type). */
export function paiseToRupees(paise: number): number {
  return Number(paiseToRupeesText(paise));
}

/** 'Rs. 1,23,456.50': the PDFs' standard fonts have no rupee sign. */
export function formatRs(paise: number): string {
  const text = paiseToRupeesText(Math.abs(paise));
  const [whole, frac] = text.split('.');
  return `${paise < 0 ? '-' : ''}Rs. ${Number(whole).toLocaleString('en-IN')}.${frac}`;
}

/**
 * An amount as an input schema: integer paise on the wire, described to people in rupees (the screens
 * take rupees and send paise, so a fraction of a paisa means more than two decimals were typed).
 */
export function paiseAmount(label = 'Amount') {
  return z
    .number({ error: `${label} must be an amount in rupees` })
    .int({ error: `${label} can have at most 2 decimals` });
}
