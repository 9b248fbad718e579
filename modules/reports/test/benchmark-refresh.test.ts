import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext, everyFranchiseeContext, jobs } from '@portal/kit';
import { FEES_COLLECTED } from '@portal/mod-finance/shared';
import { ATTENDANCE_PERCENT } from '@portal/mod-students/shared';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { BENCHMARK_JOB, benchmarkJob } from '../server/index.ts';
import { forgetWaitingRefresh, refreshAfterWrite, REFRESH_SETTLE_MS } from '../server/benchmarks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  forgetWaitingRefresh();
}, 120_000);
afterAll(async () => {
  forgetWaitingRefresh();
  await t?.close();
});

describe('the benchmarks after writes that move their figures', () => {
  it('queue one refresh a few minutes on, shared by the writes until it starts', async () => {
    const waiting = () =>
      t.db.db
        .select({ runAfter: jobs.runAfter, payload: jobs.payload })
        .from(jobs)
        .where(and(eq(jobs.name, BENCHMARK_JOB), eq(jobs.state, 'queued')));
    const nightly = (await waiting()).filter((j) => (j.payload as { nightly?: boolean }).nightly).length;
    const system = everyFranchiseeContext(anonymousContext(t.db.db));
    const before = Date.now();
    // A morning's arrivals mark attendance one child at a time; a payment moves the fees collected.
    for (let i = 0; i < 5; i++) await refreshAfterWrite(system, [ATTENDANCE_PERCENT.key]);
    await refreshAfterWrite(system, [FEES_COLLECTED.key]);
    const queued = (await waiting()).filter((j) => !(j.payload as { nightly?: boolean }).nightly);
    expect(queued).toHaveLength(1);
    expect(new Date(queued[0].runAfter).getTime()).toBeGreaterThanOrEqual(before + REFRESH_SETTLE_MS - 1000);
    expect((await waiting()).length).toBe(nightly + 1);
  });
});

describe('the nightly benchmark refresh', () => {
  it('queues the next night once, however often tonight’s runs (a second try after its server died)', async () => {
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    const nextNights = () =>
      t.db.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.name, BENCHMARK_JOB),
            eq(jobs.state, 'queued'),
            sql`${jobs.payload}->>'nightly' = 'true'`,
            gte(jobs.runAfter, new Date(`${tomorrow}T02:00:00+05:30`)),
          ),
        );
    const run = () => benchmarkJob.handler({ db: t.db.db, payload: { nightly: true } } as never);
    await run();
    await run();
    expect(await nextNights()).toHaveLength(1);
  });
});
