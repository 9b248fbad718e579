import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, openDb, type DbHandle } from '@portal/db';
import { DEMO_PASSWORD } from '@portal/mod-users/server';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { PG_URL, SKIP_REASON } from '../faults/support.ts';
import { startPgBouncer, until, type Daemon } from './cluster.ts';

/**
 * PgBouncer in transaction mode lends a server connection per transaction: what the portal keeps on a session
 * (LISTEN, the migrator's lock, named statements) goes over DATABASE_DIRECT_URL or is left out.
 */
describe.skipIf(!PG_URL)(
  `the portal through PgBouncer in transaction mode (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`,
  () => {
    const name = `portal_pooled_${Date.now()}_${randomBytes(3).toString('hex')}`;
    let bouncer: Daemon;
    let db: DbHandle;
    let app: FastifyInstance;
    let direct: string;
    let token: string;

    beforeAll(async () => {
      const admin = await openDb({ databaseUrl: PG_URL, dataDir: 'memory://' });
      await admin.db.execute(sql.raw(`create database ${name} template ${inject('templateDatabase')}`));
      await admin.close();
      const url = new URL(PG_URL!);
      url.pathname = `/${name}`;
      direct = url.toString();
      // A small server pool: concurrent lists must share a few server connections.
      bouncer = await startPgBouncer({ port: Number(url.port || 5432), url: () => direct, stop: async () => {} }, 3);
      const config = { ...loadConfig({}), webDist: undefined, authIpLimitPerMinute: 10_000 };
      db = await openDb({ databaseUrl: `${bouncer.url}/${name}`, directUrl: direct, dataDir: 'memory://' });
      await migrate(db, config.migrationsDir);
      app = await buildApp({ db, config });
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'franchisee-a@demo.school', password: DEMO_PASSWORD },
      });
      token = res.json().token;
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await db?.close();
      await bouncer?.stop();
      const admin = await openDb({ databaseUrl: PG_URL, dataDir: 'memory://' });
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    }, 60_000);

    const get = (url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    it('pages lists of one shape many times over, concurrently, on a few server connections', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => get(`/api/pincodes?pageSize=5&page=${(i % 3) + 1}`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    });

    it('writes in transactions with their locks; a sign-out reaches the cache through the direct LISTEN', async () => {
      const made = await app.inject({
        method: 'POST',
        url: '/api/pincodes',
        headers: { authorization: `Bearer ${token}` },
        payload: { pincode: '560299', area: 'Pooled Lane' },
      });
      expect(made.statusCode, made.body).toBe(201);
      expect((await get('/api/admin/me')).statusCode).toBe(200);
      expect((await get('/api/logout')).statusCode).toBeLessThan(300);
      expect((await get('/api/admin/me')).statusCode).toBe(401);
    });

    it('answers a write as saved when its notice cannot get a direct connection; health shows it waiting', async () => {
      // A node with a replica announces each write to the others (the replica is the primary itself: never used).
      const routed = await openDb({
        databaseUrl: `${bouncer.url}/${name}`,
        directUrl: direct,
        readUrl: direct,
        directWaitMs: 500,
        dataDir: 'memory://',
      });
      const node = await buildApp({ db: routed, config: { ...loadConfig({}), webDist: undefined } });
      const pool = routed.direct!;
      const held: pg.PoolClient[] = [];
      try {
        const signedIn = await node.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'franchisee-a@demo.school', password: DEMO_PASSWORD },
        });
        // LISTEN holds two direct connections; the rest are taken here, as a connection lost in a failover would be.
        while (pool.totalCount - pool.idleCount < pool.options.max) held.push(await pool.connect());
        const writing = node.inject({
          method: 'POST',
          url: '/api/pincodes',
          headers: { authorization: `Bearer ${signedIn.json().token}` },
          payload: { pincode: '560298', area: 'Held Lane' },
        });
        const waiting = async () => (await node.inject({ url: '/api/health' })).json().connections.direct.waiting;
        await until('the notice to wait for a direct connection', async () => (await waiting()) > 0, 10_000, 10);
        const made = await writing;
        expect(made.statusCode, made.body).toBe(201);
        const kept = await db.pool!.query(`select 1 from pincodes where pincode = '560298'`);
        expect(kept.rowCount).toBe(1);
      } finally {
        for (const client of held) client.release();
        await node.close();
        await routed.close();
      }
    }, 30_000);

    it('names each session by its pool, through PgBouncer and on the direct connection', async () => {
      const nameOf = async (pool: DbHandle['pool']) =>
        (await pool!.query<{ name: string }>(`select current_setting('application_name') as name`)).rows[0].name;
      expect(await nameOf(db.pool)).toBe('portal');
      expect(await nameOf(db.direct)).toBe('portal-direct');
    });

    it('fails the same lists when named statements meet the pooler: why the direct URL turns them off', async () => {
      const naive = await openDb({ databaseUrl: `${bouncer.url}/${name}`, dataDir: 'memory://' });
      const plain = await buildApp({ db: naive, config: { ...loadConfig({}), webDist: undefined } });
      try {
        const login = await plain.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'franchisee-a@demo.school', password: DEMO_PASSWORD },
        });
        const auth = { authorization: `Bearer ${login.json().token}` };
        const answers = await Promise.all(
          Array.from({ length: 30 }, () =>
            plain.inject({ method: 'GET', url: '/api/pincodes?pageSize=5', headers: auth }),
          ),
        );
        expect(answers.some((a) => a.statusCode >= 500)).toBe(true);
      } finally {
        await plain.close();
        await naive.close();
      }
    });
  },
);
