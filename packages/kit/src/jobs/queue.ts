/**
 * The job queue: our own `jobs` table, claimed with FOR UPDATE SKIP LOCKED.
 *
 * Why not pg-boss 10: it does start on PGlite through a custom `db` adapter, but it
 * talks to the database on its own, outside the caller's Drizzle executor. On PGlite
 * (one connection) a job enqueued inside a request's transaction then deadlocks: the
 * transaction holds the connection while pg-boss waits for it (tried: it hangs).
 * pg-boss 10 also has no worker heartbeat, so it cannot tell a dead worker from a
 * slow one before its 15-minute expiry, and its schema would live outside our
 * Drizzle migrations. A plain table gives enqueue in the caller's transaction on both
 * databases, and SKIP LOCKED keeps two processes on one PostgreSQL from taking the
 * same job.
 */
import { and, asc, eq, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { CRON_STATUS } from '@portal/core';
import type { Db, Executor } from '@portal/db';
import { findJob, type JobPayload, type JobResult } from './define.ts';
import { jobRuns, jobs } from './schema.ts';

export type QueuedJob = typeof jobs.$inferSelect;

/** A resumable job that kills its worker this many times is given up on. */
const MAX_ATTEMPTS = 3;
const DIED = 'The server stopped while this job was running';

export interface EnqueueOptions {
  /** The franchisee the job works for; null for network-wide jobs. */
  franchiseeId?: number | null;
  /** Not before this time (default: now). */
  runAt?: Date;
}

/**
 * Queues a job and its 'Not started' run. Given a transaction, both land only if it
 * commits, so a job never refers to a change that was rolled back.
 */
export async function enqueue(
  db: Executor,
  name: string,
  payload: JobPayload = {},
  opts: EnqueueOptions = {},
): Promise<{ jobId: number; runId: number }> {
  const def = findJob(name);
  if (!def) throw new Error(`Unknown job "${name}": declare it with defineJob first`);
  // One statement (so one round trip, and atomic without a savepoint of its own): both ids are drawn first, so the
  // run names its job and the job its run as they are written.
  const { rows } = (await db.execute(sql`
    with ids as (
      select nextval(pg_get_serial_sequence('job_runs', 'id'))::int as run_id,
             nextval(pg_get_serial_sequence('jobs', 'id'))::int as job_id
    ), run as (
      insert into ${jobRuns} (id, name, job_id, status, payload, franchisee_id) overriding system value
      select run_id, ${name}, job_id::text, ${CRON_STATUS.NOT_STARTED}, ${JSON.stringify(payload)}::jsonb,
             ${opts.franchiseeId ?? null}::int
        from ids
    ), job as (
      insert into ${jobs} (id, name, payload, run_id, resumable, run_after) overriding system value
      select job_id, ${name}, ${JSON.stringify(payload)}::jsonb, run_id, ${def.resumable ?? false},
             coalesce(${opts.runAt?.toISOString() ?? null}::timestamptz, now())
        from ids
    )
    select job_id as "jobId", run_id as "runId" from ids
  `)) as unknown as { rows: { jobId: number; runId: number }[] };
  return { jobId: Number(rows[0].jobId), runId: Number(rows[0].runId) };
}

export interface ClaimedJob {
  job: QueuedJob;
  resumeFrom: number;
}

/** Takes the next due job of these names for this worker, or null; rows another node holds are skipped. */
export async function claimNext(db: Db, workerId: string, names: string[]): Promise<ClaimedJob | null> {
  if (names.length === 0) return null;
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.state, 'queued'), lte(jobs.runAfter, sql`now()`), inArray(jobs.name, names)))
      .orderBy(asc(jobs.runAfter), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    const [job] = await tx
      .update(jobs)
      .set({ state: 'active', lockedBy: workerId, heartbeatAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
      .where(eq(jobs.id, next.id))
      .returning();
    const [run] = await tx
      .update(jobRuns)
      .set({ status: CRON_STATUS.IN_PROGRESS, startedAt: sql`now()`, error: null })
      .where(eq(jobRuns.id, job.runId))
      .returning({ progress: jobRuns.progress });
    return { job, resumeFrom: run?.progress ?? 0 };
  });
}

