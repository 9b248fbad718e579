import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { CRON_STATUS, type EndpointResult } from '@portal/core';
import {
  conflict,
  enqueue,
  franchiseeFence,
  jobRuns,
  jobs,
  listRuns,
  notFound,
  type RequestContext,
} from '@portal/kit';
import type { z } from 'zod';
import { MESSAGES } from '../shared/constants.ts';
import type * as C from '../shared/contracts.ts';

/**
 * Runs an interrupted job again with the payload and centre it had: a new run in 'Not started'. A run of
 * another centre answers 404; a run that did not fail cannot be re-run (409), nor one whose run again is already
 * waiting or running (409: two clicks queue one run).
 */
export async function rerun(ctx: RequestContext, id: number): Promise<EndpointResult<typeof C.rerunJob>> {
  const [run] = await ctx.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.id, id), franchiseeFence(ctx, jobRuns.franchiseeId)));
  if (!run) throw notFound('Job run');
  if (run.status !== CRON_STATUS.INTERRUPTED) throw conflict(MESSAGES.rerunRefused);
  return ctx.db.transaction(async (tx) => {
    // Two clicks at once: the second waits here and then sees the first one's run.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rerun:${run.name}`}))`);
    // Its successor: a later run of the job for the same centre, due now (a daily sweep's tomorrow is not), and
    // not finished.
    const [waiting] = await tx
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .innerJoin(jobs, eq(jobs.runId, jobRuns.id))
      .where(
        and(
          eq(jobRuns.name, run.name),
          run.franchiseeId === null ? isNull(jobRuns.franchiseeId) : eq(jobRuns.franchiseeId, run.franchiseeId),
          gt(jobRuns.id, run.id),
          inArray(jobRuns.status, [CRON_STATUS.NOT_STARTED, CRON_STATUS.IN_PROGRESS]),
          lte(jobs.runAfter, sql`now()`),
        ),
      )
      .limit(1);
    if (waiting) throw conflict(MESSAGES.rerunQueued);
    const { runId } = await enqueue(tx, run.name, run.payload, { franchiseeId: run.franchiseeId });
    return { runId, status: CRON_STATUS.NOT_STARTED };
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Runs newest first (the kit fences them to the user's centres), with each one's duration. */
export async function jobRunList(
  ctx: RequestContext,
  query: z.output<typeof C.jobRunList.query>,
): Promise<EndpointResult<typeof C.jobRunList>> {
  const page = await listRuns(ctx, query);
  const now = Date.now();
  return {
    ...page,
    rows: page.rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      progress: r.progress,
      error: r.error,
      createdAt: r.createdAt.toISOString(),
      startedAt: iso(r.startedAt),
      finishedAt: iso(r.finishedAt),
      durationSeconds: r.startedAt
        ? Math.round(((r.finishedAt?.getTime() ?? now) - r.startedAt.getTime()) / 100) / 10
        : null,
      franchiseeId: r.franchiseeId,
    })),
  };
}
