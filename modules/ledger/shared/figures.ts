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
