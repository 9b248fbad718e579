import { defineFigure } from '@portal/core';

/** The royalty base: what a centre's agreement charges royalty on, from the ledger's kept collection summaries. */
export const ROYALTY_BASE = defineFigure({
  key: 'royalty.base',
  label: 'Tuition collected, royalty base',
  definition:
    "Collections of the fee heads the centre's royalty agreement bears (tuition by default) in the month, less " +
    'refunds of those heads in it, from the postings on the students’ receivable; form fees and transport are ' +
    'not in it.',
  owner: 'ledger',
  unit: 'paise',
  scopes: ['centre'],
  period: 'month',
});

/** Days a royalty invoice gives the centre to pay, from its date. */
export const ROYALTY_DAYS_TO_PAY = 15;

export const ROYALTY_PAID_ON_TIME = defineFigure({
  key: 'royalty.paidOnTime',
  label: 'Royalty paid on time',
  definition:
    `Of the royalty invoices for the month whose ${ROYALTY_DAYS_TO_PAY} days to pay have run, the share the centre ` +
    'had settled by then: its payments and credit notes to head office dated by that day cover everything its ' +
    'franchisee ledger owed up to the invoice (oldest first). No invoice due yet, no figure.',
  owner: 'ledger',
  unit: 'percent',
  scopes: ['centre', 'network'],
  period: 'month',
});
