import { eq } from 'drizzle-orm';
import { defineResource, type RequestContext } from '@portal/kit';
import { LEDGER_MODULES } from '../shared/accounts.ts';
import { feeHeads } from './schema.ts';

/**
 * Head office's fee heads. A head's code is fixed once created: the ledger's lines carry it. Whether
 * desk payments of a head wait for finance's approval is a setting whose changes the audit log keeps.
 */
export const feeHeadResource = defineResource({
  name: 'fee-head',
  label: 'Fee head',
  module: LEDGER_MODULES.LEDGER,
  scope: 'global',
  table: feeHeads,
  titleField: 'name',
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
  list: {
    columns: ['name', 'deskNeedsApproval', 'countsFor80c', 'isActive'],
    search: ['name', 'code'],
    filters: ['isActive'],
    defaultSort: { field: 'name', dir: 'asc' },
  },
  remove: 'archive',
  example: { code: 'SUMMER_CAMP', name: 'Summer camp', deskNeedsApproval: true },
});

export interface FeeHead {
  code: string;
  name: string;
  deskNeedsApproval: boolean;
}

/** One head by its code; an unknown code reads as its own name and needs approval (the safe side). */
export async function feeHead(ctx: Pick<RequestContext, 'db'>, code: string): Promise<FeeHead> {
  const [row] = await ctx.db
    .select({ code: feeHeads.code, name: feeHeads.name, deskNeedsApproval: feeHeads.deskNeedsApproval })
    .from(feeHeads)
    .where(eq(feeHeads.code, code));
  return row ?? { code, name: code, deskNeedsApproval: true };
}
