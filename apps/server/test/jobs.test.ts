import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRON_STATUS } from '@portal/core';
import { openDb, type Db, type DbHandle } from '@portal/db';
import { defineJob, enqueue, jobRuns, jobs, onAnnouncedChange, startWorker, type Worker } from '@portal/kit';
import { startTestApp, type TestApp } from './support.ts';

let t: TestApp;
let db: Db;
const workers: Worker[] = [];
beforeAll(async () => {
  t = await startTestApp();
  db = t.db.db;
});
afterAll(async () => {
  for (const w of workers) await w.stop();
  await t.close();
});

async function worker(
  opts: Partial<Parameters<typeof startWorker>[0]> & { jobs: Parameters<typeof startWorker>[0]['jobs'] },
): Promise<Worker> {
  const w = await startWorker({ db, pollMs: 20, heartbeatMs: 200, ...opts });
  workers.push(w);
  return w;
}

async function run(id: number) {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row;
}

async function settled(id: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await run(id);
    if (row.status === CRON_STATUS.COMPLETED || (row.status === CRON_STATUS.INTERRUPTED && row.finishedAt)) return row;
    if (Date.now() > until) throw new Error(`run ${id} still ${row.status}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** A job row that looks like a worker held it and then vanished. */
async function orphan(name: string, payload: Record<string, unknown>, heartbeatAgoMs: number, progress = 0) {
  const { jobId, runId } = await enqueue(db, name, payload);
  await db
    .update(jobs)
    .set({
      state: 'active',
      lockedBy: 'gone-host:1:dead',
      attempts: 1,
      heartbeatAt: sql`now() - (${heartbeatAgoMs}::integer * interval '1 millisecond')`,
    })
    .where(eq(jobs.id, jobId));
  await db
    .update(jobRuns)
    .set({ status: CRON_STATUS.IN_PROGRESS, startedAt: sql`now()`, progress })
    .where(eq(jobRuns.id, runId));
  return { jobId, runId };
}

const sum = defineJob<{ values: number[] }>({
  name: 'test.sum',
  mayRunTwice: false,
  async handler({ payload, progress }) {
    await progress(50);
    return { total: payload.values.reduce((a, b) => a + b, 0) };
  },
});

const broken = defineJob({
  name: 'test.broken',
  mayRunTwice: false,
  async handler() {
    throw new Error('The fee file has no rows');
  },
});

describe('job queue', () => {
  it('runs an enqueued job to Completed with its result', async () => {
    const { runId } = await enqueue(db, 'test.sum', { values: [1, 2, 3] }, { franchiseeId: 1 });
    expect((await run(runId)).status).toBe(CRON_STATUS.NOT_STARTED);
    const w = await worker({ jobs: [sum] });
    const row = await settled(runId);
    await w.stop();
    expect(row).toMatchObject({
      status: CRON_STATUS.COMPLETED,
      result: { total: 6 },
      progress: 100,
      error: null,
      franchiseeId: 1,
    });
    expect(row.startedAt).not.toBeNull();
    expect(await db.select().from(jobs).where(eq(jobs.runId, runId))).toHaveLength(0);
  });

  it("starts a queued job when its insert is announced, not at the worker's next poll", async () => {
    // A poll a minute apart: only the announcement (migration 0089, heard by the app's listener) can start the jobs.
    const w = await worker({ jobs: [sum], pollMs: 60_000, wakeOn: (wake) => onAnnouncedChange(db, 'jobs', wake) });
    const first = await enqueue(db, 'test.sum', { values: [1] });
    expect(await settled(first.runId, 5_000)).toMatchObject({ status: CRON_STATUS.COMPLETED });
    // The worker has looked again after the first job and found nothing: the next job is the announcement's alone.
    await new Promise((r) => setTimeout(r, 300));
    const second = await enqueue(db, 'test.sum', { values: [2, 3] });
    const row = await settled(second.runId, 5_000);
    await w.stop();
    expect(row).toMatchObject({ status: CRON_STATUS.COMPLETED, result: { total: 5 } });
  });

  it('records a throwing handler as a failed run with its message', async () => {
    const { runId } = await enqueue(db, 'test.broken', {});
    const w = await worker({ jobs: [broken] });
    const row = await settled(runId);
    await w.stop();
    expect(row.status).toBe(CRON_STATUS.INTERRUPTED);
    expect(row.error).toBe('The fee file has no rows');
  });

  it('refuses a job name nobody declared', async () => {
    await expect(enqueue(db, 'test.nope', {})).rejects.toThrow(/Unknown job "test.nope"/);
  });

  it('enqueues inside the caller transaction: a rollback leaves no job behind', async () => {
    const before = (await db.select().from(jobs)).length;
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, 'test.sum', { values: [1] });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.select().from(jobs)).toHaveLength(before);
  });

  it('runs each job once with two workers on one database', async () => {
    const calls = new Map<number, number>();
    const counted = defineJob<{ n: number }>({
      name: 'test.counted',
      mayRunTwice: false,
      async handler({ payload }) {
        calls.set(payload.n, (calls.get(payload.n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
        return { n: payload.n };
      },
    });
    // On PostgreSQL the second worker gets its own pool, as a second server process would.
    const second: DbHandle | null =
      t.db.kind === 'postgres' ? await openDb({ databaseUrl: t.config.databaseUrl, dataDir: 'memory://' }) : null;
    const ids: number[] = [];
    for (let n = 0; n < 30; n++) ids.push((await enqueue(db, 'test.counted', { n })).runId);
    const a = await worker({ jobs: [counted], concurrency: 3, pollMs: 5 });
    const b = await worker({ jobs: [counted], concurrency: 3, pollMs: 5, db: second?.db ?? db });
    for (const id of ids) await settled(id);
    await Promise.all([a.stop(), b.stop()]);
    await second?.close();
    expect(calls.size).toBe(30);
    expect([...calls.values()].every((c) => c === 1)).toBe(true);
  });

  it('marks a run left In Progress by a dead worker Interrupted at start-up', async () => {
    const { runId } = await orphan('test.sum', { values: [1] }, 5 * 60_000);
    const w = await worker({ jobs: [], staleAfterMs: 60_000 });
    const row = await run(runId);
    await w.stop();
    expect(row.status).toBe(CRON_STATUS.INTERRUPTED);
    expect(row.error).toBe('The server stopped while this job was running');
    expect(row.finishedAt).not.toBeNull();
  });

  it('leaves a run alone while its worker still beats, unless the database is this process alone', async () => {
    const { runId } = await orphan('test.sum', { values: [1] }, 0);
    const shared = await worker({ jobs: [], staleAfterMs: 60_000 });
    expect((await run(runId)).status).toBe(CRON_STATUS.IN_PROGRESS);
    await shared.stop();
    const owner = await worker({ jobs: [], staleAfterMs: 60_000, ownsDatabase: true });
    await owner.stop();
    expect((await run(runId)).status).toBe(CRON_STATUS.INTERRUPTED);
  });

  it('queues a resumable job again and resumes it from its progress', async () => {
    const resumed: { attempt: number; resumeFrom: number }[] = [];
    const importer = defineJob({
      name: 'test.import',
      mayRunTwice: true,
      resumable: true,
      async handler({ attempt, resumeFrom }) {
        resumed.push({ attempt, resumeFrom });
        return { imported: true };
      },
    });
    const { runId } = await orphan('test.import', {}, 5 * 60_000, 40);
    await worker({ jobs: [importer], staleAfterMs: 60_000 });
    const row = await settled(runId);
    expect(row).toMatchObject({ status: CRON_STATUS.COMPLETED, result: { imported: true } });
    expect(resumed).toEqual([{ attempt: 2, resumeFrom: 40 }]);
  });
});

describe('a worker whose process stalls', () => {
  it('never gives up a job it is still running: a stall past the stale time is not a death', async () => {
    // On PostgreSQL the stall falls between a heartbeat's write and its answer, which waits in the socket; the orphan
    // sweep after it then reads that heartbeat as old. A 50,000-row import on a loaded machine did this: its own worker
    // queued the running job again and ran it twice. (PGlite answers in the same turn, so there it cannot fall so.)
    const stallMs = 150;
    const stalls = defineJob({
      name: 'test.stalls',
      mayRunTwice: true,
      resumable: true,
      async handler({ attempt }) {
        for (let i = 0; i < 12; i++) {
          await new Promise((r) => setImmediate(r));
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, stallMs);
        }
        return { attempt };
      },
    });
    const { runId } = await enqueue(db, 'test.stalls', {});
    const w = await worker({ jobs: [stalls], heartbeatMs: 10, staleAfterMs: 40 });
    const row = await settled(runId, 20_000);
    await w.stop();
    expect(row).toMatchObject({ status: CRON_STATUS.COMPLETED, result: { attempt: 1 } });
  });
});

describe('a job that may run twice', () => {
  it('runs once more from the start when its worker died, and not a third time', async () => {
    const starts: number[] = [];
    const tidy = defineJob({
      name: 'test.tidy',
      mayRunTwice: true,
      async handler({ attempt }) {
        starts.push(attempt);
        return { tidied: true };
      },
    });
    const once = await orphan('test.tidy', {}, 5 * 60_000);
    const twice = await orphan('test.tidy', {}, 5 * 60_000);
    // The second has already had its second run: its worker died again.
    await db.update(jobs).set({ attempts: 2 }).where(eq(jobs.id, twice.jobId));
    const w = await worker({ jobs: [tidy], staleAfterMs: 60_000 });
    expect(await settled(once.runId)).toMatchObject({ status: CRON_STATUS.COMPLETED, result: { tidied: true } });
    expect(await settled(twice.runId)).toMatchObject({
      status: CRON_STATUS.INTERRUPTED,
      error: 'The server stopped while this job was running',
    });
    await w.stop();
    expect(starts).toEqual([2]);
  });
});

describe('GET /api/cron/runs', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cron/runs' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a role without cronDashboard', async () => {
    const res = await t.as('teacher@demo.school', { method: 'GET', url: '/api/cron/runs' });
    expect(res.statusCode).toBe(403);
  });

  it('lists runs for the super admin, paginated and filtered', async () => {
    const res = await t.as('superadmin@demo.school', { method: 'GET', url: '/api/cron/runs?pageSize=5' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 5 });
    expect(body.count).toBeGreaterThan(30);
    expect(body.rows).toHaveLength(5);

    const failed = await t.as('superadmin@demo.school', {
      method: 'GET',
      url: `/api/cron/runs?name=test.broken&status=${encodeURIComponent(CRON_STATUS.INTERRUPTED)}`,
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().rows).toEqual([
      expect.objectContaining({ name: 'test.broken', error: 'The fee file has no rows' }),
    ]);
  });

  it('answers 400 for an unknown status', async () => {
    const res = await t.as('superadmin@demo.school', { method: 'GET', url: '/api/cron/runs?status=Exploded' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Status must be one of/);
  });
});
