// Opens the benchmark database: a PostgreSQL database of its own (created on first use,
// kept between runs so a second run skips the data generation), or PGlite on disk.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';

register();
export const root = path.resolve(import.meta.dirname, '../..');
const { openDb, migrate } = await import('@portal/db');
const { seedIfEmpty } = await import('../../apps/server/src/seed/index.ts');

export const PG_BASE = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Database name or folder for one size and seed, so different sizes never mix. */
export function benchName({ scale, seed }) {
  return `portal_bench_${String(scale).replace(/\W/g, '_')}_${seed}`;
}

/** The connection URL (PostgreSQL) or the data folder (PGlite) of a benchmark database. */
export function benchLocation(kind, opts) {
  if (kind === 'pglite') return { dataDir: path.join(root, '.tmp', 'bench', benchName(opts)) };
  const url = new URL(PG_BASE);
  url.pathname = `/${benchName(opts)}`;
  return { databaseUrl: url.toString() };
}

async function ensurePgDatabase(name, fresh) {
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Opens (creating, migrating and seeding when new) the benchmark database. */
export async function openBenchDb(kind, opts, { fresh = false } = {}) {
  const where = benchLocation(kind, opts);
  if (kind === 'pglite') {
    if (fresh) rmSync(where.dataDir, { recursive: true, force: true });
    mkdirSync(where.dataDir, { recursive: true });
  } else {
    await ensurePgDatabase(benchName(opts), fresh);
  }
  const handle = await openDb(
    kind === 'pglite' ? { dataDir: where.dataDir } : { databaseUrl: where.databaseUrl, dataDir: 'memory://' },
  );
  await migrate(handle, path.join(root, 'packages/db/migrations'));
  await seedIfEmpty(handle.db);
  return { handle, ...where };
}

/** --name value pairs and --flag switches from argv. */
export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([\w-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) continue;
    const key = m[1].replace(/-(\w)/g, (_, c) => c.toUpperCase());
    const value = m[2] ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true');
    out[key] =
      typeof defaults[key] === 'number'
        ? Number(value)
        : typeof defaults[key] === 'boolean'
          ? value !== 'false'
          : value;
  }
  return out;
}
