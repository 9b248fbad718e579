import { type EndpointResult, recordOf } from '@portal/core';
import { collectionRate } from '@portal/mod-finance/shared';
import { BENCHMARK_KEYS, type BenchmarkMetric } from '../../shared/constants.ts';
import type * as R from '../../shared/report-contracts.ts';
import { centreMonthlyMetrics } from '../schema.ts';
import { percent } from '../widgets.ts';

export type Metrics = Record<BenchmarkMetric, number | null>;
export const round1 = (v: number) => Math.round(v * 10) / 10;

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
export function sortedValues(month: Map<number, Metrics>): Record<BenchmarkMetric, number[]> {
  return recordOf(BENCHMARK_KEYS, (k) =>
    [...month.values()]
      .map((m) => m[k])
      .filter((v): v is number => v !== null)
      .sort((a, b) => a - b),
  );
}

/** One centre's percentiles in a month. */
export function percentilesOf(id: number, month: Map<number, Metrics>, sorted: Record<BenchmarkMetric, number[]>) {
  const own = month.get(id);
  return recordOf(BENCHMARK_KEYS, (k) => percentileIn(sorted[k], own?.[k] ?? null));
}

export type Answer = EndpointResult<typeof R.benchmarks>;
