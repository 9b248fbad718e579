import { eq } from 'drizzle-orm';
import { franchisees } from '@portal/mod-org/server';
import { financialYear, todayInIndia } from '@portal/core';
import { nextDocumentNumber } from '@portal/mod-ledger/server';
import type { RequestContext } from '@portal/kit';

/**
 * Gap-free numbers per centre and financial year: 'BLR-001/KO/2026-27/0007'. KO orders, KI kit invoices and DC
 * challans of head office's sales to a centre; SI the centre's own tax invoices to families.
 */
export async function nextNumber(
  ctx: RequestContext,
  franchiseeId: number,
  series: 'KO' | 'KI' | 'DC' | 'SI',
): Promise<string> {
  const fy = financialYear(todayInIndia());
  const [f] = await ctx.db.select({ code: franchisees.code }).from(franchisees).where(eq(franchisees.id, franchiseeId));
  const n = await nextDocumentNumber(ctx.db, franchiseeId, fy, `KIT-${series}`);
  return `${f.code}/${series}/${fy}/${String(n).padStart(4, '0')}`;
}
