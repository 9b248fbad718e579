import { and, eq, gte, sql } from 'drizzle-orm';
import { addDays, todayInIndia } from '@portal/core';
import type { Executor } from '@portal/db';
import { anonymousContext, type RequestContext } from '../context.ts';
import { everyFranchiseeContext } from '../fence.ts';
import { defineJob, type JobDefinition } from './define.ts';
import { enqueue } from './queue.ts';
import { jobs } from './schema.ts';

export interface DailySweep {
  job: JobDefinition;
  /** Queues the next run (the day after `today`, at the sweep's time); a module's seed queues the first. */
  schedule(db: Executor): Promise<void>;
}

/**
 * A sweep the system runs every day at a time of day in India (reminders of what is about to expire or
 * fall due): over every centre, with no user; it says in the job's log how many messages it queued.
 * Tomorrow's run is queued first, before today's work, so a run that fails or whose server dies does not end the
 * sweep for good; it is queued once (a run again, or a second try, finds it there).
 */
export function defineDailySweep(def: {
  name: string;
  /** 'HH:MM', India time. */
  at: string;
  /** What the count is of, for the log: 'immunisation reminder(s)'. */
  what: string;
  sweep(ctx: RequestContext): Promise<number>;
  /** The sweep's calendar day (a module's own clock in tests); India's today otherwise. */
  today?: () => string;
  /** Whether a run whose server died may run again from the start (JobDefinition.mayRunTwice). */
  mayRunTwice: boolean;
}): DailySweep {
  const today = def.today ?? (() => todayInIndia());
  const schedule = async (db: Executor) => {
    const runAt = new Date(`${addDays(today(), 1)}T${def.at}:00+05:30`);
    await db.transaction(async (tx) => {
      // Two runs at once (a run again beside the day's) queue tomorrow's once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`daily:${def.name}`}))`);
      const [queued] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.name, def.name), gte(jobs.runAfter, runAt)))
        .limit(1);
      if (!queued) await enqueue(tx, def.name, {}, { runAt });
    });
  };
  const job = defineJob({
    name: def.name,
    mayRunTwice: def.mayRunTwice,
    async handler({ db, log }) {
      await schedule(db);
      const sent = await def.sweep(everyFranchiseeContext(anonymousContext(db)));
      if (sent) log.info(`Queued ${sent} ${def.what}`);
      return { sent };
    },
  });
  return { job, schedule };
}
