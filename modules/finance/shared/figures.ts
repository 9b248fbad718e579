import { defineFigure } from '@portal/core';

/** Finance's money figures: declared once, served by the money service, asked for by key everywhere. */
export const FEES_COLLECTED = defineFigure({
  key: 'fees.collected',
  label: 'Fees collected, all heads',
  definition:
    'Payments of every fee head (tuition, form fees, transport, …) confirmed on a day of the period, less the ' +
    'payments refunded on a day of it. Money waiting for approval is not collected yet.',
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

export const FINANCE_FIGURES = [FEES_COLLECTED, FEES_OVERDUE, FEES_BILLED, FEES_CONCESSION, FEES_OUTSTANDING];
