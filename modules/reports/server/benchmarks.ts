import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { todayInIndia, type EndpointResult } from '@portal/core';
import type { Executor } from '@portal/db';
import {
  assertFranchisee,
  defaultFranchisee,
  defineJob,
  enqueue,
  jobs,
  notFound,
  seesEveryFranchisee,
  type RequestContext,
} from '@portal/kit';
import { centreAuditReads } from '@portal/mod-audit/server';
import { enquiryReads } from '@portal/mod-enquiry/server';
import { dueAndCollectedByMonth } from '@portal/mod-finance/server';
import { collectionRate, FEES_COLLECTED } from '@portal/mod-finance/shared';
import { ENQUIRY_LEADS } from '@portal/mod-enquiry/shared';
import { ATTENDANCE_PERCENT } from '@portal/mod-students/shared';
import { franchisees } from '@portal/mod-org/server';
import { attendanceByMonth } from '@portal/mod-students/server';
import { teacherModuleReads } from '@portal/mod-training/server';
import {
  BENCHMARK_KEYS,
  BENCHMARK_METRICS,
  BENCHMARK_MONTHS,
  BENCHMARK_NOT_COUNTED,
  type BenchmarkMetric,
} from '../shared/constants.ts';
import type * as R from '../shared/report-contracts.ts';
import { fromView } from './owner-views.ts';
import { centreMonthlyMetrics } from './schema.ts';
import { CONVERTED_STAGE, percent } from './widgets.ts';

export const BENCHMARK_JOB = 'reports.benchmarks';

/** The first day of the month `delta` months after the one `day` falls in (YYYY-MM-01). */
export function monthStart(day: string, delta = 0): string {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 10);
}

/** The months of the trend ending with the one `day` falls in, oldest first (YYYY-MM). */
export function trendMonths(day: string, months = BENCHMARK_MONTHS): string[] {
  return Array.from({ length: months }, (_, i) => monthStart(day, i - months + 1).slice(0, 7));
}

type Row = typeof centreMonthlyMetrics.$inferInsert;
const ym = (column: Parameters<typeof sql>[1]) => sql<string>`to_char(${column}, 'YYYY-MM')`;

/**
 * Rewrites the summary of every centre for the trend's months from the live tables: enquiries received and
 * converted, fees fallen due and collected, attendance over working days, training modules completed by each
 * month's end against those required, and the mean audit score. One grouped statement per figure.
 */
