import { defineJob, anonymousContext, type RequestContext } from '@portal/kit';
import { runRoyalty } from './run.ts';

export const ROYALTY_JOB = 'royalty.monthly-run';

/** Head office's context for work the system does on its own (the monthly run). */
export function systemContext(db: RequestContext['db']): RequestContext {
  return { ...anonymousContext(db), franchisees: 'all' };
}

/** The monthly royalty run: invoices every centre with royalty due for the month. */
export const royaltyJob = defineJob<{ month: string }>({
  name: ROYALTY_JOB,
  async handler({ db, payload, progress, log }) {
    const result = await db.transaction((tx) => runRoyalty(systemContext(tx), { months: [payload.month] }));
    await progress(100);
    log.info(`Royalty ${payload.month}: ${result.invoices} invoice(s)`);
    return { ...result };
  },
});
