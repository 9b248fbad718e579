import { addDays, todayInIndia } from '@portal/core';
import type { Executor } from '@portal/db';
import { anonymousContext, type RequestContext } from '../context.ts';
import { everyFranchiseeContext } from '../fence.ts';
import { defineJob, type JobDefinition } from './define.ts';
import { enqueue } from './queue.ts';

export interface DailySweep {
  job: JobDefinition;
  /** Queues the next run (the day after `today`, at the sweep's time); a module's seed queues the first. */
  schedule(db: Executor): Promise<void>;
}

/**
 * A sweep the system runs every day at a time of day in India (reminders of what is about to expire or
 * fall due): over every centre, with no user; it says in the job's log how many messages it queued, then
 * queues itself for the next day.
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
}): DailySweep {
  const today = def.today ?? (() => todayInIndia());
  const schedule = async (db: Executor) => {
    await enqueue(db, def.name, {}, { runAt: new Date(`${addDays(today(), 1)}T${def.at}:00+05:30`) });
  };
  const job = defineJob({
    name: def.name,
    async handler({ db, log }) {
      const sent = await def.sweep(everyFranchiseeContext(anonymousContext(db)));
      if (sent) log.info(`Queued ${sent} ${def.what}`);
      await schedule(db);
      return { sent };
    },
  });
  return { job, schedule };
}
