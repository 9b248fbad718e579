import path from 'node:path';
import { and, eq, gt, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRON_STATUS } from '@portal/core';
import { openDb, type DbHandle } from '@portal/db';
import { enqueue, jobRuns, jobs } from '@portal/kit';
import { SWEEP_GATE, SWEEP_JOB } from './import-job.ts';
import { freshDatabase, PG_URL, SKIP_REASON, startServer, until, type ServerProcess } from './support.ts';

const entry = path.join(import.meta.dirname, 'server-entry.ts');

/**
 * A daily sweep whose server dies in the middle of its work: tomorrow's run is queued all the same (it used to be
 * queued at the end of the work, so the sweep stopped for good), and a sweep that may run twice runs again once.
 */
describe.skipIf(!PG_URL)(`a daily sweep killed mid-run (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let handle: DbHandle;
  let gate: pg.Client;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase(PG_URL!, { seeded: true });
    servers.push(await startServer({ databaseUrl: database.url, entry }));
    handle = await openDb({ databaseUrl: database.url, dataDir: 'memory://' });
    gate = new pg.Client({ connectionString: database.url });
    await gate.connect();
  }, 240_000);

  afterAll(async () => {
    for (const s of servers) await s.kill();
    await gate?.end();
    await handle?.close();
    await database?.drop();
  }, 240_000);

  const runOf = async (runId: number) => (await handle.db.select().from(jobRuns).where(eq(jobRuns.id, runId)))[0];
  /** The sweep's runs queued for a later day. */
  const tomorrows = () =>
    handle.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, SWEEP_JOB), gt(jobs.runAfter, sql`now() + interval '1 minute'`)));

  it('queues tomorrow’s run once and runs the killed one again', async () => {
    await gate.query('select pg_advisory_lock($1)', [SWEEP_GATE]);
    const { runId } = await enqueue(handle.db, SWEEP_JOB);
    await until(
      'the sweep to be held mid-work',
      async () => {
        const { rows } = await gate.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and wait_event = 'advisory'",
        );
        return rows[0].n > 0;
      },
      60_000,
    );
    await servers[0].kill();
    // Tomorrow's run was queued before the work began.
    expect(await tomorrows()).toHaveLength(1);

    await gate.query('select pg_advisory_unlock($1)', [SWEEP_GATE]);
    servers.push(await startServer({ databaseUrl: database.url, entry }));
    // The new server finds the dead one's job (its heartbeat stopped) and, as it may run twice, runs it again.
    const run = await until(
      'the killed run to run again to its end',
      async () => {
        const r = await runOf(runId);
        return r.status === CRON_STATUS.COMPLETED || r.status === CRON_STATUS.INTERRUPTED ? r : null;
      },
      90_000,
      200,
    );
    expect(run).toMatchObject({ status: CRON_STATUS.COMPLETED, result: { sent: 1 } });
    // The second try found tomorrow's run there and queued no other.
    expect(await tomorrows()).toHaveLength(1);
  }, 600_000);
});
