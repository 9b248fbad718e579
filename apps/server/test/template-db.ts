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
import { todayInIndia } from '@portal/core';
import { onDatabase } from './postgres-copy.ts';
import { isOfToday, seedOfOneDay } from './seed-day.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PostgreSQL database each test file's database is created from. */
    templateDatabase?: string;
    /** A migrated and seeded PGlite data directory, dumped to this file. */
    pgliteTemplate?: string;
    /** The day in India the template was seeded on: its rows are dated from it (seed-day.ts). */
    templateDay?: string;
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
    const { seeded: name, day } =
      (await handedOverTemplate(base)) ??
      (await seedOfOneDay(
        (day) => seededTemplate(base, day),
        (name) => dropDatabase(base, name),
      ));
    project.provide('templateDatabase', name);
    project.provide('templateDay', day);
    // A pass that hands its template on leaves it for the next one, which drops it at its end.
    const handOver = process.env.TEST_TEMPLATE_HANDOVER;
    if (handOver) writeFileSync(handOver, name);
    return () => dropRunDatabases(base, name, { keepTemplate: Boolean(handOver) });
  }
  const kept = keptTemplate();
  const keptOf = (day: string) => (kept ? `${kept}-${day}.tar` : null);
  const today = todayInIndia();
  const keptToday = keptOf(today);
  if (keptToday && isFresh(keptToday) && existsSync(`${keptToday}.rows.json`)) {
    project.provide('pgliteTemplate', keptToday);
    project.provide('templateDay', today);
    return;
  }
  const dir = kept ? path.dirname(kept) : mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  mkdirSync(dir, { recursive: true });
  if (kept) removeStaleCopies(dir);
  const { seeded: file, day } = await seedOfOneDay(
    async (day) => seededPgliteCopy(keptOf(day) ?? path.join(dir, `seeded-${day}.tar`)),
    async (file) => (await import('@portal/db/pglite-put-back')).removeSeededCopy(file),
  );
  project.provide('pgliteTemplate', file);
  project.provide('templateDay', day);
  return kept ? undefined : () => rmSync(dir, { recursive: true, force: true });
}

/**
 * The demo network seeded in memory and written to `file` (a data directory dump, with each table's rows beside it
 * for the workers that put their database back between files): answers `file`.
 */
export async function seededPgliteCopy(file: string): Promise<string> {
  const db = await seeded();
  const [{ pgliteOf }, { saveSeededCopy }] = await Promise.all([
    import('@portal/db'),
    import('@portal/db/pglite-put-back'),
  ]);
  try {
    await saveSeededCopy(pgliteOf(db), file);
  } finally {
    await db.close();
  }
  return file;
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

/**
 * A new PostgreSQL database, migrated and seeded on `day`, which its comment keeps: the pass's template, or (`name`) a
 * worker's own of a later day, named after the pass's so that the pass drops it at its end.
 */
export async function seededTemplate(base: string, day: string, name = newTemplateName()): Promise<string> {
  await onDatabase(base, (c) => c.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  await (await seeded(url.toString())).close();
  await onDatabase(base, (c) => c.query(`comment on database ${name} is '${SEEDED_ON}${day}'`));
  return name;
}

const newTemplateName = () => `portal_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
const SEEDED_ON = 'seeded on ';

export const dropDatabase = (base: string, name: string) =>
  onDatabase(base, (c) => c.query(`drop database if exists ${name} with (force)`));

/**
 * The template an earlier pass of the same `npm test` seeded and handed on (TEST_TEMPLATE_DATABASE, from the file its
 * TEST_TEMPLATE_HANDOVER named), when it is still there: the nodes suites, beside the PGlite pass, seed the one the
 * PostgreSQL pass then uses (scripts/test.mjs), which read it only (its copies and dumps are made from it).
 */
async function handedOverTemplate(base: string): Promise<{ seeded: string; day: string } | null> {
  const name = process.env.TEST_TEMPLATE_DATABASE;
  if (!name || !/^portal_template_\w+$/.test(name)) return null;
  const { rows } = await onDatabase(base, (c) =>
    c.query<{ seeded: string | null }>(
      `select shobj_description(oid, 'pg_database') as seeded from pg_database where datname = $1`,
      [name],
    ),
  );
  if (rows.length === 0) return null;
  const day = rows[0].seeded?.startsWith(SEEDED_ON) ? rows[0].seeded.slice(SEEDED_ON.length) : undefined;
  // Seeded before midnight in India: a day stale now (seed-day.ts); the pass seeds its own.
  if (!day || !isOfToday(day)) {
    await dropDatabase(base, name);
    return null;
  }
  return { seeded: name, day };
}

/**
 * Drops the run's template (unless it is handed on) and whatever copy of it a file's drop had not finished when its
 * worker ended (a file does not wait for its copy's drop: support.ts), side by side: PostgreSQL serves the drops'
 * checkpoints together.
 */
async function dropRunDatabases(base: string, template: string, { keepTemplate = false } = {}): Promise<void> {
  // The workers' copies (`<template>_t…`) and their own templates of a later day (`<template>_r…`, todays-template.ts).
  const { rows } = await onDatabase(base, (c) =>
    c.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [`${template}_`]),
  );
  await Promise.all(rows.map((r) => dropDatabase(base, r.datname)));
  if (!keepTemplate) await dropDatabase(base, template);
}

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A run outside CI keeps its seeded PGlite copy in .tmp for the next run in this checkout, for half an hour (a whole
 * run's tests already use a copy that old on a slow machine, so nothing seeded relative to the clock grows staler
 * than they allow), and only while the migrations, the seeds and every source they may read are unchanged: their
 * contents name the file, with the day it was seeded on (seed-day.ts). Migrating and seeding is about a minute of a
 * one-file run. CI, `npm test`'s passes and `TEST_TEMPLATE_FRESH=1` always make a new one. Answers the file's name
 * without its day.
 */
const KEEP_MS = 30 * 60_000;
/** Whether a kept copy (or the file naming it) is young enough to be taken again. */
export const isFresh = (file: string) => existsSync(file) && Date.now() - statSync(file).mtimeMs < KEEP_MS;

/** Kept copies of other sources or days in `dir`, and any a stopped run left half made: whatever is two hours old. */
export function removeStaleCopies(dir: string): void {
  for (const old of readdirSync(dir).map((name) => path.join(dir, name)))
    if (Date.now() - statSync(old).mtimeMs > 4 * KEEP_MS) rmSync(old, { recursive: true, force: true });
}

/** Whether this run may keep seeded copies for the next one and take those kept (not in CI, not asked fresh). */
export const keepsSeededCopies = () => !process.env.CI && process.env.TEST_TEMPLATE_FRESH !== '1';

function keptTemplate(): string | null {
  if (!keepsSeededCopies()) return null;
  return path.join(root, '.tmp', 'seeded-template', seedSourcesDigest());
}

/**
 * A digest of what a seeded copy is made from: the migrations, the seeds and every source they may read, and the
 * locked packages (the flows' kept copies are named by it too, e2e/kept-templates.ts).
 */
export function seedSourcesDigest(): string {
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
  return hash.digest('hex').slice(0, 16);
}
