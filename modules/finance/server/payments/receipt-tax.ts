import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { taxSettings } from '../schema.ts';

/** The supply each fee head's payment is, as the tax settings name it (heads not listed carry no tax line). */
const SUPPLY_OF_HEAD: Record<string, string> = {
  TUITION: 'TUITION',
  APPLICATION_FEE: 'APPLICATION',
  REGISTRATION_FEE: 'APPLICATION',
  ADMISSION_FEE: 'APPLICATION',
  KIT: 'KIT',
};

/**
 * The tax line of a receipt for a fee head, from head office's tax settings: the supply as named there, its SAC
 * (or HSN) code and GST rate ('Pre-school education (exempt), SAC 999210, GST 0%'); none when the head's supply has
 * no active setting.
 */
export async function receiptTaxLine(ctx: Pick<RequestContext, 'db'>, feeHeadCode: string): Promise<string | null> {
  const supply = SUPPLY_OF_HEAD[feeHeadCode];
  if (!supply) return null;
  const [setting] = await ctx.db
    .select({ label: taxSettings.label, sacCode: taxSettings.sacCode, gstRateBp: taxSettings.gstRateBp })
    .from(taxSettings)
    .where(and(eq(taxSettings.type, supply), eq(taxSettings.isActive, true)));
  if (!setting) return null;
  const code = setting.sacCode ? `, SAC ${setting.sacCode}` : '';
  return `${setting.label}${code}, GST ${setting.gstRateBp / 100}%`;
}
