import { type EndpointResult } from '@portal/core';
import { enqueue, type RequestContext } from '@portal/kit';
import { FEES_COLLECTED } from '@portal/mod-finance/shared';
import { ENQUIRY_LEADS } from '@portal/mod-enquiry/shared';
import { ATTENDANCE_PERCENT } from '@portal/mod-students/shared';
import type * as R from '../../shared/report-contracts.ts';
import { pendingRefresh } from './view.service.ts';
import { BENCHMARK_JOB } from './summaries.ts';

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
