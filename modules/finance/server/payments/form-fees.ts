import { eq } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import type { CentreFormFee } from '@portal/mod-enquiry/server';
import { feeSettings } from '../schema.ts';

/**
 * What a centre charges with each of an enquiry's forms, from its fee settings (nothing for a centre without
 * settings): the application, registration and admission fees a counsellor's form carries unless she gives
 * another.
 */
export const centreFormFee: CentreFormFee = async (ctx: RequestContext, franchiseeId, type) => {
  const [settings] = await ctx.db
    .select({
      APPLICATION: feeSettings.applicationFeePaise,
      REGISTRATION: feeSettings.registrationFeePaise,
      ADMISSION: feeSettings.admissionFeePaise,
    })
    .from(feeSettings)
    .where(eq(feeSettings.franchiseeId, franchiseeId));
  return settings?.[type] ?? 0;
};
