import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDb, pgliteOf } from '@portal/db';
import { removeSeededCopy, saveSeededCopy } from '@portal/db/pglite-put-back';
import { freePort } from '../apps/server/test/free-port.ts';
import { adminQuery } from '../apps/server/test/postgres-copy.ts';
import { seededPostgres } from '../apps/server/test/postgres-put-back.ts';
import { seedOfOneDay } from '../apps/server/test/seed-day.ts';
import { hostedPortal } from './portal-host.ts';

/**
 * The built portal a flow file runs against: its own server on its own copy of the seeded demo network, so a
 * flow never sees what another flow wrote, and flows run side by side in any order (docs/testing.md).
 */
export interface Portal {
  baseUrl: string;
  /** The portal's data folder: outbox.log there holds the SMS and email it sent. */
  dataDir: string;
  /** The meeting server the portal is configured with: a flow that joins a meeting serves this port itself. */
  meetingBaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Where a run's seeded copies are: a PGlite data folder and its database's dump (`pgliteCopy`), and a PostgreSQL
 * database when the run has one.
 */
export interface Templates {
  /** The day in India they were seeded on: their rows are dated from it (apps/server/test/seed-day.ts). */
  day: string;
  pgliteDir: string;
  pgliteCopy: string;
  postgres: { base: string; name: string; dataDir: string } | null;
}

const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  // Migrating and seeding a fresh database takes a while on a busy machine; a copy starts in about 2 s.
  for (let i = 0; i < 900; i++) {
    if (server.exitCode !== null) throw new Error(`the portal exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the portal did not start within 3 minutes');
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Database {
  /** The portal's data folder (PGlite's files, uploads, the outbox), removed when it stops unless kept. */
  dataDir: string;
  keepDataDir: boolean;
  /** The PostgreSQL database, when the portal runs on one, and what gives it back when the portal stops. */
  postgres: { url: string; release?: () => Promise<void> } | null;
}

/**
 * How a portal is served: its own process (`node apps/server/dist/main.js`, as a deployment runs it), or the flow
 * worker's host (e2e/portal-host.mjs), which serves one file's portal after another in one process.
 */
type Serve = (portal: {
  env: NodeJS.ProcessEnv;
  baseUrl: string;
  /** The seeded PGlite dump the portal's database is put back to (the host only). */
  pgliteCopy?: string;
}) => Promise<() => Promise<void>>;

const ownProcess: Serve = async ({ env, baseUrl }) => {
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  };
  await waitForHealth(baseUrl, server).catch(async (err) => {
    await stop();
    throw err;
  });
  return stop;
};

/** Starts the built portal on a free port on the database given, migrating and seeding it when it is empty. */
async function startPortal(
  { dataDir, keepDataDir, postgres }: Database,
  serve: Serve,
  pgliteCopy?: string,
): Promise<Portal> {
  // No public meeting server is reachable from the tests: the portal points at a local port, where the
  // training flow stands in for the meeting host.
  const meetingBaseUrl = `http://127.0.0.1:${await freePort()}`;
  const envOn = (port: number): NodeJS.ProcessEnv => ({
    PORT: String(port),
    DATA_DIR: dataDir,
    AUTH_IP_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
    // The browser flows pay through the gateway's test mode, which is never on unless asked for.
    PAYMENT_TEST_MODE: '1',
    JITSI_BASE_URL: meetingBaseUrl,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const removeCopy = () => {
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
    // The database back to the worker, put back for its next file (apps/server/test/postgres-put-back.ts).
    void postgres?.release?.();
  };

  for (let tries = 1; ; tries++) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      const stopServing = await serve({ env: envOn(port), baseUrl, pgliteCopy });
      const stop = async () => {
        await stopServing();
        removeCopy();
      };
      return { baseUrl, dataDir, meetingBaseUrl, stop };
    } catch (err) {
      // A port found free can be taken before the portal listens on it (EADDRINUSE, twice in some ten runs): the
      // start, which closed its database, is tried again on another port.
      if (tries < 3 && String(err).includes('EADDRINUSE')) continue;
      removeCopy();
      throw err;
    }
  }
}

/**
 * Migrates and seeds the run's copies once: the portal started on an empty data folder (made in `under`) and, with
 * PostgreSQL, an empty database `name`, then stopped so that its files are closed. Each flow file's portal starts on
 * a copy. A seeding that crossed midnight in India is done again (apps/server/test/seed-day.ts).
 */
export async function seedTemplates(
  postgresBase: string | undefined,
  { name = `portal_e2e_template_${Date.now()}`, under = tmpdir() } = {},
): Promise<Templates> {
  const seed = async (postgres: { base: string; name: string } | null) => {
    const dataDir = mkdtempSync(path.join(under, 'portal-e2e-template-'));
    if (postgres) await adminQuery(postgres.base, `create database ${postgres.name}`);
    const database = postgres ? { url: databaseUrl(postgres.base, postgres.name) } : null;
    await (await startPortal({ dataDir, keepDataDir: true, postgres: database }, ownProcess)).stop();
    return dataDir;
  };
  const seedOfDay = async (day: string): Promise<Templates> => {
    const [pgliteDir, postgresDir] = await Promise.all([
      seed(null),
      postgresBase ? seed({ base: postgresBase, name }) : null,
    ]);
    return {
      day,
      pgliteDir,
      pgliteCopy: await dumpDatabase(pgliteDir),
      postgres: postgresBase && postgresDir ? { base: postgresBase, name, dataDir: postgresDir } : null,
    };
  };
  return (await seedOfOneDay(seedOfDay, dropTemplates)).seeded;
}

/**
 * The seeded folder's database as the flows' hosts load it (packages/db/src/pglite-put-back.ts): its dump, with its
 * rows beside it, in a file next to the folder.
 */
async function dumpDatabase(pgliteDir: string): Promise<string> {
  const file = `${pgliteDir}.tar`;
  const db = await openDb({ dataDir: pgliteDir });
  try {
    await saveSeededCopy(pgliteOf(db), file);
  } finally {
    await db.close();
  }
  return file;
}

/** Removes the run's copies. */
export async function dropTemplates(templates: Templates): Promise<void> {
  removeTemplateFiles(templates);
  if (templates.postgres) {
    const { base, name } = templates.postgres;
    const drop = (db: string) => adminQuery(base, `drop database if exists ${db} with (force)`);
    // The workers' own databases (apps/server/test/postgres-put-back.ts), the copies whose drop had not ended with
    // their worker, and the workers' own templates of a later day (e2e/flow-portal.ts), side by side (their
    // checkpoints are served together).
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const left = await admin
      .query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${name}_`])
      .finally(() => admin.end());
    await Promise.all(left.rows.map((r) => drop(r.datname)));
    await drop(name);
  }
}

/** The copies' folders and files, and the workers' own copies of a later day (their PostgreSQL databases stay). */
function removeTemplateFiles(templates: Templates): void {
  rmSync(templates.pgliteDir, { recursive: true, force: true });
  rmSync(laterDays(templates), { recursive: true, force: true });
  removeSeededCopy(templates.pgliteCopy);
  if (templates.postgres) rmSync(templates.postgres.dataDir, { recursive: true, force: true });
}

/** Where a run's copies are, as `seedTemplates` answered it and a file keeps it (`JSON.stringify`). */
export function readTemplates(file: string): Templates {
  // cast: written from a `Templates` by e2e/seed-templates.ts or e2e/kept-templates.ts.
  return JSON.parse(readFileSync(file, 'utf8')) as Templates;
}

/**
 * The folder a worker seeds its own copies in when the day in India has turned since the run's were seeded
 * (e2e/flow-portal.ts): a worker's process is ended, not left to exit, so the pass removes them at its end.
 */
export const laterDays = (templates: Templates) => `${templates.pgliteDir}-later-days`;

/** A portal of the flow file's own on a copy of the seeded template: PGlite's, or PostgreSQL's. */
export async function portalOnCopy(templates: Templates, database: 'pglite' | 'postgres'): Promise<Portal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const template = database === 'postgres' ? templates.postgres : null;
  if (database === 'postgres' && !template) throw new Error('this run has no PostgreSQL template (TEST_DATABASE_URL)');
  if (!template) {
    // The portal's own files (uploads, videos, the outbox) only: its database is the host's PGlite, put back.
    cpSync(templates.pgliteDir, dataDir, {
      recursive: true,
      filter: (from) => !isClusterFile(templates.pgliteDir, from),
    });
    return startPortal({ dataDir, keepDataDir: false, postgres: null }, hostedPortal, templates.pgliteCopy);
  }
  cpSync(template.dataDir, dataDir, { recursive: true });
  // The worker's own database, put back to the template between its files as the API tests' are.
  const worker = await seededPostgres(template.base, template.name);
  return startPortal({ dataDir, keepDataDir: false, postgres: worker }, hostedPortal);
}

/** A file or folder of the PGlite cluster in a portal's data folder (PG_VERSION, base, pg_wal, postgresql.conf…). */
function isClusterFile(dataDir: string, file: string): boolean {
  const [top] = path.relative(dataDir, file).split(path.sep);
  return /^(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf)$/.test(top ?? '');
}
