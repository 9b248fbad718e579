import { count, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '@portal/kit';
import { STAGE, STAGES } from '../../shared/index.ts';
import { enquiryConditions, type EnquiryFilters } from '../enquiries/filters.ts';
import { enquiries, enquiryStageEvents } from '../schema.ts';

/** Funnel steps and the rank a stage reaches; lost stages still count as 'contacted'. */
const FUNNEL = [
  { label: 'Enquiries', stages: [STAGE.YET_TO_CALL] },
  { label: 'Contacted', stages: [STAGE.CLOSE, STAGE.DROP_OFF, STAGE.WRONG_CLASS] },
  { label: 'Appointment Fixed', stages: [STAGE.APPOINTMENT_FIXED] },
  { label: 'Counselling Done', stages: [STAGE.ONLINE_COUNSELLING, STAGE.OFFLINE_COUNSELLING, STAGE.FEE_PLAN_ASSIGNED] },
  { label: 'Application Fee Link Sent', stages: [STAGE.APPLICATION_FEE_LINK_SENT] },
  { label: 'Temporarily Confirmed', stages: [STAGE.TEMPORARILY_CONFIRMED] },
  { label: 'Admission Form Completed', stages: [STAGE.ADMISSION_FORM_COMPLETED] },
  { label: 'Admission Confirmed', stages: [STAGE.ADMISSION_CONFIRMED] },
] as const;

const rankCase = sql.join(
  [
    sql`case ${enquiryStageEvents.toStage}`,
    ...FUNNEL.flatMap((step, rank) => step.stages.map((s) => sql` when ${s} then ${rank}::int`)),
    sql` else 0 end`,
  ],
  sql``,
);

const pct = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 100 : 0);

/**
 * The enquiry dashboard: leads by stage and by source, and the funnel — how many leads
 * reached each step (from their stage history), with the conversion from the step before
 * and from the first.
 */
export async function enquiryDashboard(ctx: RequestContext, f: EnquiryFilters) {
  const where = enquiryConditions(ctx, f);
  const byStageRows = await ctx.db
    .select({ stage: enquiries.stage, n: count() })
    .from(enquiries)
    .where(where)
    .groupBy(enquiries.stage);
  const byStage = STAGES.map((stage) => ({ stage, count: Number(byStageRows.find((r) => r.stage === stage)?.n ?? 0) }));
  const total = byStage.reduce((a, r) => a + r.count, 0);

  const bySourceRows = await ctx.db
    .select({
      source: enquiries.source,
      total: count(),
      admitted: sql<number>`count(*) filter (where ${enquiries.stage} = ${STAGE.ADMISSION_CONFIRMED})`,
    })
    .from(enquiries)
    .where(where)
    .groupBy(enquiries.source);
  const bySource = bySourceRows
    .map((r) => ({
      source: r.source,
      total: Number(r.total),
      admitted: Number(r.admitted),
      conversion: pct(Number(r.admitted), Number(r.total)),
    }))
    .sort((a, b) => b.total - a.total);

  const reached = ctx.db
    .select({ enquiryId: enquiryStageEvents.enquiryId, rank: sql<number>`max(${rankCase})`.as('rank') })
    .from(enquiryStageEvents)
    .innerJoin(enquiries, eq(enquiries.id, enquiryStageEvents.enquiryId))
    .where(where)
    .groupBy(enquiryStageEvents.enquiryId)
    .as('reached');
  const rankRows = await ctx.db.select({ rank: reached.rank, n: count() }).from(reached).groupBy(reached.rank);
  const atLeast = (rank: number) => rankRows.filter((r) => Number(r.rank) >= rank).reduce((a, r) => a + Number(r.n), 0);
  const funnel = FUNNEL.map((step, rank) => {
    const n = atLeast(rank);
    return {
      step: step.label,
      reached: n,
      fromPrevious: rank === 0 ? 100 : pct(n, atLeast(rank - 1)),
      fromFirst: pct(n, atLeast(0)),
    };
  });
  return { total, byStage, bySource, funnel };
}
