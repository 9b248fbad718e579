import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The portal's data folder: outbox.log there holds the SMS and email it sent. */
    dataDir: string;
    /** The meeting server the portal is configured with: a flow that joins a meeting serves this port itself. */
    meetingBaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  // Migrating and seeding a fresh database takes a while on a busy machine.
  for (let i = 0; i < 360; i++) {
    if (server.exitCode !== null) throw new Error(`the portal exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the portal did not start within 3 minutes');
}

/**
 * Starts the built portal on a free port with a fresh database (PGlite, or PostgreSQL when TEST_DATABASE_URL is
 * set).
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  // No public meeting server is reachable from the tests: the portal points at a local port, where the
  // training flow stands in for the meeting host.
  const meetingBaseUrl = `http://127.0.0.1:${await freePort()}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_IP_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
    // The browser flows pay through the gateway's test mode, which is never on unless asked for.
    PAYMENT_TEST_MODE: '1',
    JITSI_BASE_URL: meetingBaseUrl,
  };
  let dbName: string | null = null;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    dbName = `portal_e2e_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('meetingBaseUrl', meetingBaseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    if (base && dbName) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  };
}
