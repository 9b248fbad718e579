import { and, eq, min, ne } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { enquiries, enquiryFollowUps } from '../schema.ts';
import { enquiriesChange } from './kept-buckets.ts';

/** Keeps the enquiry's next follow-up date at its earliest open follow-up. */
export async function refreshNextFollowUp(ctx: RequestContext, enquiryId: number, excludeId?: number): Promise<void> {
  const conds = [eq(enquiryFollowUps.enquiryId, enquiryId), eq(enquiryFollowUps.status, 'Open')];
  if (excludeId) conds.push(ne(enquiryFollowUps.id, excludeId));
  const [{ next }] = await ctx.db
    .select({ next: min(enquiryFollowUps.followUpDate) })
    .from(enquiryFollowUps)
    .where(and(...conds));
  await enquiriesChange(ctx.db, [enquiryId], () =>
    ctx.db
      .update(enquiries)
      .set({ nextFollowUpDate: next ?? null, updatedAt: new Date() })
      .where(eq(enquiries.id, enquiryId)),
  );
}
