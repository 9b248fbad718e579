import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../src/db-unavailable.ts';
import { freePort, PG_URL, signIn, SKIP_REASON, sleep, startServer, until, type ServerProcess } from './support.ts';

const SERVER_SETTINGS = '-c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40 -c shared_buffers=16MB';

// A private PostgreSQL cluster: stopping the shared server would break every other test.
const BIN = '/usr/lib/postgresql/15/bin';
const haveBinaries = existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));
const asRoot = process.getuid?.() === 0;

function pgCtl(dir: string, ...args: string[]) {
  const cmd = [path.join(BIN, 'pg_ctl'), '-D', dir, ...args];
  // PostgreSQL refuses to run as root: run it as the postgres account then.
  execFileSync(asRoot ? 'runuser' : cmd[0], asRoot ? ['-u', 'postgres', '--', ...cmd] : cmd.slice(1), {
    stdio: 'ignore',
    timeout: 30_000,
  });
}

describe.skipIf(!PG_URL || !haveBinaries)(
  `PostgreSQL restart under load (${!PG_URL ? SKIP_REASON : haveBinaries ? 'private cluster' : `needs ${BIN}`})`,
  () => {
    let dir: string;
    let port: number;
    let server: ServerProcess;

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
      if (asRoot) {
        chownSync(
          dir,
          Number(execFileSync('id', ['-u', 'postgres']).toString()),
          Number(execFileSync('id', ['-g', 'postgres']).toString()),
        );
        chmodSync(dir, 0o700);
      }
      const initdb = [path.join(BIN, 'initdb'), '-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'];
      execFileSync(asRoot ? 'runuser' : initdb[0], asRoot ? ['-u', 'postgres', '--', ...initdb] : initdb.slice(1), {
        stdio: 'ignore',
        timeout: 60_000,
      });
      port = await freePort();
      const opts = `-p ${port} -k ${dir} ${SERVER_SETTINGS}`;
      pgCtl(dir, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', 'start');
      server = await startServer({
        databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
        env: { DB_POOL_SIZE: '4' },
      });
    }, 240_000);

    afterAll(async () => {
      await server?.kill();
      if (dir) {
        try {
          pgCtl(dir, '-m', 'immediate', 'stop');
        } catch {
          // already stopped
        }
        rmSync(dir, { recursive: true, force: true });
      }
    }, 240_000);

    it('answers 503 (try again shortly) while the database is down and recovers by itself', async () => {
      const token = await signIn(server.url, 'franchisee-a@demo.school');
      const seen: { at: number; status: number; message?: string }[] = [];
      let running = true;
      let inFlight = 0;
      // Eight clients asking for a database-backed list without pause.
      const clients = Array.from({ length: 8 }, async () => {
        while (running) {
          inFlight++;
          try {
            const res = await fetch(`${server.url}/api/enquiry?pageSize=5`, {
              headers: { authorization: `Bearer ${token}` },
            });
            const body = (await res.json()) as { message?: string };
            seen.push({ at: Date.now(), status: res.status, message: body.message });
          } catch {
            seen.push({ at: Date.now(), status: 0 });
          } finally {
            inFlight--;
          }
          await sleep(20);
        }
      });

      await until('load to flow', async () => seen.filter((s) => s.status === 200).length >= 20, 20_000);
      pgCtl(dir, '-m', 'fast', '-w', 'stop');
      const downAt = Date.now();
      const summary = (since = downAt) => {
        const counts = new Map<string, number>();
        for (const s of seen.filter((x) => x.at > since))
          counts.set(`${s.status} ${s.message ?? ''}`, (counts.get(`${s.status} ${s.message ?? ''}`) ?? 0) + 1);
        return JSON.stringify([...counts]);
      };
      await until(
        'failures while the database is down',
        async () => seen.filter((s) => s.at > downAt && s.status !== 200).length >= 10,
        20_000,
      ).catch((err) => {
        throw new Error(`${(err as Error).message}: ${summary()}\n${server.output().slice(-2000)}`);
      });
      const opts = `-p ${port} -k ${dir} ${SERVER_SETTINGS}`;
      pgCtl(dir, '-o', opts, '-l', path.join(dir, 'server.log'), '-w', 'start');
      const upAt = Date.now();
      await until(
        'the server to answer 200 again',
        async () => seen.filter((s) => s.at > upAt && s.status === 200).length >= 20,
        20_000,
      ).catch((err) => {
        throw new Error(
          `${(err as Error).message}: ${summary(upAt)} (in flight: ${inFlight})\n${server.output().slice(-2000)}`,
        );
      });
      running = false;
      await Promise.all(clients);

      const outage = seen.filter((s) => s.status !== 200);
      expect(outage.length).toBeGreaterThan(0);
      // Every failure is the agreed 503, never a 500, a hang or a dropped connection.
      for (const s of outage)
        expect(s, JSON.stringify(s)).toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE });
      expect(server.child.exitCode).toBeNull();
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    }, 240_000);
  },
);
