import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { DbHandle } from '@portal/db';
import { onDatabase } from './postgres-copy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PostgreSQL database each test file's database is created from. */
    templateDatabase?: string;
    /** A migrated and seeded PGlite data directory, dumped to this file. */
    pgliteTemplate?: string;
  }
}

/**
 * Migrates and seeds the demo network once per run: every API test file then starts from a copy
 * (`CREATE DATABASE … TEMPLATE` on PostgreSQL, a data directory dump on PGlite) instead of running the
 * migrations and every module's seed again.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = (await handedOverTemplate(base)) ?? (await seededTemplate(base));
    project.provide('templateDatabase', name);
    // A pass that hands its template on leaves it for the next one, which drops it at its end.
    const handOver = process.env.TEST_TEMPLATE_HANDOVER;
    if (handOver) writeFileSync(handOver, name);
    return () => dropRunDatabases(base, name, { keepTemplate: Boolean(handOver) });
  }
  const kept = keptTemplate();
  if (kept && existsSync(kept) && Date.now() - statSync(kept).mtimeMs < KEEP_MS && existsSync(`${kept}.rows.json`)) {
    project.provide('pgliteTemplate', kept);
    return;
  }
  const db = await seeded();
  const [{ pgliteOf }, { saveSeededCopy }] = await Promise.all([
    import('@portal/db'),
    import('@portal/db/pglite-put-back'),
  ]);
  const client = pgliteOf(db);
  const dir = kept ? path.dirname(kept) : mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  const file = kept ?? path.join(dir, 'seeded.tar');
  mkdirSync(dir, { recursive: true });
  if (kept)
    for (const old of readdirSync(dir).map((f) => path.join(dir, f)))
      if (Date.now() - statSync(old).mtimeMs > 4 * KEEP_MS) rmSync(old, { force: true });
  // The dump with each table's rows beside it, for the workers that put their database back between files.
  await saveSeededCopy(client, file);
  await db.close();
  project.provide('pgliteTemplate', file);
  return kept ? undefined : () => rmSync(dir, { recursive: true, force: true });
}

/**
 * A database migrated and seeded with the demo network (PostgreSQL at `databaseUrl`, else PGlite in memory). The
 * server's modules (the migrations' runner, every module's seed) are imported here, not at the top: a run that finds
 * its kept copy then starts its first file without importing them twice (once here, once in the worker), where they
 * were 8 of the 10 s before a one-file run's first test file started.
 */
async function seeded(databaseUrl?: string): Promise<DbHandle> {
  const [{ migrate, openDb }, { loadConfig }, { seedIfEmpty }] = await Promise.all([
    import('@portal/db'),
    import('../src/config.ts'),
    import('../src/seed/index.ts'),
  ]);
  const db = await openDb({ databaseUrl, dataDir: 'memory://' });
  await migrate(db, loadConfig({}).migrationsDir);
  await seedIfEmpty(db.db);
  return db;
}

/** A new PostgreSQL database, migrated and seeded: the pass's template. */
async function seededTemplate(base: string): Promise<string> {
  const name = `portal_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onDatabase(base, (c) => c.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  await (await seeded(url.toString())).close();
  return name;
}

/**
 * The template an earlier pass of the same `npm test` seeded and handed on (TEST_TEMPLATE_DATABASE, from the file its
 * TEST_TEMPLATE_HANDOVER named), when it is still there: the nodes suites, beside the PGlite pass, seed the one the
 * PostgreSQL pass then uses (scripts/test.mjs), which read it only (its copies and dumps are made from it).
 */
async function handedOverTemplate(base: string): Promise<string | null> {
  const name = process.env.TEST_TEMPLATE_DATABASE;
  if (!name || !/^portal_template_\w+$/.test(name)) return null;
  const { rows } = await onDatabase(base, (c) => c.query('select 1 from pg_database where datname = $1', [name]));
  return rows.length > 0 ? name : null;
}

/**
 * Drops the run's template (unless it is handed on) and whatever copy of it a file's drop had not finished when its
 * worker ended (a file does not wait for its copy's drop: support.ts), side by side: PostgreSQL serves the drops'
 * checkpoints together.
 */
async function dropRunDatabases(base: string, template: string, { keepTemplate = false } = {}): Promise<void> {
  const dropOne = (name: string) => onDatabase(base, (c) => c.query(`drop database if exists ${name} with (force)`));
  const { rows } = await onDatabase(base, (c) =>
    c.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [`${template}_t`]),
  );
  await Promise.all(rows.map((r) => dropOne(r.datname)));
  if (!keepTemplate) await dropOne(template);
}

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A run outside CI keeps its seeded PGlite copy in .tmp for the next run in this checkout, for half an hour (a whole
 * run's tests already use a copy that old on a slow machine, so nothing seeded relative to the clock grows staler
 * than they allow), and only while the migrations, the seeds and every source they may read are unchanged: their
 * contents name the file. Migrating and seeding is about a minute of a one-file run. CI, `npm test`'s passes and
 * `TEST_TEMPLATE_FRESH=1` always make a new one.
 */
const KEEP_MS = 30 * 60_000;
function keptTemplate(): string | null {
  if (process.env.CI || process.env.TEST_TEMPLATE_FRESH === '1') return null;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const rel = path.relative(root, full);
        // Screens (a module's web folder, the UI kit) are never part of a seed.
        const screens = rel === 'packages/ui' || /^modules\/[^/]+\/web$/.test(rel);
        if (!screens && !['node_modules', 'dist', 'test', 'meta'].includes(entry.name)) walk(full);
      } else if (/\.(ts|tsx|sql|json)$/.test(entry.name)) {
        hash.update(path.relative(root, full)).update('\0').update(readFileSync(full)).update('\0');
      }
    }
  };
  for (const dir of ['packages', 'modules', 'apps/server/src']) walk(path.join(root, dir));
  hash.update(readFileSync(path.join(root, 'packages/db/migrations/meta/_journal.json')));
  hash.update(readFileSync(path.join(root, 'package-lock.json')));
  return path.join(root, '.tmp', 'seeded-template', `${hash.digest('hex').slice(0, 16)}.tar`);
}