/** Records progress, only while this worker still holds the job. */
export async function reportProgress(db: Db, workerId: string, job: QueuedJob, percent: number): Promise<void> {
  const value = Math.max(0, Math.min(100, Math.round(Number.isFinite(percent) ? percent : 0)));
  await db.transaction(async (tx) => {
    const held = await tx
      .update(jobs)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)))
      .returning({ id: jobs.id });
    if (held.length) await tx.update(jobRuns).set({ progress: value }).where(eq(jobRuns.id, job.runId));
  });
}

export type Outcome = { result: JobResult } | { error: string };

/**
 * Ends a run: the queue row goes, the run row gets its result or error. Returns
 * false when the job was no longer this worker's (recovered as orphaned meanwhile).
 * A failed run carries the 'Interrupted' label: the portal's cron statuses have no other end state.
 */
export async function finishJob(db: Db, workerId: string, job: QueuedJob, outcome: Outcome): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(jobs)
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)))
      .returning({ id: jobs.id });
    if (!gone.length) return false;
    const end =
      'result' in outcome
        ? { status: CRON_STATUS.COMPLETED, result: outcome.result, progress: 100, error: null }
        : { status: CRON_STATUS.INTERRUPTED, error: outcome.error.slice(0, 2000) };
    await tx
      .update(jobRuns)
      .set({ ...end, finishedAt: sql`now()` })
      .where(eq(jobRuns.id, job.runId));
    return true;
  });
}

/** Keeps this worker's jobs marked alive. */
export async function heartbeat(db: Db, workerId: string, jobIds: number[]): Promise<void> {
  if (jobIds.length === 0) return;
  await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(jobs.lockedBy, workerId), inArray(jobs.id, jobIds)));
}

export interface OrphanRule {
  /** A job whose heartbeat is older than this has lost its worker. */
  staleAfterMs: number;
  /**
   * When no other process can reach this database (PGlite), every job not held by one
   * of these live workers is orphaned at once, without waiting for the heartbeat to age.
   */
  liveWorkerIds?: string[];
  /**
   * The worker looking: the jobs it holds are running here, whatever their heartbeat says. A process busy past the
   * stale time (a long synchronous import on a loaded machine) reads the heartbeat it wrote before the stall as old;
   * without this it queued its own running job again and ran it twice.
   */
  lookingWorkerId?: string;
}

/** Finds active jobs whose worker died: resumable ones are queued again, the rest end 'Interrupted'. */
export async function recoverOrphans(db: Db, rule: OrphanRule): Promise<number> {
  const stale = sql`${jobs.heartbeatAt} < now()
    - (${Math.round(rule.staleAfterMs)}::integer * interval '1 millisecond')`;
  const dead = rule.liveWorkerIds
    ? sql`(${stale} or ${jobs.lockedBy} is null
        or ${rule.liveWorkerIds.length ? notInArray(jobs.lockedBy, rule.liveWorkerIds) : sql`true`})`
    : stale;
  return recoverWhere(
    db,
    rule.lookingWorkerId ? sql`(${dead}) and ${jobs.lockedBy} is distinct from ${rule.lookingWorkerId}` : dead,
  );
}

/** Gives up this worker's unfinished jobs (at shutdown, after the grace period). */
export async function releaseJobs(db: Db, workerId: string): Promise<number> {
  return recoverWhere(db, eq(jobs.lockedBy, workerId));
}

async function recoverWhere(db: Db, condition: SQL): Promise<number> {
  return db.transaction(async (tx) => {
    const orphans = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.state, 'active'), condition))
      .for('update', { skipLocked: true });
    for (const job of orphans) {
      // A job that may run twice gets one more run from the start; a resumable one continues, a few times.
      const again = job.resumable
        ? job.attempts < MAX_ATTEMPTS
        : (findJob(job.name)?.mayRunTwice ?? false) && job.attempts < 2;
      if (again) {
        await tx.update(jobs).set({ state: 'queued', lockedBy: null, heartbeatAt: null }).where(eq(jobs.id, job.id));
        await tx
          .update(jobRuns)
          .set({ status: CRON_STATUS.NOT_STARTED, startedAt: null })
          .where(eq(jobRuns.id, job.runId));
      } else {
        await tx.delete(jobs).where(eq(jobs.id, job.id));
        await tx
          .update(jobRuns)
          .set({
            status: CRON_STATUS.INTERRUPTED,
            error: job.resumable ? `${DIED} (gave up after ${job.attempts} attempts)` : DIED,
            finishedAt: sql`now()`,
          })
          .where(eq(jobRuns.id, job.runId));
      }
    }
    return orphans.length;
  });
}
