import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attemptCounters, attemptsUsed, jobs, reserveAttempt } from '@portal/kit';
import { startTestApp, type TestApp } from '@portal/server/testing';
import { attemptSweepJob } from '../server/index.ts';

/** The nightly sweep forgets attempt counts whose window has passed, keeps the live ones, and queues itself again. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('is queued by the seed, forgets only counts past their window and queues the next night', async () => {
  const queued = () => t.db.db.select().from(jobs).where(eq(jobs.name, attemptSweepJob.name));
  expect(await queued()).toHaveLength(1);

  const hourAgo = new Date(Date.now() - 3_600_000);
  await reserveAttempt(t.db.db, { key: 'sweep-test:old', limit: 5, windowMs: 60_000, at: hourAgo });
  await reserveAttempt(t.db.db, { key: 'sweep-test:live', limit: 5, windowMs: 15 * 60_000 });

  // This run is the one the seed queued: it queues the next night's before its work, once however often it runs.
  const [seeded] = await queued();
  await t.db.db.delete(jobs).where(eq(jobs.id, seeded.id));
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const run = () =>
    attemptSweepJob.handler({ db: t.db.db, log } as unknown as Parameters<typeof attemptSweepJob.handler>[0]);
  const result = await run();

  expect(result).toMatchObject({ sent: 1 });
  const keys = (await t.db.db.select({ key: attemptCounters.key }).from(attemptCounters)).map((r) => r.key);
  expect(keys).not.toContain('sweep-test:old');
  expect(await attemptsUsed(t.db.db, 'sweep-test:live')).toBe(1);
  const next = await queued();
  expect(next).toHaveLength(1);
  expect(next[0].runAfter.getTime()).toBeGreaterThan(Date.now());
  await run();
  expect(await queued()).toHaveLength(1);
});
