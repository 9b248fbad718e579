import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { todayInIndia, recordOf } from '@portal/core';
import type { Executor } from '@portal/db';
import {
  assertFranchisee,
  defaultFranchisee,
  jobs,
  notFound,
  seesEveryFranchisee,
  type RequestContext,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { BENCHMARK_KEYS, BENCHMARK_METRICS, BENCHMARK_NOT_COUNTED } from '../../shared/constants.ts';
import { centreMonthlyMetrics } from '../schema.ts';
import { Answer, Metrics, metricsOf, percentilesOf, round1, sortedValues } from './percentiles.ts';
import { BENCHMARK_JOB, trendMonths } from './summaries.ts';

/** What a metric says when a centre has no value for it this month. */
const missingOf = (key: string): string =>
  BENCHMARK_METRICS.find((m) => m.key === key)?.missing ?? BENCHMARK_NOT_COUNTED;

/**
 * The benchmark view. Percentiles are computed over the whole network's summaries, but only head office
 * gets the network's rows: a centre's user gets their own centre's values, percentiles and trend.
 */
export async function benchmarkView(ctx: RequestContext, query: { franchiseeID?: number }): Promise<Answer> {
  const today = todayInIndia();
  const months = trendMonths(today);
  const current = months[months.length - 1];
  const network = seesEveryFranchisee(ctx);
  let ownId: number | null;
  if (query.franchiseeID !== undefined) {
    assertFranchisee(ctx, query.franchiseeID);
    ownId = query.franchiseeID;
  } else ownId = defaultFranchisee(ctx);
  if (!network && ownId === null) throw notFound('Centre');
  if (!network) {
    const own = await ownView(ctx, ownId!, months);
    if (own) return own;
  }

  // The trend's months are read only for a centre's own trend: the network's ranking needs the current month alone.
  const read = ownId === null ? [current] : months;
  const summaries = await ctx.db
    .select()
    .from(centreMonthlyMetrics)
    .where(inArray(centreMonthlyMetrics.month, read))
    .orderBy(asc(centreMonthlyMetrics.month), asc(centreMonthlyMetrics.franchiseeId));
  const byMonth = new Map<string, Map<number, Metrics>>(read.map((m) => [m, new Map()]));
  let refreshedAt: Date | null = null;
  for (const r of summaries) {
    byMonth.get(r.month)!.set(r.franchiseeId, metricsOf(r));
    if (!refreshedAt || r.refreshedAt > refreshedAt) refreshedAt = r.refreshedAt;
  }
  const sorted = new Map(read.map((m) => [m, sortedValues(byMonth.get(m)!)]));
  const nowValues = byMonth.get(current)!;
  const nowPercentiles = new Map(
    [...nowValues.keys()].map((id) => [id, percentilesOf(id, nowValues, sorted.get(current)!)]),
  );
  const metricsFor = (id: number) =>
    recordOf(BENCHMARK_KEYS, (key) => {
      const value = nowValues.get(id)?.[key] ?? null;
      const why = value !== null ? null : nowValues.has(id) ? missingOf(key) : BENCHMARK_NOT_COUNTED;
      return { value, percentile: nowPercentiles.get(id)?.[key] ?? null, missing: why };
    });

  const names = new Map<number, string>();
  const nameIds = network ? [...nowValues.keys()] : ownId !== null ? [ownId] : [];
  if (ownId !== null && !nameIds.includes(ownId)) nameIds.push(ownId);
  if (nameIds.length) {
    const found = await ctx.db
      .select({ id: franchisees.id, name: franchisees.companyName })
      .from(franchisees)
      .where(inArray(franchisees.id, nameIds));
    for (const f of found) names.set(f.id, f.name);
  }

  let centres: Answer['centres'] = [];
  if (network) {
    const scored = [...nowValues.keys()].map((id) => {
      const known = BENCHMARK_KEYS.map((k) => nowPercentiles.get(id)?.[k] ?? null).filter(
        (v): v is number => v !== null,
      );
      const score = known.length ? round1(known.reduce((s, v) => s + v, 0) / known.length) : null;
      return { franchiseeId: id, centre: names.get(id) ?? '', score, metrics: metricsFor(id) };
    });
    scored.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.centre.localeCompare(b.centre));
    centres = scored.map((c, i) => ({ ...c, rank: i + 1 }));
  }

  const own =
    ownId === null
      ? null
      : {
          franchiseeId: ownId,
          centre: names.get(ownId) ?? '',
          metrics: metricsFor(ownId),
          trend: months.map((m) => ({ month: m, percentiles: percentilesOf(ownId, byMonth.get(m)!, sorted.get(m)!) })),
        };
  return {
    month: current,
    refreshedAt: refreshedAt ? refreshedAt.toISOString() : null,
    refreshing: await refreshPending(ctx.db),
    network,
    centreCount: nowValues.size,
    centres,
    own,
  };
}

/**
 * A centre's own view from its own summary rows and the percentiles stored with them (the same figures as placing
 * it among the network's rows, which only head office reads); null when its rows of the current month are missing
 * or were written before percentiles were stored, and the network's rows must be read instead.
 */
async function ownView(ctx: RequestContext, ownId: number, months: string[]): Promise<Answer | null> {
  const current = months[months.length - 1];
  const rows = await ctx.db
    .select()
    .from(centreMonthlyMetrics)
    .where(and(eq(centreMonthlyMetrics.franchiseeId, ownId), inArray(centreMonthlyMetrics.month, months)));
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const now = byMonth.get(current);
  if (!now || rows.some((r) => r.percentiles === null)) return null;
  const placed = (r: typeof now | undefined) => recordOf(BENCHMARK_KEYS, (k) => r?.percentiles?.[k] ?? null);
  const values = metricsOf(now);
  const nowPercentiles = placed(now);
  const metrics = recordOf(BENCHMARK_KEYS, (key) => ({
    value: values[key],
    percentile: nowPercentiles[key],
    missing: values[key] !== null ? null : missingOf(key),
  }));
  const [named] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, ownId));
  const refreshedAt = rows.reduce<Date | null>((at, r) => (!at || r.refreshedAt > at ? r.refreshedAt : at), null);
  return {
    month: current,
    refreshedAt: refreshedAt ? refreshedAt.toISOString() : null,
    refreshing: await refreshPending(ctx.db),
    network: false,
    centreCount: now.centreCount,
    centres: [],
    own: {
      franchiseeId: ownId,
      centre: named?.name ?? '',
      metrics,
      trend: months.map((m) => ({ month: m, percentiles: placed(byMonth.get(m)) })),
    },
  };
}

/** A refresh asked for, or queued by a write, is waiting or running (the nightly one, queued for 02:00, is not). */
async function refreshPending(db: Executor): Promise<boolean> {
  const { queuedAt, active } = await pendingRefresh(db);
  return queuedAt !== null || active;
}

/** The earliest refresh waiting (not the nightly one) and whether one is running. */
export async function pendingRefresh(db: Executor): Promise<{ queuedAt: Date | null; active: boolean }> {
  const [row] = await db
    .select({
      queuedAt: sql<Date | string | null>`min(${jobs.runAfter}) filter (where ${jobs.state} = 'queued'
        and coalesce(${jobs.payload}->>'nightly', '') <> 'true')`,
      active: sql<boolean>`bool_or(${jobs.state} = 'active')`,
    })
    .from(jobs)
    .where(and(eq(jobs.name, BENCHMARK_JOB), inArray(jobs.state, ['queued', 'active'])));
  return { queuedAt: row?.queuedAt ? new Date(row.queuedAt) : null, active: row?.active === true };
}
