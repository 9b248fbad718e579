import { defineDailySweep, pruneAttempts } from '@portal/kit';

/**
 * Forgets the attempt counts whose window has passed, every night: such a row decides nothing any more, and
 * sign-in tries from every address would otherwise pile up in the counters' table.
 */
const attemptSweep = defineDailySweep({
  name: 'users.forget-old-attempts',
  // Run twice? Yes: forgetting old counts twice forgets nothing more.
  mayRunTwice: true,
  at: '03:00',
  what: 'attempt count(s) past their window forgotten',
  sweep: (ctx) => pruneAttempts(ctx.db),
});

export const attemptSweepJob = attemptSweep.job;
export const scheduleAttemptSweep = attemptSweep.schedule;
