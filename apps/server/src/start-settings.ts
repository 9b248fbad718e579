import path from 'node:path';
import type { DbConfig } from '@portal/db';

/**
 * The settings a start checks before anything else loads: where it listens and where its database is. Kept apart
 * from config.ts (which loads every module's settings) so a wrong one is reported in seconds (main.ts).
 */
export interface StartSettings {
  port: number;
  host: string;
  databaseUrl?: string;
  /** The primary itself when DATABASE_URL goes through a transaction pooler (LISTEN, the migrator's lock). */
  databaseDirectUrl?: string;
  /** A streaming replica for lists, exports, reports and dashboards. */
  databaseReadUrl?: string;
  /** Past this replay lag (ms) the replica is passed over. */
  replicaMaxLagMs: number;
  dataDir: string;
}

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A positive number from `env[name]`, else `fallback`; anything else is refused naming the setting. */
export function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

export function loadStartSettings(env: NodeJS.ProcessEnv = process.env): StartSettings {
  return {
    port: positiveNumber(env, 'PORT', 3000),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    databaseReadUrl: env.DATABASE_READ_URL || undefined,
    replicaMaxLagMs: positiveNumber(env, 'REPLICA_MAX_LAG_MS', 2000),
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
  };
}

/** Where the server's database connections go (docs/operations.md). */
export function dbConfigOf(config: StartSettings): DbConfig {
  return {
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    readUrl: config.databaseReadUrl,
    replica: { maxLagMs: config.replicaMaxLagMs },
    dataDir: config.dataDir,
  };
}
