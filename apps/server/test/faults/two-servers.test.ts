import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRON_STATUS } from '@portal/core';
import { openDb, type DbHandle } from '@portal/db';
import { enqueue, jobRuns } from '@portal/kit';
import { ONCE_JOB } from './import-job.ts';
import { freshDatabase, PG_URL, signIn, SKIP_REASON, startServer, until, type ServerProcess } from './support.ts';

/** Sessions cached longer than any wait below: a sign-out reaches the other node by its notice, not by expiry. */
const CACHE_FOR_LONG = { SESSION_CACHE_MS: String(10 * 60_000) };

const entry = path.join(import.meta.dirname, 'server-entry.ts');

describe.skipIf(!PG_URL)(`two server processes on one database (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let handle: DbHandle;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await freshDatabase(PG_URL!);
    // Started together: the migration lock keeps them from migrating and seeding twice.
    [a, b] = await Promise.all([
      startServer({ databaseUrl: database.url, entry, env: CACHE_FOR_LONG }),
      startServer({ databaseUrl: database.url, entry, env: CACHE_FOR_LONG }),
    ]);
    handle = await openDb({ databaseUrl: database.url, dataDir: 'memory://' });
  }, 240_000);

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await handle?.close();
    await database?.drop();
  }, 240_000);

  it('a token issued by one works on the other, and signing out on one ends it on both', async () => {
    const token = await signIn(a.url, 'franchisee-a@demo.school');
    const me = await fetch(`${b.url}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'franchisee-a@demo.school' });
    // Both nodes now hold the session in their context cache; the sign-out on one must reach the other.
    expect((await fetch(`${a.url}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const out = await fetch(`${b.url}/api/logout`, { headers: { authorization: `Bearer ${token}` } });
    expect(out.status).toBeLessThan(300);
    // The other node hears the sign-out by NOTIFY: as soon as its listener has it, not within this request's answer.
    // On a loaded machine that took longer than the next request once. The cache outlives this wait, so only the
    // notice can end the session here.
    await expect
      .poll(
        async () => (await fetch(`${a.url}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } })).status,
        {
          timeout: 10_000,
          interval: 50,
        },
      )
      .toBe(401);
  });

  it('runs each queued job exactly once across both processes', async () => {
    await handle.db.execute(sql`create table fault_job_hits (run_id integer not null, pid integer not null)`);
    const runIds: number[] = [];
    for (let n = 0; n < 40; n++) runIds.push((await enqueue(handle.db, ONCE_JOB, { n })).runId);
    await until(
      'every job to finish',
      async () => {
        const done = await handle.db
          .select({ status: jobRuns.status })
          .from(jobRuns)
          .where(inArray(jobRuns.id, runIds));
        return done.length === 40 && done.every((r) => r.status === CRON_STATUS.COMPLETED);
      },
      45_000,
    );
    const hits = (
      (await handle.db.execute(sql`select run_id, pid from fault_job_hits`)) as unknown as {
        rows: { run_id: number; pid: number }[];
      }
    ).rows;
    expect(hits).toHaveLength(40);
    expect(new Set(hits.map((h) => h.run_id)).size).toBe(40);
    // Both processes took work: the queue shares it out rather than one node hoarding it.
    expect(new Set(hits.map((h) => h.pid))).toEqual(new Set([a.child.pid, b.child.pid]));
  }, 240_000);
});