export async function refreshBenchmarkSummaries(db: Executor, today = todayInIndia()): Promise<number> {
  const months = trendMonths(today);
  const from = `${months[0]}-01`;
  const until = monthStart(today, 1);
  const centres = await db.select({ id: franchisees.id }).from(franchisees);
  const rows = new Map<string, Row>();
  const at = (franchiseeId: number, month: string): Row => {
    const key = `${franchiseeId}:${month}`;
    let row = rows.get(key);
    if (!row) {
      row = { franchiseeId, month, auditScore: null };
      rows.set(key, row);
    }
    return row;
  };
  for (const c of centres) for (const m of months) at(c.id, m);
  const within = (m: string) => m >= months[0] && m <= months[months.length - 1];

  // Each figure from its owner's rows, as the owner lets others read them (enquiries, teachers' modules, audits).
  const enquiries = enquiryReads.c;
  const indiaCreated = sql`(${enquiries.createdAt} at time zone 'Asia/Kolkata')`;
  const enquiryRows = await fromView(db, enquiryReads, {
    franchiseeId: enquiries.franchiseeId,
    month: ym(indiaCreated),
    n: sql<number>`count(*)::int`,
    converted: sql<number>`(count(*) filter (where ${enquiries.stage} = ${CONVERTED_STAGE}))::int`,
  })
    .where(and(sql`${indiaCreated} >= ${from}::date`, sql`${indiaCreated} < ${until}::date`))
    .groupBy(enquiries.franchiseeId, ym(indiaCreated));
  for (const r of enquiryRows) {
    if (!within(r.month)) continue;
    Object.assign(at(r.franchiseeId, r.month), { enquiries: r.n, converted: r.converted });
  }

  // Fees: what fell due in the month against what was collected in it (finance's 'fees.collected').
  for (const r of await dueAndCollectedByMonth(db, from, until)) {
    if (!within(r.month)) continue;
    Object.assign(at(r.franchiseeId, r.month), { feeDuePaise: r.duePaise, feePaidPaise: r.collectedPaise });
  }

  // Attendance: children's days present over their working days, as each child's figure is counted.
  for (const r of await attendanceByMonth(db, from, until, today)) {
    if (!within(r.month)) continue;
    Object.assign(at(r.franchiseeId, r.month), { attendanceMarked: r.childDays, attendancePresent: r.present });
  }

  // Training: modules required of each centre's approved teachers now, and completed by each month's end.
  // (The training module's rows: one per approved teacher and active module of the topic, with its completion.)
  const modules = teacherModuleReads.c;
  const approved = eq(modules.enrollmentStatus, 'APPROVED');
  const required = await fromView(db, teacherModuleReads, {
    franchiseeId: modules.franchiseeId,
    n: sql<number>`count(*)::int`,
  })
    .where(approved)
    .groupBy(modules.franchiseeId);
  const completedAt = sql`(${modules.completedAt} at time zone 'Asia/Kolkata')`;
  const completions = await fromView(db, teacherModuleReads, {
    franchiseeId: modules.franchiseeId,
    month: ym(completedAt),
    n: sql<number>`count(*)::int`,
  })
    .where(and(approved, isNotNull(modules.completionId), sql`${completedAt} < ${until}::date`))
    .groupBy(modules.franchiseeId, ym(completedAt));
  for (const r of required) {
    for (const m of months) {
      const done = completions
        .filter((c) => c.franchiseeId === r.franchiseeId && c.month <= m)
        .reduce((s, c) => s + c.n, 0);
      Object.assign(at(r.franchiseeId, m), { trainingRequired: r.n, trainingCompleted: Math.min(done, r.n) });
    }
  }

  const centreAudits = centreAuditReads.c;
  const auditRows = await fromView(db, centreAuditReads, {
    franchiseeId: centreAudits.franchiseeId,
    month: ym(centreAudits.auditDate),
    score: sql<number>`avg(${centreAudits.scorePercent})::float8`,
  })
    .where(
      and(isNotNull(centreAudits.scorePercent), gte(centreAudits.auditDate, from), lt(centreAudits.auditDate, until)),
    )
    .groupBy(centreAudits.franchiseeId, ym(centreAudits.auditDate));
  for (const r of auditRows) at(r.franchiseeId, r.month).auditScore = Math.round(r.score * 10) / 10;

  const values = [...rows.values()].filter((r) => centres.some((c) => c.id === r.franchiseeId));
  const refreshedAt = new Date();
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insert(centreMonthlyMetrics)
      .values(values.slice(i, i + 500).map((r) => ({ ...r, refreshedAt })))
      .onConflictDoUpdate({
        target: [centreMonthlyMetrics.franchiseeId, centreMonthlyMetrics.month],
        set: {
          enquiries: sql`excluded.enquiries`,
          converted: sql`excluded.converted`,
          feeDuePaise: sql`excluded.fee_due_paise`,
          feePaidPaise: sql`excluded.fee_paid_paise`,
          attendanceMarked: sql`excluded.attendance_marked`,
          attendancePresent: sql`excluded.attendance_present`,
          trainingRequired: sql`excluded.training_required`,
          trainingCompleted: sql`excluded.training_completed`,
          auditScore: sql`excluded.audit_score`,
          refreshedAt: sql`excluded.refreshed_at`,
        },
      });
  }
  await storePercentiles(db, months);
  return values.length;
}

/**
 * Each centre's percentiles in each of the months, over the month's summaries as they now are, and the month's
 * number of centres, stored beside the figures: they change only when the summaries are rewritten.
 */
