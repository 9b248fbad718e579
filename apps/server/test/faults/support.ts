import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { postgresCopy, type PostgresCopy } from '../postgres-copy.ts';
import { freePort } from '../free-port.ts';
import { serverMainArgs } from '../server-main.ts';
import { bundledEntry } from './bundled-entry.ts';

export { freePort };

/**
 * Fault tests run real server processes against a real PostgreSQL: PGlite lives inside
 * one process, so killing a process or sharing a database needs the server. They run in
 * the PostgreSQL pass of `npm test` and skip without TEST_DATABASE_URL.
 */
export const PG_URL = process.env.TEST_DATABASE_URL;
export const SKIP_REASON = 'needs PostgreSQL: set TEST_DATABASE_URL (the PostgreSQL pass of npm test does)';

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * A fresh database on the server of baseUrl, dropped by drop(): empty (its first server migrates and seeds it), or
 * with `seeded` a copy of the run's migrated and seeded demo network (apps/server/test/template-db.ts), which a
 * server starts on at once: migrating and seeding an empty one took its first start 10–25 s.
 */
export async function freshDatabase(baseUrl: string, { seeded = false } = {}): Promise<PostgresCopy> {
  const template = seeded ? inject('templateDatabase') : undefined;
  if (seeded && !template)
    throw new Error('the run made no seeded template database (apps/server/test/template-db.ts)');
  return postgresCopy(baseUrl, template);
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hooks, open transactions left to the database to roll back. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  databaseUrl: string;
  /**
   * The entry module (default: the server's own, built or source: `serverMainArgs`), a test's own bundled from the
   * sources (`bundledEntry`); `built` runs the bundle of `npm run build` even when a source is newer.
   */
  entry?: string | 'built';
  /** A data folder shared with other nodes (kept on kill); by default one of the node's own. */
  dataDir?: string;
  env?: Record<string, string>;
  /** How long to wait for /api/health (default 45 s: migrations and the demo seed run first). */
  readyTimeoutMs?: number;
}

/** Starts the server's entry (a test's own entry bundled first) on a free port and waits until /api/health answers. */
export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const ownDir = opts.dataDir ? null : mkdtempSync(path.join(tmpdir(), 'portal-fault-'));
  const dataDir = opts.dataDir ?? ownDir!;
  const args =
    opts.entry === 'built'
      ? [path.join(serverDir, 'dist/main.js')]
      : opts.entry
        ? [await bundledEntry(opts.entry)]
        : serverMainArgs();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      // Short worker timings so a dead worker's job is noticed within seconds.
      JOB_POLL_MS: '100',
      JOB_HEARTBEAT_MS: '500',
      JOB_STALE_AFTER_MS: '2000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // A start takes a few seconds on a quiet machine and past 45 s on one shared several times over.
  const until = Date.now() + (opts.readyTimeoutMs ?? 150_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${out.slice(-3000)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${out.slice(-3000)}`);
    }
    await sleep(200);
  }
  return {
    port,
    url,
    child,
    output: () => out,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls fn until it returns something truthy. */
export async function until<T>(
  what: string,
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

export async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'Demo@12345' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
