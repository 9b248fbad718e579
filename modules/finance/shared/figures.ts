import { defineFigure, figurePercent } from '@portal/core';

/** Finance's money figures: declared once, served by the money service, asked for by key everywhere. */
export const FEES_COLLECTED = defineFigure({
  key: 'fees.collected',
  label: 'Fees collected, all heads',
  definition:
    'Payments of every fee head (tuition, form fees, transport, …) posted to the books on a day of the period, less ' +
    'the refunds and reversals posted on a day of it: the same lines of the ledger the royalty base counts. Money ' +
    'waiting for approval is not collected yet.',
  owner: 'finance',
  unit: 'paise',
  scopes: ['child', 'centre', 'network'],
  period: 'days',
});

export const FEES_OVERDUE = defineFigure({
  key: 'fees.overdue',
  label: 'Fees overdue',
  definition: 'What is still owed (billed less concession less paid) on installments that fell due before the day.',
  owner: 'finance',
  unit: 'paise',
  scopes: ['child', 'centre', 'network'],
  period: 'day',
});

export const FEES_BILLED = defineFigure({
  key: 'fees.billed',
  label: 'Fees billed, all plans and charges',
  definition: "The child's fee plans' totals and the one-off charges still standing.",
  owner: 'finance',
  unit: 'paise',
  scopes: ['child'],
  period: 'days',
});

export const FEES_CONCESSION = defineFigure({
  key: 'fees.concession',
  label: 'Concessions granted',
  definition: "Concessions approved on the child's installments.",
  owner: 'finance',
  unit: 'paise',
  scopes: ['child'],
  period: 'days',
});

export const FEES_OUTSTANDING = defineFigure({
  key: 'fees.outstanding',
  label: 'Fees outstanding',
  definition: 'Billed less concession less paid, on every installment, and the one-off charges still due.',
  owner: 'finance',
  unit: 'paise',
  scopes: ['child'],
  period: 'days',
});

export const FEES_COLLECTION_RATE = defineFigure({
  key: 'fees.collectionRate',
  label: 'Fee collection rate, collected against fallen due',
  definition:
    'Fees collected in the month (every head, refunds netted, as Fees collected counts them) against what fell due ' +
    'in it (billed less concession on the installments due in the month), at most 100; 100 when money came in and ' +
    'nothing fell due; no figure when nothing fell due and nothing came in.',
  owner: 'finance',
  unit: 'percent',
  scopes: ['centre', 'network'],
  period: 'month',
});

/** The collection rate from what was collected and what fell due (the one rounding and cap every reader uses). */
export function collectionRate(collectedPaise: number, duePaise: number): number | null {
  if (duePaise <= 0) return collectedPaise > 0 ? 100 : null;
  return Math.min(100, figurePercent(Math.max(collectedPaise, 0), duePaise) ?? 0);
}

export const FINANCE_FIGURES = [
  FEES_COLLECTED,
  FEES_OVERDUE,
  FEES_BILLED,
  FEES_CONCESSION,
  FEES_OUTSTANDING,
  FEES_COLLECTION_RATE,
];