async function storePercentiles(db: Executor, months: string[]) {
  const summaries = await db.select().from(centreMonthlyMetrics).where(inArray(centreMonthlyMetrics.month, months));
  const byMonth = new Map<string, Map<number, Metrics>>(months.map((m) => [m, new Map()]));
  for (const r of summaries) byMonth.get(r.month)!.set(r.franchiseeId, metricsOf(r));
  const placed: Row[] = [];
  for (const [month, values] of byMonth) {
    const sorted = sortedValues(values);
    for (const id of values.keys())
      placed.push({
        franchiseeId: id,
        month,
        percentiles: percentilesOf(id, values, sorted),
        centreCount: values.size,
      });
  }
  for (let i = 0; i < placed.length; i += 500)
    await db
      .insert(centreMonthlyMetrics)
      .values(placed.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [centreMonthlyMetrics.franchiseeId, centreMonthlyMetrics.month],
        set: { percentiles: sql`excluded.percentiles`, centreCount: sql`excluded.centre_count` },
      });
}

/**
 * The benchmark refresh: rewrites the summaries. A nightly run queues the next night's before its work, so a refresh
 * that fails or whose server dies does not end the nightly cycle.
 */
export const benchmarkJob = defineJob<{ nightly?: boolean }>({
  name: BENCHMARK_JOB,
  // Run twice? Yes: it computes the same figures again.
  mayRunTwice: true,
  async handler({ db, payload }) {
    if (payload.nightly) await scheduleNightlyRefresh(db);
    const rows = await refreshBenchmarkSummaries(db);
    return { rows };
  },
});

/** Queues the next nightly refresh, at 02:00 in India, unless it is queued (a second try of tonight's finds it). */
export async function scheduleNightlyRefresh(db: Executor, now = new Date()): Promise<void> {
  const tomorrow = todayInIndia(new Date(now.getTime() + 86_400_000));
  const runAt = new Date(`${tomorrow}T02:00:00+05:30`);
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, BENCHMARK_JOB),
        eq(jobs.state, 'queued'),
        sql`${jobs.payload}->>'nightly' = 'true'`,
        gte(jobs.runAfter, runAt),
      ),
    )
    .limit(1);
  if (!queued) await enqueue(db, BENCHMARK_JOB, { nightly: true }, { runAt });
}

type Metrics = Record<BenchmarkMetric, number | null>;
const round1 = (v: number) => Math.round(v * 10) / 10;

/** A month's summary row as its five percentages (higher is better). */
export function metricsOf(r: typeof centreMonthlyMetrics.$inferSelect): Metrics {
  return {
    conversion: percent(r.converted, r.enquiries),
    collection: collectionRate(r.feePaidPaise, r.feeDuePaise),
    attendance: percent(r.attendancePresent, r.attendanceMarked),
    training: percent(r.trainingCompleted, r.trainingRequired),
    audit: r.auditScore === null ? null : round1(r.auditScore),
  };
}

/**
 * A centre's percentile on one figure: the share of the other centres with a figure that it beats
 * (strictly), 0–100; 100 when no other centre has the figure; null when the centre has none.
 */
export function percentileOf(value: number | null, others: (number | null)[]): number | null {
  if (value === null) return null;
  const known = others.filter((v): v is number => v !== null);
  if (known.length === 0) return 100;
  return Math.round((known.filter((v) => v < value).length * 100) / known.length);
}

