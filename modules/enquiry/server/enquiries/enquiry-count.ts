import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { stagesOfBucket, STAGE } from '../../shared/index.ts';
import { dueFollowUpCount } from '../followups/buckets.ts';
import { enquiries } from '../schema.ts';
import { enquiryConditions, type EnquiryFilters } from './filters.ts';

const OPEN_STAGES = [...stagesOfBucket('cold'), ...stagesOfBucket('warm'), ...stagesOfBucket('hot')];

/**
 * The header figures of the enquiry screens: every lead; leads still to call; open leads
 * with a follow-up planned; and those due today or overdue (the follow-up screen's 'due' list).
 */
export async function enquiryCount(ctx: RequestContext, f: Pick<EnquiryFilters, 'franchiseeID' | 'academicYearID'>) {
  const base = enquiryConditions(ctx, f);
  const n = async (...extra: Parameters<typeof and>) =>
    Number(
      (
        await ctx.db
          .select({ n: count() })
          .from(enquiries)
          .where(and(base, ...extra))
      )[0].n,
    );
  const open = inArray(enquiries.stage, OPEN_STAGES);
  return {
    totalLeadCount: await n(),
    yetToCallCount: await n(eq(enquiries.stage, STAGE.YET_TO_CALL)),
    followUpLeadCount: await n(open, isNotNull(enquiries.nextFollowUpDate)),
    todaysFollowUpCount: await dueFollowUpCount(ctx, f),
  };
}
