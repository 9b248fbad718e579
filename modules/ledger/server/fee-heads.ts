import { eq } from 'drizzle-orm';
import { defineResource, type RequestContext } from '@portal/kit';
import { feeHeads } from './schema.ts';
import { feeHeadShape } from '../shared/resources.ts';

/**
 * Head office's fee heads. A head's code is fixed once created: the ledger's lines carry it. Whether
 * desk payments of a head wait for finance's approval is a setting whose changes the audit log keeps.
 */
export const feeHeadResource = defineResource({
  ...feeHeadShape,
  scope: 'global',
  table: feeHeads,
  titleField: 'name',
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
