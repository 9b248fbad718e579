import type { Db } from '@portal/db';

export type JobPayload = Record<string, unknown>;
export type JobResult = Record<string, unknown>;

export interface JobLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** What a handler gets: the database, its payload and ways to report. */
export interface JobContext<P extends JobPayload = JobPayload> {
  db: Db;
  payload: P;
  runId: number;
  /** 1 on the first run; higher when a resumable job is picked up again after a crash. */
  attempt: number;
  /** Progress the run had reached before (0 on a fresh start); resumable jobs continue from here. */
  resumeFrom: number;
  /** Reports progress as a percentage (0-100); it also tells other nodes this worker is alive. */
  progress(percent: number): Promise<void>;
  log: JobLog;
  /** Aborted when the worker shuts down; long handlers should stop at the next safe point. */
  signal: AbortSignal;
}

export interface JobDefinition<P extends JobPayload = JobPayload> {
  name: string;
  handler(ctx: JobContext<P>): Promise<JobResult | void>;
  /** Queue the job again (instead of marking it Interrupted) when its worker died mid-run. */
  resumable?: boolean;
  /**
   * Whether a run cut short (its worker died) may run again from the start: true when running it twice does no
   * harm (it skips what it already did, or only tidies); the queue then runs it once more. False for what may have
   * sent messages or moved money before it died: that run ends Interrupted, for a person to look at. Every job
   * says which, so the choice is made where the job is written.
   */
  mayRunTwice: boolean;
}

const definitions = new Map<string, JobDefinition>();

/** Declares a job; enqueue refuses names that were never declared, so a typo fails at once. */
export function defineJob<P extends JobPayload>(def: JobDefinition<P>): JobDefinition<P> {
  const known = definitions.get(def.name);
  if (known && known !== def) throw new Error(`Job "${def.name}" is defined twice`);
  definitions.set(def.name, def);
  return def;
}

export function findJob(name: string): JobDefinition | undefined {
  return definitions.get(name);
}

/** Every job declared so far (modules declare theirs when imported). */
export function definedJobs(): JobDefinition[] {
  return [...definitions.values()];
}