/** How many of the sorted values are below `value` (binary search). */
function below(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The percentile of one centre's value within a month, from that month's known values sorted once:
 * the same as percentileOf(value, the other centres' values), in O(log n).
 */
function percentileIn(sorted: number[], value: number | null): number | null {
  if (value === null) return null;
  const others = sorted.length - 1;
  if (others <= 0) return 100;
  return Math.round((below(sorted, value) * 100) / others);
}

/** Each figure's known values of one month, sorted. */
function sortedValues(month: Map<number, Metrics>): Record<BenchmarkMetric, number[]> {
  const out = {} as Record<BenchmarkMetric, number[]>;
  for (const k of BENCHMARK_KEYS)
    out[k] = [...month.values()]
      .map((m) => m[k])
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b);
  return out;
}

/** One centre's percentiles in a month. */
function percentilesOf(id: number, month: Map<number, Metrics>, sorted: Record<BenchmarkMetric, number[]>) {
  const own = month.get(id);
  return Object.fromEntries(BENCHMARK_KEYS.map((k) => [k, percentileIn(sorted[k], own?.[k] ?? null)])) as Record<
    BenchmarkMetric,
    number | null
  >;
}

type Answer = EndpointResult<typeof R.benchmarks>;

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
    Object.fromEntries(
      BENCHMARK_METRICS.map(({ key, missing }) => {
        const value = nowValues.get(id)?.[key] ?? null;
        const why = value !== null ? null : nowValues.has(id) ? missing : BENCHMARK_NOT_COUNTED;
        return [key, { value, percentile: nowPercentiles.get(id)?.[key] ?? null, missing: why }];
      }),
    ) as Answer['centres'][number]['metrics'];

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
  const placed = (r: typeof now | undefined) =>
    Object.fromEntries(BENCHMARK_KEYS.map((k) => [k, r?.percentiles?.[k] ?? null])) as Record<
      BenchmarkMetric,
      number | null
    >;
  const values = metricsOf(now);
  const nowPercentiles = placed(now);
  const metrics = Object.fromEntries(
    BENCHMARK_METRICS.map(({ key, missing }) => [
      key,
      { value: values[key], percentile: nowPercentiles[key], missing: values[key] !== null ? null : missing },
    ]),
  ) as Answer['centres'][number]['metrics'];
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
async function pendingRefresh(db: Executor): Promise<{ queuedAt: Date | null; active: boolean }> {
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

/** The figures the summaries keep: a write that moves one queues a refresh. */
const KEPT_FIGURES = new Set<string>([FEES_COLLECTED.key, ATTENDANCE_PERCENT.key, ENQUIRY_LEADS.key]);

/**
 * How long after a write its refresh runs: the writes of a busy moment (the morning's check-ins mark hundreds of
 * children present a minute) share one refresh of the network's summaries instead of starting one after another.
 */
export const REFRESH_SETTLE_MS = 5 * 60_000;

/** This node saw a refresh waiting that starts no earlier than this (ms): a write before then is in it. */
let refreshWaitsUntil = 0;

/** Forgets the refresh this node saw waiting (a test starting on another database). */
export function forgetWaitingRefresh(): void {
  refreshWaitsUntil = 0;
}

/**
 * A write moved a kept figure: queue a refresh with it (in its transaction), to run a few minutes later, unless one
 * is already waiting that will read it, so the benchmarks never show a summary older than its data as current:
 * until the refresh has run, the view says `refreshing` and the screen shows the figures "as of" their time. A
 * refresh this node has seen waiting is remembered until just before it starts, so most writes ask nothing.
 */
export async function refreshAfterWrite(ctx: RequestContext, keys: readonly string[]): Promise<void> {
  if (!keys.some((k) => KEPT_FIGURES.has(k)) || Date.now() < refreshWaitsUntil) return;
  const { queuedAt } = await pendingRefresh(ctx.db);
  // Only a committed job is remembered: this write's own may still be rolled back.
  if (queuedAt && queuedAt.getTime() > Date.now() + 1000) refreshWaitsUntil = queuedAt.getTime() - 1000;
  if (queuedAt) return;
  await enqueue(ctx.db, BENCHMARK_JOB, {}, { runAt: new Date(Date.now() + REFRESH_SETTLE_MS) });
}

/** Refreshes the summaries now (a background job, listed with the others in cron/list). */
export async function startBenchmarkRefresh(ctx: RequestContext): Promise<EndpointResult<typeof R.refreshBenchmarks>> {
  const { runId } = await enqueue(ctx.db, BENCHMARK_JOB, {});
  return { runId };
}
