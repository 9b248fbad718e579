import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDb, type DbHandle } from '@portal/db';
import { DEMO_PASSWORD } from '@portal/mod-users/server';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { SKIP_REASON, PG_URL } from '../faults/support.ts';
import { loadTemplate, startPrimary, startStandby, until, type PgServer } from './cluster.ts';

// A primary and a real hot standby of it, built by the test; the app reads lists from the standby.
const OWNER = 'franchisee-a@demo.school';
const HEAD_OFFICE = 'superadmin@demo.school';
const MAX_LAG_MS = 3000;

describe.skipIf(!PG_URL)(`a streaming read replica (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`, () => {
  let primary: PgServer;
  let standby: PgServer;
  let db: DbHandle;
  let app: FastifyInstance;
  const tokens = new Map<string, string>();

  async function as(email: string, method: 'GET' | 'POST', url: string, payload?: object) {
    if (!tokens.has(email)) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: email, password: DEMO_PASSWORD },
      });
      tokens.set(email, res.json().token);
    }
    return app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens.get(email)}` } });
  }

  async function onStandby(query: string) {
    const c = new pg.Client({ connectionString: standby.url('portal') });
    await c.connect();
    try {
      return (await c.query(query)).rows;
    } finally {
      await c.end();
    }
  }

  const areas = async (email: string) =>
    ((await as(email, 'GET', '/api/pincodes?pageSize=200&q=Replica')).json().rows as { area: string }[]).map(
      (r) => r.area,
    );
  const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).json().replica;

  beforeAll(async () => {
    primary = await startPrimary();
    const template = new URL(PG_URL!);
    template.pathname = `/${inject('templateDatabase')}`;
    const url = await loadTemplate(template.toString(), primary, 'portal');
    standby = await startStandby(primary);
    db = await openDb({
      databaseUrl: url,
      readUrl: standby.url('portal'),
      replica: { maxLagMs: MAX_LAG_MS, probeMs: 200 },
      dataDir: 'memory://',
    });
    app = await buildApp({ db, config: { ...loadConfig({}), webDist: undefined, authIpLimitPerMinute: 10_000 } });
    await app.ready();
    await until('the replica to keep up', async () => (await health()).usable, 60_000);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await standby?.stop();
    await primary?.stop();
  }, 60_000);

  it('reads lists from the replica, and a person sees their own write at once', async () => {
    const before = (await health()).reads.replica;
    expect(await areas(HEAD_OFFICE)).toEqual([]);
    expect((await health()).reads.replica).toBe(before + 1);

    // The standby stops replaying: what the primary commits now is not on it.
    await onStandby('select pg_wal_replay_pause()');
    const made = await as(OWNER, 'POST', '/api/pincodes', { pincode: '560199', area: 'Replica Road' });
    expect(made.statusCode).toBe(201);
    // The writer reads the primary for a few seconds after their write …
    expect(await areas(OWNER)).toEqual(['Replica Road']);
    // … while someone else's list still comes from the replica, a moment behind.
    expect(await areas(HEAD_OFFICE)).toEqual([]);
  });

  it('passes over a replica that lags too far, and comes back to it once it catches up', async () => {
    // Still paused: past the allowed lag every read goes to the primary.
    await until('the lag to pass the limit', async () => !(await health()).usable, 30_000);
    expect((await health()).lagMs).toBeGreaterThan(MAX_LAG_MS);
    expect(await areas(HEAD_OFFICE)).toEqual(['Replica Road']);

    await onStandby('select pg_wal_replay_resume()');
    await until('the replica to catch up', async () => (await health()).usable, 30_000);
    const before = (await health()).reads.replica;
    expect(await areas(HEAD_OFFICE)).toEqual(['Replica Road']);
    expect((await health()).reads.replica).toBe(before + 1);
  });

  it('falls back to the primary when the replica is gone', async () => {
    await standby.stop();
    // The read in flight when the replica vanishes is run on the primary; later ones go there directly.
    const res = await as(HEAD_OFFICE, 'GET', '/api/pincodes?pageSize=200&q=Replica');
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.map((r: { area: string }) => r.area)).toEqual(['Replica Road']);
    await until('the replica to be passed over', async () => !(await health()).usable, 10_000);
    expect((await as(OWNER, 'GET', '/api/enquiry?pageSize=5')).statusCode).toBe(200);
  });
});
