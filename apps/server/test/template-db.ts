import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDb } from '@portal/db';
import { loadConfig } from '../src/config.ts';
import { seedIfEmpty } from '../src/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PostgreSQL database each test file's database is created from. */
    templateDatabase?: string;
    /** A migrated and seeded PGlite data directory, dumped to this file. */
    pgliteTemplate?: string;
  }
}

async function onAdmin<T>(baseUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrates and seeds the demo network once per run: every API test file then starts from a copy
 * (`CREATE DATABASE … TEMPLATE` on PostgreSQL, a data directory dump on PGlite) instead of running the
 * migrations and every module's seed again.
 */
export default async function setup(project: TestProject) {
  const { migrationsDir } = loadConfig({});
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const name = `portal_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await onAdmin(base, (c) => c.query(`create database ${name}`));
    const url = new URL(base);
    url.pathname = `/${name}`;
    const db = await openDb({ databaseUrl: url.toString(), dataDir: 'memory://' });
    await migrate(db, migrationsDir);
    await seedIfEmpty(db.db);
    await db.close();
    project.provide('templateDatabase', name);
    return () => onAdmin(base, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
  const db = await openDb({ dataDir: 'memory://' });
  await migrate(db, migrationsDir);
  await seedIfEmpty(db.db);
  const client = (db.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await db.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-template-'));
  const file = path.join(dir, 'seeded.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
