import { and, count, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@portal/db';
import { franchiseeFence, serveFigure, type FigurePeriod, type FigureScope, type RequestContext } from '@portal/kit';
import { figurePercent } from '@portal/core';
import { ENQUIRY_CONVERSION, ENQUIRY_LEADS, ENQUIRY_YET_TO_CALL, stagesOfBucket, STAGE } from '../../shared/index.ts';
import { dueFollowUpCount } from '../followups/buckets.service.ts';
import { enquiries, enquiryCounts } from '../schema.ts';
import { enquiryConditions, type EnquiryFilters } from './filters.ts';

const OPEN_STAGES = [...stagesOfBucket('cold'), ...stagesOfBucket('warm'), ...stagesOfBucket('hot')];

type CountFilters = Pick<EnquiryFilters, 'franchiseeID' | 'academicYearID' | 'fromDate' | 'toDate'>;

/** Leads are admission enquiries: a service enquiry (transport) is counted on the service dashboard only. */
export const LEAD_TYPE = 'ADMISSION';
const leadsOf = (ctx: RequestContext, f: CountFilters) => enquiryConditions(ctx, { ...f, enquiryType: LEAD_TYPE });

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
  serveFigure(ENQUIRY_CONVERSION, async (ctx, s, p) => {
    const f = filters(ctx, s, p);
    const [r] = await ctx.db
      .select({
        leads: count(),
        admitted: sql<number>`count(*) filter (where ${enquiries.stage} = ${STAGE.ADMISSION_CONFIRMED})`,
      })
      .from(enquiries)
      .where(leadsOf(ctx, f));
    return figurePercent(Number(r.admitted), Number(r.leads));
  });
}

/** What the kept counts are counted by. */
export type EnquiryCountDimension = 'stage' | 'source';

/** The kept counts of leads: admission enquiries, as the enquiry screens and the declared figures count them. */
const keptIn = (ctx: RequestContext, dimension: EnquiryCountDimension, f: EnquiryCountFilters) =>
  and(
    franchiseeFence(ctx, enquiryCounts.franchiseeId, f.franchiseeId),
    f.yearId ? eq(enquiryCounts.academicYearId, f.yearId) : undefined,
    eq(enquiryCounts.enquiryType, LEAD_TYPE),
    eq(enquiryCounts.dimension, dimension),
    gt(enquiryCounts.n, 0),
  );

export interface EnquiryCountFilters {
  franchiseeId?: number;
  yearId: number | null;
}

/**
 * A year's leads (admission enquiries, as `enquiries.leads` counts them) by stage or by source inside the caller's
 * fence, all centres together: read from the counts PostgreSQL keeps as enquiries are written (`enquiry_counts`), a
 * few rows per centre.
 */
export async function enquiryCountsBy(
  ctx: RequestContext,
  dimension: EnquiryCountDimension,
  f: EnquiryCountFilters,
): Promise<{ key: string; n: number }[]> {
  return ctx.db
    .select({ key: enquiryCounts.value, n: sql<number>`sum(${enquiryCounts.n})::int` })
    .from(enquiryCounts)
    .where(keptIn(ctx, dimension, f))
    .groupBy(enquiryCounts.value);
}

/**
 * A year's leads (admission enquiries) by stage, all centres together, and per centre their total and those at
 * `converted`, in one statement over the kept counts: some twenty rows for the stages and one per centre.
 */
export async function enquiryStageCounts(ctx: RequestContext, f: EnquiryCountFilters, converted: string) {
  const rows = await ctx.db
    .select({
      franchiseeId: enquiryCounts.franchiseeId,
      stage: enquiryCounts.value,
      n: sql<number>`sum(${enquiryCounts.n})::int`,
      converted: sql<number>`coalesce(sum(${enquiryCounts.n})
        filter (where ${enquiryCounts.value} = ${converted}), 0)::int`,
      perCentre: sql<number>`grouping(${enquiryCounts.value})`,
    })
    .from(enquiryCounts)
    .where(keptIn(ctx, 'stage', f))
    .groupBy(sql`grouping sets ((${enquiryCounts.value}), (${enquiryCounts.franchiseeId}))`);
  return {
    byStage: rows.filter((r) => Number(r.perCentre) === 0).map((r) => ({ key: r.stage, n: r.n })),
    byCentre: rows
      .filter((r) => Number(r.perCentre) === 1)
      .map((r) => ({ franchiseeId: r.franchiseeId, total: r.n, converted: r.converted })),
  };
}

/**
 * Where the kept counts differ from the enquiries themselves (none when they are right): each key whose kept count
 * is not the number of enquiries, with both numbers. Read by the consistency test.
 */
export async function enquiryCountDrift(db: Executor) {
  const { rows } = (await db.execute(sql`
    with live as (
      select e.franchisee_id, e.academic_year_id, e.enquiry_type, d.dimension, d.value, count(*)::int as n
        from ${enquiries} e, lateral (values ('stage', e.stage), ('source', e.source)) as d(dimension, value)
       group by 1, 2, 3, 4, 5
    ), kept as (select * from ${enquiryCounts} where n <> 0)
    select coalesce(l.franchisee_id, k.franchisee_id) as "franchiseeId",
           coalesce(l.academic_year_id, k.academic_year_id) as "academicYearId",
           coalesce(l.enquiry_type, k.enquiry_type) as "enquiryType",
           coalesce(l.dimension, k.dimension) as dimension, coalesce(l.value, k.value) as value,
           coalesce(l.n, 0) as enquiries, coalesce(k.n, 0) as kept
      from live l
      full join kept k using (franchisee_id, academic_year_id, enquiry_type, dimension, value)
     where l.n is distinct from k.n
  `)) as unknown as { rows: Record<string, unknown>[] };
  return rows;
}
