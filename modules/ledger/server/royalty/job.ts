import { and, eq, sql } from 'drizzle-orm';
import { anonymousContext, defineJob, enqueue, everyFranchiseeContext, jobs, type RequestContext } from '@portal/kit';
import type { Db } from '@portal/db';
import { runRoyalty } from './run.service.ts';

export const ROYALTY_JOB = 'royalty.monthly-run';

/** Head office's context for work the system does on its own (the monthly run). */
export function systemContext(db: RequestContext['db']): RequestContext {
  return everyFranchiseeContext(anonymousContext(db));
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7);
};

/** Queues the run for `month` at 02:00 IST on the 1st of the month after it, unless one is queued. */
export async function scheduleRoyaltyRun(db: Db, month: string): Promise<void> {
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.name, ROYALTY_JOB), sql`${jobs.payload}->>'month' = ${month}`));
  if (queued) return;
  const runAt = new Date(`${nextMonth(month)}-01T02:00:00+05:30`);
  await enqueue(db, ROYALTY_JOB, { month }, { runAt });
}

/**
 * The monthly royalty run: queues itself for the next month, then invoices every centre with royalty due for the
 * month, so one run (POST /api/royalty/run) keeps the cycle going. The next month is queued before the work, so a
 * run that fails or whose server dies (it ends Interrupted, for a person to look at) does not end the cycle.
 */
export const royaltyJob = defineJob<{ month: string }>({
  name: ROYALTY_JOB,
  // Run twice? No: it posts invoices; a person checks an interrupted run.
  mayRunTwice: false,
  async handler({ db, payload, progress, log }) {
    await scheduleRoyaltyRun(db, nextMonth(payload.month));
    const result = await db.transaction((tx) => runRoyalty(systemContext(tx), { months: [payload.month] }));
    await progress(100);
    log.info(`Royalty ${payload.month}: ${result.invoices} invoice(s)`);
    return { ...result };
  },
});
