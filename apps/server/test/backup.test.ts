import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { files, fileStoreFromEnv, localFileStore } from '@portal/kit';
import { migrate, openDb } from '@portal/db';
import { spawn } from 'node:child_process';
import { startS3TestServer } from '../../../scripts/s3-test-server.mjs';
import { loadConfig, repoRoot } from '../src/config.ts';

const base = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const dropLater: string[] = [];
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  for (const name of dropLater) await admin(`drop database if exists ${name} with (force)`);
});

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  await c.query(statement);
  await c.end();
}

/** A new empty installation: its DATA_DIR and, on PostgreSQL, a new empty database. */
async function emptyInstall(name: string) {
  const dataDir = path.join(work, name);
  if (!base) return { dataDir, databaseUrl: undefined };
  const db = `portal_backup_${name.replace(/\W/g, '_')}_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${db}`);
  dropLater.push(db);
  const url = new URL(base);
  url.pathname = `/${db}`;
  return { dataDir, databaseUrl: url.toString() };
}

/** `npm run backup|restore -- <dir>` for an installation; its exit code and what it printed. */
function command(
  name: 'backup' | 'restore',
  dir: string,
  install: { dataDir: string; databaseUrl?: string },
  bucket: Record<string, string> = {},
) {
  const env = { ...process.env, ...bucket, DATA_DIR: install.dataDir, DATABASE_URL: install.databaseUrl ?? '' };
  const child = spawn(process.execPath, [`scripts/${name}.mjs`, dir], { cwd: repoRoot, env });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output: output.trim() })),
  );
}

/**
 * The installation both tests back up, migrated once: a new PGlite's `initdb` and the migrations are some 10 s of a
 * worker, and the bucket's backup takes every object of the bucket whatever the database holds.
 */
let migrated: Promise<{ dataDir: string; databaseUrl?: string }> | undefined;
const migratedInstall = () =>
  (migrated ??= (async () => {
    const install = await emptyInstall('first');
    const db = await openDb(install);
    await migrate(db, loadConfig({}).migrationsDir);
    await db.close();
    return install;
  })());

describe(`backup and restore (${base ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('brings the database and the uploaded files back into an empty installation', async () => {
    const first = await migratedInstall();
    const bytes = randomBytes(50_000);
    const db = await openDb(first);
    await db.db.insert(files).values({
      id: 'aaaaaaaaaaaaaaaaaaaaaa',
      originalName: 'fees.pdf',
      size: bytes.length,
      contentType: 'application/pdf',
    });
    await db.close();
    await localFileStore(path.join(first.dataDir, 'uploads')).write('aaaaaaaaaaaaaaaaaaaaaa', Readable.from([bytes]));

    const dir = path.join(work, 'backup');
    const kind = base ? 'postgres' : 'pglite';
    expect(await command('backup', dir, first)).toEqual({
      code: 0,
      output: `Backup done: ${kind} database and 1 uploaded files (${dir})`,
    });
    expect(await command('backup', dir, first)).toEqual({
      code: 1,
      output: `${dir} is not empty; back up into a new folder`,
    });

    const second = await emptyInstall('second');
    expect(await command('restore', dir, second)).toMatchObject({ code: 0 });
    const back = await openDb(second);
    const rows = await back.db.select().from(files);
    expect(rows.map((r) => [r.id, r.originalName, r.size])).toEqual([
      ['aaaaaaaaaaaaaaaaaaaaaa', 'fees.pdf', bytes.length],
    ]);
    // The schema came back whole: the migrations are recorded, so a start would not re-run them.
    const applied = await back.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect((applied as unknown as { rows: { n: number }[] }).rows[0].n).toBeGreaterThan(0);
    await back.close();
    expect(readFileSync(path.join(second.dataDir, 'uploads', 'aaaaaaaaaaaaaaaaaaaaaa')).equals(bytes)).toBe(true);

    // Nothing is restored over an installation that has data.
    expect((await command('restore', dir, second)).output).toMatch(
      /is not empty; restore into (a new, empty database|an empty installation)/,
    );
  }, 480_000);

  it('brings the files of an S3 bucket back into an empty bucket', async () => {
    const [from, to] = [await startS3TestServer(), await startS3TestServer()];
    try {
      const first = await migratedInstall();
      const bytes = randomBytes(70_000);
      await fileStoreFromEnv(first.dataDir, { ...from.env }).write('bbbbbbbbbbbbbbbbbbbbbb', Readable.from([bytes]));

      const dir = path.join(work, 'bucket-backup');
      expect(await command('backup', dir, first, { ...from.env })).toMatchObject({ code: 0 });
      const second = await emptyInstall('bucket-second');
      // Without bucket settings the backup's files would have nowhere to go.
      expect((await command('restore', dir, second)).output).toMatch(/set S3_BUCKET/);
      expect(await command('restore', dir, second, { ...to.env })).toMatchObject({ code: 0 });
      const back = await fileStoreFromEnv(second.dataDir, { ...to.env }).read('bbbbbbbbbbbbbbbbbbbbbb');
      expect(Buffer.concat(await back.toArray()).equals(bytes)).toBe(true);
      // A bucket that already holds files is not restored into.
      const third = await emptyInstall('bucket-third');
      expect((await command('restore', dir, third, { ...to.env })).output).toMatch(/is not empty/);
    } finally {
      await from.stop();
      await to.stop();
    }
  }, 480_000);
});
