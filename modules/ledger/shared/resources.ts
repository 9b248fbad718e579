import { resourceShape } from '@portal/core';
import { LEDGER_MODULES } from './accounts.ts';

/**
 * Head office's fee heads. A head's code is fixed once created: the ledger's lines carry it. Whether
 * desk payments of a head wait for finance's approval is a setting whose changes the audit log keeps.
 */
export const feeHeadShape = resourceShape({
  name: 'fee-head',
  label: 'Fee head',
  module: LEDGER_MODULES.LEDGER,
  fields: {
    code: {
      kind: 'text',
      label: 'Code',
      required: true,
      createOnly: true,
      max: 40,
      pattern: '^[A-Z][A-Z0-9_]{1,39}$',
      patternMessage: 'Code must be capital letters, digits and _ (like LATE_PICKUP)',
    },
    name: { kind: 'text', label: 'Fee head', required: true, max: 80 },
    deskNeedsApproval: {
      kind: 'boolean',
      label: 'Desk payments wait for finance approval',
      default: true,
      help: 'When off, money taken at the desk is receipted and posted at once',
    },
    countsFor80c: {
      kind: 'boolean',
      label: 'Counts for §80C',
      default: false,
      help: 'Tuition counts for the income-tax deduction; development fees, donations, transport and kits do not',
    },
    isActive: { kind: 'boolean', label: 'Active', default: true },
  },
});
