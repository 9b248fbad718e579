import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '@portal/db';
import type { JobDefinition, JobLog } from './define.ts';
import {
  claimNext,
  finishJob,
  heartbeat,
  recoverOrphans,
  releaseJobs,
  reportProgress,
  type ClaimedJob,
} from './queue.ts';

export interface WorkerOptions {
  db: Db;
  jobs: JobDefinition[];
  /** Jobs run at the same time by this worker (default 1). */
  concurrency?: number;
  /**
   * How often an idle worker looks for work (default 1000 ms): with `wakeOn`, only for what no announcement brings (a
   * run due later, a run given back by a worker that stopped, an announcement lost with its connection).
   */
  pollMs?: number;
  /**
   * Subscribes the worker to news that a job was queued (the insert's announcement, heard by the node's listener), so
   * it looks at once rather than at its next poll; answers what ends the subscription.
   */
  wakeOn?: (wake: () => void) => () => void;
  /**
   * How often running jobs are marked alive (default 5000 ms); orphans are looked for every `staleAfterMs / 4`, or
   * as often as this when that is longer.
   */
  heartbeatMs?: number;
  /** A job not marked alive for this long has lost its worker (default 60 s). */
  staleAfterMs?: number;
  /**
   * True when no other process can use this database (embedded PGlite): at start-up
   * every job not held by a live worker of this process is orphaned at once.
   */
  ownsDatabase?: boolean;
  /** How long stop() waits for running jobs before giving them up (default 10 s). */
  shutdownGraceMs?: number;
  log?: JobLog;
}

export interface Worker {
  id: string;
  stop(): Promise<void>;
}

const silent: JobLog = { info() {}, warn() {}, error() {} };
/** Workers alive in this process, for the ownsDatabase rule. */
const liveWorkers = new Set<string>();

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'The job failed';

/** Recovers orphaned runs, then polls for jobs of the given definitions until stopped. */
export async function startWorker(opts: WorkerOptions): Promise<Worker> {
  const { db } = opts;
  const concurrency = Math.max(1, opts.concurrency ?? 1);
  const pollMs = opts.pollMs ?? 1000;
  const staleAfterMs = opts.staleAfterMs ?? 60_000;
  const log = opts.log ?? silent;
  const id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const byName = new Map(opts.jobs.map((j) => [j.name, j]));
  const names = [...byName.keys()];
  const held = new Set<number>();
  const running = new Set<Promise<void>>();
  const abort = new AbortController();
  let stopping = false;
  let filling = false;
  /** News of a job came while the worker was looking: it may have looked before the job was there. */
  let wokenWhileFilling = false;
  let timer: NodeJS.Timeout | undefined;

  const recovered = await recoverOrphans(db, {
    staleAfterMs,
    liveWorkerIds: opts.ownsDatabase ? [...liveWorkers] : undefined,
  });
  if (recovered) log.warn(`Recovered ${recovered} job(s) left running by a stopped server`);
  liveWorkers.add(id);

  async function execute({ job, resumeFrom }: ClaimedJob): Promise<void> {
    const def = byName.get(job.name)!;
    const prefix = `[job ${job.name} #${job.id}]`;
    const jobLog: JobLog = {
      info: (m) => log.info(`${prefix} ${m}`),
      warn: (m) => log.warn(`${prefix} ${m}`),
      error: (m) => log.error(`${prefix} ${m}`),
    };
    let outcome: Parameters<typeof finishJob>[3];
    try {
      const result = await def.handler({
        db,
        payload: job.payload,
        runId: job.runId,
        attempt: job.attempts,
        resumeFrom,
        progress: (percent) => reportProgress(db, id, job, percent),
        log: jobLog,
        signal: abort.signal,
      });
      outcome = { result: result ?? {} };
    } catch (err) {
      jobLog.error(messageOf(err));
      outcome = { error: messageOf(err) };
    }
    try {
      if (!(await finishJob(db, id, job, outcome))) jobLog.warn('finished after it was given up; result not recorded');
    } catch (err) {
      // Left active without heartbeats, the job goes stale and is recovered by the sweep.
      jobLog.error(`could not record the end of the run: ${messageOf(err)}`);
    } finally {
      held.delete(job.id);
    }
  }

  function schedule(ms: number): void {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => void fill(), ms);
  }

  async function fill(): Promise<void> {
    if (filling || stopping) return;
    filling = true;
    try {
      while (!stopping && running.size < concurrency) {
        const claimed = await claimNext(db, id, names);
        if (!claimed) break;
        held.add(claimed.job.id);
        const run: Promise<void> = execute(claimed).finally(() => {
          running.delete(run);
          schedule(0);
        });
        running.add(run);
      }
    } catch (err) {
      log.error(`job worker could not poll: ${messageOf(err)}`);
    } finally {
      filling = false;
      schedule(wokenWhileFilling ? 0 : pollMs);
      wokenWhileFilling = false;
    }
  }

  const wake = () => {
    if (filling) wokenWhileFilling = true;
    else schedule(0);
  };
  const unsubscribe = opts.wakeOn?.(wake);

  // A job goes stale only after `staleAfterMs` without a heartbeat, so looking for orphans four times in that span
  // finds one soon enough; an idle worker's beat then sends nothing at all most of the time.
  const heartbeatMs = opts.heartbeatMs ?? 5000;
  const sweepEveryMs = Math.max(heartbeatMs, staleAfterMs / 4);
  let sweptAt = Date.now();
  const beat = setInterval(() => {
    void (async () => {
      try {
        await heartbeat(db, id, [...held]);
        if (Date.now() - sweptAt < sweepEveryMs) return;
        sweptAt = Date.now();
        const n = await recoverOrphans(db, { staleAfterMs, lookingWorkerId: id });
        if (n) log.warn(`Recovered ${n} job(s) whose worker stopped answering`);
      } catch (err) {
        log.error(`job heartbeat failed: ${messageOf(err)}`);
      }
    })();
  }, heartbeatMs);

  schedule(0);

  return {
    id,
    async stop() {
      if (stopping) return;
      stopping = true;
      unsubscribe?.();
      clearTimeout(timer);
      clearInterval(beat);
      abort.abort();
      while (filling) await delay(10);
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<'timeout'>(
        (resolve) => (graceTimer = setTimeout(() => resolve('timeout'), opts.shutdownGraceMs ?? 10_000)),
      );
      const ended = await Promise.race([Promise.allSettled([...running]), grace]);
      clearTimeout(graceTimer);
      if (ended === 'timeout') {
        const n = await releaseJobs(db, id);
        log.warn(`Gave up ${n} job(s) still running at shutdown`);
      }
      liveWorkers.delete(id);
    },
  };
}
