// The built server (apps/server/dist) started on a benchmark database, signing in, and the CPU time
// of a process and of the PostgreSQL backends serving one database, read from /proc.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './database.mjs';
import { processCpu } from './proc.mjs';

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** The built server on the benchmark database (PostgreSQL URL, or the PGlite folder the data lives in). */
export async function startServer(where, { nodeFlags = '', env = {} } = {}) {
  const port = await freePort();
  const dataDir = where.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-bench-server-'));
  // BENCH_SERVER_ENTRY runs another build (an earlier one kept aside) to compare two versions on one database.
  const entry = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/dist/main.js';
  const server = spawn(process.execPath, [...nodeFlags.split(' ').filter(Boolean), entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: where.databaseUrl ?? '',
      AUTH_IP_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`the portal exited with ${server.exitCode}`);
    if (i > 600) throw new Error('the portal did not start within 5 minutes');
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    port,
    pid: server.pid,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      if (!where.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url, username, password = 'Demo@12345') {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status} ${await res.text()}`);
  return { authorization: `Bearer ${(await res.json()).token}` };
}

/** User + system CPU of a process in milliseconds (0 when it is gone). */
export function cpuMs(pid) {
  return Math.round((processCpu(pid)?.seconds ?? 0) * 1000);
}

/**
 * CPU of the PostgreSQL backends connected to one database (PostgreSQL on this machine). The server's
 * pool keeps its connections, so the backends seen at each reading are the same processes; one that
 * appears between two readings counts from zero.
 */
export async function pgCpuMeter(databaseUrl) {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dbName = new URL(databaseUrl).pathname.slice(1);
  let last = new Map();
  const read = async () => {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
  };
  last = await read();
  return {
    /** CPU milliseconds the backends spent since the last call. */
    async delta() {
      const now = await read();
      let ms = 0;
      for (const [pid, t] of now) ms += t - (last.get(pid) ?? 0);
      last = now;
      return ms;
    },
    close: () => client.end(),
  };
}
