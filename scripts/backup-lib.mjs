// Backup and restore of an installation: its database and its uploaded files.
//   PGlite (DATA_DIR):      the database directory as PGlite's own archive (dumpDataDir); uploads live inside
//                           that directory, so the archive holds them too.
//   PostgreSQL (DATABASE_URL): pg_dump's custom format (restored with pg_restore) and a copy of <DATA_DIR>/uploads.
// A restore goes into an empty installation only: nothing is overwritten or merged.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const MANIFEST = 'backup.json';
const PGLITE_ARCHIVE = 'pglite-data.tar.gz';
const PG_DUMP = 'database.dump';
const UPLOADS = 'uploads';

const isEmptyDir = (dir) => !existsSync(dir) || readdirSync(dir).length === 0;

function run(command, args) {
  const res = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (res.error)
    throw new Error(`${command} could not be run (${res.error.message}); is PostgreSQL's client installed?`);
  if (res.status !== 0) throw new Error(`${command} failed: ${res.stderr.trim()}`);
}

async function countTables(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select count(*)::int as n from information_schema.tables ' +
        "where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** Writes a backup of the installation into `dir` (created; must be empty). Stop a PGlite server first. */
export async function backup({ dir, dataDir, databaseUrl }) {
  if (!isEmptyDir(dir)) throw new Error(`${dir} is not empty; back up into a new folder`);
  await mkdir(dir, { recursive: true });
  const manifest = { kind: databaseUrl ? 'postgres' : 'pglite', createdAt: new Date().toISOString() };
  if (databaseUrl) {
    run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      path.join(dir, PG_DUMP),
      databaseUrl,
    ]);
    const uploads = path.join(dataDir, UPLOADS);
    if (existsSync(uploads)) await cp(uploads, path.join(dir, UPLOADS), { recursive: true });
    manifest.files = existsSync(uploads) ? readdirSync(uploads).length : 0;
  } else {
    if (isEmptyDir(dataDir)) throw new Error(`There is no database in ${dataDir}`);
    const db = new PGlite(dataDir);
    try {
      await db.waitReady; // dumpDataDir on a database still opening never settles
      const archive = await db.dumpDataDir('gzip');
      await writeFile(path.join(dir, PGLITE_ARCHIVE), Buffer.from(await archive.arrayBuffer()));
    } finally {
      await db.close();
    }
    const uploads = path.join(dataDir, UPLOADS);
    manifest.files = existsSync(uploads) ? readdirSync(uploads).length : 0;
  }
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/** Restores the backup in `dir` into an empty installation of the same kind (PGlite or PostgreSQL). */
export async function restore({ dir, dataDir, databaseUrl }) {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => 'null'));
  if (!manifest) throw new Error(`${dir} holds no backup (${MANIFEST} is missing)`);
  const kind = databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== kind)
    throw new Error(
      `This is a ${manifest.kind} backup; ` +
        `restore it with ${manifest.kind === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset'}`,
    );
  if (databaseUrl) {
    if ((await countTables(databaseUrl)) > 0)
      throw new Error('The database is not empty; restore into a new, empty database');
    const uploads = path.join(dataDir, UPLOADS);
    if (!isEmptyDir(uploads)) throw new Error(`${uploads} is not empty; restore into an empty installation`);
    run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--dbname',
      databaseUrl,
      path.join(dir, PG_DUMP),
    ]);
    if (existsSync(path.join(dir, UPLOADS))) await cp(path.join(dir, UPLOADS), uploads, { recursive: true });
  } else {
    if (!isEmptyDir(dataDir)) throw new Error(`${dataDir} is not empty; restore into an empty installation`);
    const archive = new Blob([await readFile(path.join(dir, PGLITE_ARCHIVE))]);
    const db = new PGlite(dataDir, { loadDataDir: archive });
    await db.waitReady;
    await db.close();
  }
  return manifest;
}
