import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { franchiseeFence, type RequestContext } from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import type { centreScoreRow, scoresAnswer } from '../shared/contracts.ts';
import { auditNonCompliances, auditResponses, centreAudits } from './schema.ts';

type ScoreQuery = { type?: string; franchiseeID?: number };
const SUBMITTED = ['COMPLETED', 'CLOSED'];
const todayInIndiaSql = sql`(now() at time zone 'Asia/Kolkata')::date`;
const oneDecimal = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

/** Submitted audits of the centres the user sees (one centre when asked; another centre's is a 404). */
function submitted(ctx: RequestContext, query: ScoreQuery) {
  return and(
    franchiseeFence(ctx, centreAudits.franchiseeId, query.franchiseeID),
    inArray(centreAudits.status, SUBMITTED),
    query.type ? eq(centreAudits.auditType, query.type) : undefined,
  );
}

/** auditScores: the score month by month over the last year, and the parameters failed most often. */
export async function auditScores(ctx: RequestContext, query: ScoreQuery): Promise<z.output<typeof scoresAnswer>> {
  const where = submitted(ctx, query);
  const month = sql<string>`to_char(${centreAudits.auditDate}, 'YYYY-MM')`;
  const [overall] = await ctx.db
    .select({ audits: sql<number>`count(*)::int`, average: sql<number | null>`avg(${centreAudits.scorePercent})` })
    .from(centreAudits)
    .where(where);
  const trend = await ctx.db
    .select({
      month,
      audits: sql<number>`count(*)::int`,
      average: sql<number>`avg(${centreAudits.scorePercent})`,
    })
    .from(centreAudits)
    .where(and(where, sql`${centreAudits.auditDate} > ${todayInIndiaSql} - interval '12 months'`))
    .groupBy(month)
    .orderBy(asc(month));
  const failed = sql<number>`count(*) filter (where ${auditResponses.response} = 'no')::int`;
  const answered = sql<number>`count(*) filter (where ${auditResponses.response} in ('yes', 'no'))::int`;
  const worst = await ctx.db
    .select({
      parameterId: auditResponses.parameterId,
      text: sql<string>`max(${auditResponses.parameterText})`,
      categoryName: sql<string>`max(${auditResponses.categoryName})`,
      subCategoryName: sql<string>`max(${auditResponses.subCategoryName})`,
      answered,
      failed,
    })
    .from(auditResponses)
    .innerJoin(centreAudits, eq(centreAudits.id, auditResponses.auditId))
    .where(where)
    .groupBy(auditResponses.parameterId)
    .having(sql`count(*) filter (where ${auditResponses.response} = 'no') > 0`)
    .orderBy(desc(sql`${failed}::float / ${answered}`), desc(failed), asc(auditResponses.parameterId))
    .limit(10);
  return {
    audits: Number(overall.audits),
    averageScore: oneDecimal(overall.average),
    trend: trend.map((t) => ({ month: t.month, audits: Number(t.audits), averageScore: oneDecimal(t.average) ?? 0 })),
    worstParameters: worst.map((w) => ({
      ...w,
      answered: Number(w.answered),
      failed: Number(w.failed),
      failPercent: Math.round((Number(w.failed) * 1000) / Number(w.answered)) / 10,
    })),
  };
}

/**
 * Each centre's percentile in the whole network by its average score over its submitted audits (of the type
 * asked): the share of ranked centres scoring at or below it, 100 for the best. Every centre's audits count,
 * whoever asks, so a centre owner's percentile is the network's; only ids come back, and only the asker's
 * own (fenced) centres are answered with theirs, so no other centre's name or score leaves the server.
 */
async function networkPercentiles(
  ctx: RequestContext,
  type?: string,
): Promise<{ of: Map<number, number>; ranked: number }> {
  const average = sql`avg(${centreAudits.scorePercent})`;
  const rows = await ctx.db
    .select({
      franchiseeId: centreAudits.franchiseeId,
      percentile: sql<number>`round(cume_dist() over (order by ${average}) * 100)::int`,
    })
    .from(centreAudits)
    .where(
      and(
        inArray(centreAudits.status, SUBMITTED),
        sql`${centreAudits.scorePercent} is not null`,
        type ? eq(centreAudits.auditType, type) : undefined,
      ),
    )
    .groupBy(centreAudits.franchiseeId);
  return { of: new Map(rows.map((r) => [r.franchiseeId, Number(r.percentile)])), ranked: rows.length };
}

/** centerList: each centre the user sees, with its latest and average score and what is still open. */
export async function centreScores(ctx: RequestContext, query: ScoreQuery): Promise<z.output<typeof centreScoreRow>[]> {
  const where = submitted(ctx, query);
  const audits = await ctx.db
    .select({
      id: centreAudits.id,
      franchiseeId: centreAudits.franchiseeId,
      auditDate: centreAudits.auditDate,
      scorePercent: centreAudits.scorePercent,
      band: centreAudits.band,
    })
    .from(centreAudits)
    .where(where)
    .orderBy(desc(centreAudits.auditDate), desc(centreAudits.id));
  const centres = await ctx.db
    .select({ id: franchisees.id, name: franchisees.companyName })
    .from(franchisees)
    .where(and(franchiseeFence(ctx, franchisees.id, query.franchiseeID), eq(franchisees.isActive, true)))
    .orderBy(asc(franchisees.id));
  const open = await ctx.db
    .select({
      franchiseeId: auditNonCompliances.franchiseeId,
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`count(*) filter (where ${auditNonCompliances.dueDate} < ${todayInIndiaSql})::int`,
    })
    .from(auditNonCompliances)
    .innerJoin(centreAudits, eq(centreAudits.id, auditNonCompliances.auditId))
    .where(and(where, eq(auditNonCompliances.status, 'OPEN')))
    .groupBy(auditNonCompliances.franchiseeId);
  const percentiles = await networkPercentiles(ctx, query.type);
  const byCentre = new Map<number, typeof audits>();
  for (const a of audits) {
    const list = byCentre.get(a.franchiseeId);
    if (list) list.push(a);
    else byCentre.set(a.franchiseeId, [a]);
  }
  const openByCentre = new Map(open.map((o) => [o.franchiseeId, o]));
  return centres.map((c) => {
    const own = byCentre.get(c.id) ?? [];
    const latest = own[0];
    const counts = openByCentre.get(c.id);
    const scores = own.map((a) => a.scorePercent).filter((s): s is number => s !== null);
    return {
      franchiseeId: c.id,
      centre: c.name,
      audits: own.length,
      latestAuditId: latest?.id ?? null,
      latestDate: latest?.auditDate ?? null,
      latestScore: latest?.scorePercent ?? null,
      latestBand: latest?.band ?? null,
      averageScore: scores.length ? oneDecimal(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
      openNonCompliances: Number(counts?.open ?? 0),
      overdueNonCompliances: Number(counts?.overdue ?? 0),
      percentile: percentiles.of.get(c.id) ?? null,
      centresRanked: percentiles.ranked,
    };
  });
}
