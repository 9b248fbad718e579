import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CRON_STATUS } from '@portal/core';
import { openDb, type DbHandle } from '@portal/db';
import { enqueue, jobRuns, jobs } from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import { pincodes } from '@portal/mod-org/server';
import { SLA_JOB } from '@portal/mod-tickets/server';
import { PG_URL, SKIP_REASON, signIn, startServer, type ServerProcess } from '../faults/support.ts';
import { openStream } from '../live-stream.ts';
import { fileForm } from '../multipart.ts';
import { startS3TestServer, type S3TestServer } from '../../../../scripts/s3-test-server.mjs';
import { startNginx, startPgBouncer, until, type Daemon } from './cluster.ts';

const OWNER = 'franchisee-a@demo.school';
const TEACHER = 'teacher@demo.school';
const PARENT = 'parent@demo.school';
/** A 1×1 PNG: the photo a teacher takes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The production layout in small: three built server processes behind nginx, every database connection through
 * PgBouncer in transaction mode (LISTEN and the migrator's lock on direct connections), files in an S3 bucket
 * (each node has a data folder of its own, so a file another node wrote can only come from the bucket).
 */
describe.skipIf(!PG_URL)(
  `three nodes behind a proxy, through PgBouncer (${PG_URL ? 'PostgreSQL' : SKIP_REASON})`,
  () => {
    const name = `portal_nodes_${Date.now()}_${randomBytes(3).toString('hex')}`;
    let bouncer: Daemon;
    let proxy: Daemon;
    let nodes: ServerProcess[] = [];
    let handle: DbHandle;
    let folders: string[] = [];
    let bucket: S3TestServer;
    let direct: string;

    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const post = (base: string, token: string, url: string, body: object) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    beforeAll(async () => {
      const url = new URL(PG_URL!);
      const admin = await openDb({ databaseUrl: PG_URL, dataDir: 'memory://' });
      await admin.db.execute(sql.raw(`create database ${name} template ${inject('templateDatabase')}`));
      await admin.close();
      url.pathname = `/${name}`;
      direct = url.toString();
      bouncer = await startPgBouncer({ port: Number(url.port || 5432), url: () => direct, stop: async () => {} });
      bucket = await startS3TestServer({ bucket: 'portal-nodes' });
      const fileStore: Record<string, string> = { ...bucket.env };
      folders = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'portal-node-')));
      const env = {
        DATABASE_DIRECT_URL: direct,
        AUTH_IP_LIMIT_PER_MINUTE: '100000',
        TRUST_PROXY: '1',
        DB_POOL_SIZE: '8',
        ...fileStore,
      };
      // Started together: the migrator's lock (on the direct connection) lets one of them migrate.
      nodes = await Promise.all(
        folders.map((dataDir) =>
          startServer({
            entry: 'built',
            databaseUrl: `${bouncer.url}/${name}`,
            dataDir,
            env,
            readyTimeoutMs: 120_000,
          }),
        ),
      );
      proxy = await startNginx(nodes.map((n) => n.port));
      handle = await openDb({ databaseUrl: direct, dataDir: 'memory://' });
    }, 240_000);

    afterAll(async () => {
      await proxy?.stop();
      await Promise.all(nodes.map((n) => n.kill()));
      await bouncer?.stop();
      await handle?.db.execute(sql.raw(`select 1`)).catch(() => undefined);
      await handle?.close();
      const admin = await openDb({ databaseUrl: PG_URL, dataDir: 'memory://' });
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
      await bucket?.stop();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }, 60_000);

    it('signs in through the proxy, and a photo uploaded on node A is read through node B', async () => {
      const token = await signIn(proxy.url, TEACHER);
      const served = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${proxy.url}/api/admin/me`, { headers: auth(token) });
        expect(res.status).toBe(200);
        served.add(res.headers.get('x-upstream')!);
      }
      expect(served.size).toBe(3);

      const form = await fileForm(PHOTO, 'class-photo.png');
      const up = await fetch(`${nodes[0].url}/api/files`, {
        method: 'POST',
        headers: { ...auth(token), ...form.headers },
        body: form.payload,
      });
      expect(up.status, await up.clone().text()).toBe(201);
      const { id } = (await up.json()) as { id: string };
      const onA = await fetch(`${nodes[0].url}/api/files/${id}`, { headers: auth(token) });
      const onB = await fetch(`${nodes[1].url}/api/files/${id}`, { headers: auth(token) });
      expect(onB.status).toBe(200);
      expect(onB.headers.get('content-type')).toContain('image/png');
      expect(Buffer.from(await onB.arrayBuffer()).equals(Buffer.from(await onA.arrayBuffer()))).toBe(true);
    });

    it('tells a check-in made through the proxy to a parent whose stream is open on node C', async () => {
      const [parent] = await handle.db.select().from(adminUsers).where(eq(adminUsers.email, PARENT));
      const child = parent.studentAdmissionId!;
      const stream = await openStream(nodes[2].url, await signIn(proxy.url, PARENT));
      try {
        const teacher = await signIn(proxy.url, TEACHER);
        const res = await post(proxy.url, teacher, '/api/day/roster/check-in', { studentAdmissionId: child });
        expect(res.status, await res.text()).toBe(200);
        await stream.waitFor((e) => e.kind === 'day.check-in' && e.payload.studentAdmissionId === child, 20_000);
      } finally {
        stream.close();
      }
    });

    it('runs each queued job to completion once across the three nodes', async () => {
      const runIds: number[] = [];
      for (let n = 0; n < 20; n++) runIds.push((await enqueue(handle.db, SLA_JOB, { n })).runId);
      await until(
        'every job to finish',
        async () => {
          const runs = await handle.db.select().from(jobRuns).where(inArray(jobRuns.id, runIds));
          return runs.every((r) => r.status === CRON_STATUS.COMPLETED) && runs;
        },
        60_000,
        200,
      );
      // One run row each, none left in the queue (faults/two-servers.test.ts counts each run's side effect too).
      const runs = await handle.db.select().from(jobRuns).where(eq(jobRuns.name, SLA_JOB));
      expect(runs.filter((r) => runIds.includes(r.id))).toHaveLength(20);
      const ids = runs.filter((r) => runIds.includes(r.id)).map((r) => Number(r.jobId));
      expect(new Set(ids).size).toBe(20);
      // A row leaves the queue when its run ends: none is waiting to run again.
      expect(await handle.db.select().from(jobs).where(inArray(jobs.id, ids))).toEqual([]);
    });

    it('loses no committed write when a node dies under load, and fails only what was in flight on it', async () => {
      const token = await signIn(proxy.url, OWNER);
      const victim = nodes[1];
      const acknowledged: number[] = [];
      const failed: { status: number; upstream: string | null }[] = [];
      let next = 0;
      const stopAt = Date.now() + 8000;
      const worker = async () => {
        while (Date.now() < stopAt) {
          const pincode = String(700_000 + next++);
          try {
            const res = await post(proxy.url, token, '/api/pincodes', { pincode, area: 'Load Lane' });
            if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
            else failed.push({ status: res.status, upstream: res.headers.get('x-upstream') });
          } catch {
            failed.push({ status: 0, upstream: null });
          }
        }
      };
      const load = Promise.all(Array.from({ length: 32 }, worker));
      await new Promise((r) => setTimeout(r, 3000));
      await victim.kill();
      await load;

      expect(acknowledged.length).toBeGreaterThan(50);
      const stored = await handle.db
        .select({ id: pincodes.id })
        .from(pincodes)
        .where(inArray(pincodes.id, acknowledged));
      expect(stored.length).toBe(acknowledged.length);
      // At most one request per connection was in flight on the killed node, and each failure came from it.
      expect(failed.length).toBeLessThanOrEqual(32);
      for (const f of failed) {
        expect(f.status).toBe(502);
        expect(f.upstream).toContain(`:${victim.port}`);
      }
      // The survivors still answer through the proxy.
      expect((await fetch(`${proxy.url}/api/health`)).status).toBe(200);
    });
  },
);
