import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { serveFigure, type FigurePeriod, type FigureScope, type RequestContext } from '@portal/kit';
import { ENQUIRY_LEADS, ENQUIRY_YET_TO_CALL, stagesOfBucket, STAGE } from '../../shared/index.ts';
import { dueFollowUpCount } from '../followups/buckets.ts';
import { enquiries } from '../schema.ts';
import { enquiryConditions, type EnquiryFilters } from './filters.ts';

const OPEN_STAGES = [...stagesOfBucket('cold'), ...stagesOfBucket('warm'), ...stagesOfBucket('hot')];

type CountFilters = Pick<EnquiryFilters, 'franchiseeID' | 'academicYearID' | 'fromDate' | 'toDate'>;

/** Leads are admission enquiries: a service enquiry (transport) is counted on the service dashboard only. */
const leadsOf = (ctx: RequestContext, f: CountFilters) => enquiryConditions(ctx, { ...f, enquiryType: 'ADMISSION' });

/** Leads received in the filters' period, and of them those still at Yet to call (the figures of shared/figures.ts). */
export async function leadCount(ctx: RequestContext, f: CountFilters, yetToCall = false): Promise<number> {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(enquiries)
    .where(and(leadsOf(ctx, f), yetToCall ? eq(enquiries.stage, STAGE.YET_TO_CALL) : undefined));
  return Number(r.n);
}

/**
 * The header figures of the enquiry screens, over leads (admission enquiries): every lead; leads still to call;
 * open leads with a follow-up planned; and those due today or overdue (the follow-up screen's 'due' list).
 */
export async function enquiryCount(ctx: RequestContext, f: CountFilters) {
  const base = leadsOf(ctx, f);
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
    totalLeadCount: await leadCount(ctx, f),
    yetToCallCount: await leadCount(ctx, f, true),
    followUpLeadCount: await n(open, isNotNull(enquiries.nextFollowUpDate)),
    todaysFollowUpCount: await dueFollowUpCount(ctx, f),
  };
}

/** The enquiry figures, served for the registry: the year is the shell's, as on the enquiry screens. */
export function serveEnquiryFigures() {
  const filters = (ctx: RequestContext, s: FigureScope, p: FigurePeriod): CountFilters => ({
    franchiseeID: s.franchiseeId,
    academicYearID: ctx.academicYearId ?? undefined,
    fromDate: p.from,
    toDate: p.to,
  });
  serveFigure(ENQUIRY_LEADS, (ctx, s, p) => leadCount(ctx, filters(ctx, s, p)));
  serveFigure(ENQUIRY_YET_TO_CALL, (ctx, s, p) => leadCount(ctx, filters(ctx, s, p), true));
}
