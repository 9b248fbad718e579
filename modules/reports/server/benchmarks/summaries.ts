import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { todayInIndia } from '@portal/core';
import type { Executor } from '@portal/db';
import { defineJob, enqueue, jobs } from '@portal/kit';
import { centreAuditReads } from '@portal/mod-audit/server';
import { enquiryReads } from '@portal/mod-enquiry/server';
import { dueAndCollectedByMonth } from '@portal/mod-finance/server';
import { franchisees } from '@portal/mod-org/server';
import { attendanceByMonth } from '@portal/mod-students/server';
import { teacherModuleReads } from '@portal/mod-training/server';
import { BENCHMARK_MONTHS } from '../../shared/constants.ts';
import { fromView } from '../owner-views.ts';
import { centreMonthlyMetrics } from '../schema.ts';
import { CONVERTED_STAGE } from '../widgets.ts';
import { Metrics, metricsOf, percentilesOf, sortedValues } from './percentiles.ts';

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
