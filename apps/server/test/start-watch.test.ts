import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@portal/db';
import { watchStart } from '../src/start-watch.ts';
import { postgresCopy, type PostgresCopy } from './postgres-copy.ts';

/**
 * The lines a watch warns, checking every 20 ms, within `ms` and until its first line (a reading of the sessions on a
 * busy machine may take longer), at most 5 s.
 */
async function warnedWithin(
  db: Pick<DbHandle, 'pool' | 'direct'>,
  ms: number,
  steps: (step: (name: string) => void) => void,
) {
  const lines: string[] = [];
  const watch = watchStart(db, (line) => lines.push(line), 20);
  steps(watch.step);
  const firstBy = Date.now() + 5_000;
  await sleep(ms);
  while (!lines.length && Date.now() < firstBy) await sleep(20);
  watch.end();
  const ended = lines.length;
  await sleep(60);
  return { lines, warnedAfterEnd: lines.length > ended };
}

describe('a start that takes long says where it is', () => {
  it('names the step it is on, and stops when the start has ended', async () => {
    // PGlite's handle has no pool and no other sessions to tell of.
    const { lines, warnedAfterEnd } = await warnedWithin({}, 70, (step) => step('registering the fees module'));
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatch(/^The portal is still starting after \d+ s, at: registering the fees module$/);
    expect(warnedAfterEnd).toBe(false);
  });

  it('says nothing once the start has ended, though a reading of the sessions was still under way', async () => {
    // A database that takes each connection and drops it 200 ms later: every reading ends after the watch has.
    let connections = 0;
    const slow = createServer((socket) => {
      connections++;
      setTimeout(() => socket.destroy(), 200);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const address = slow.address();
    if (!address || typeof address === 'string') throw new Error('the stand-in database has no port');
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${address.port}/portal` });
    const lines: string[] = [];
    const watch = watchStart({ pool }, (line) => lines.push(line), 20);
    await sleep(70);
    watch.end();
    await sleep(400);
    await pool.end();
    await new Promise((resolve) => slow.close(resolve));
    expect(connections).toBeGreaterThan(0);
    expect(lines).toEqual([]);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    let copy: PostgresCopy;
    let db: DbHandle;
    let holder: pg.Client;
    let waiter: pg.Client;

    beforeAll(async () => {
      copy = await postgresCopy(process.env.TEST_DATABASE_URL!);
      db = await openDb({ databaseUrl: copy.url, dataDir: 'memory://' });
      holder = new pg.Client({ connectionString: copy.url });
      waiter = new pg.Client({ connectionString: copy.url });
      await Promise.all([holder.connect(), waiter.connect()]);
    });

    afterAll(async () => {
      await Promise.all([holder.end(), waiter.end()]);
      await db.close();
      await copy.drop();
    });

    it('says which session waits on which, and how the pool stands', async () => {
      await holder.query('select pg_advisory_lock(4242)');
      const waiting = waiter.query('select pg_advisory_lock(4242)');
      const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const { lines } = await warnedWithin(db, 400, (step) => step('migrating'));
      // Read before the lock goes: a line written after that would tell of sessions no longer as the start saw them.
      const line = lines.at(-1)!;
      await holder.query('select pg_advisory_unlock(4242)');
      await waiting;
      expect(line).toMatch(/at: migrating; pool: \d+ connections, \d+ idle, 0 waiting; other sessions: /);
      const blocked = `waits on Lock:advisory, blocked by \\{${holderPid}\\}: select pg_advisory_lock`;
      expect(line).toMatch(new RegExp(blocked));
    });
  });
});
