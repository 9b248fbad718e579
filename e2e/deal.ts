import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Which database a flow file's portal runs on. Every rule is proved on both by the API passes, and a flow proves
 * screens, which do not depend on the database, so each flow runs once: with `E2E_DEAL=both` (npm test) the flows
 * are dealt in name order, one in two to each, and the walk over every screen runs on PGlite (the default
 * `npm start`); otherwise all on PostgreSQL when TEST_DATABASE_URL names a server, or all on PGlite.
 */
export function databaseOf(file: string): 'pglite' | 'postgres' {
  if (!process.env.TEST_DATABASE_URL) return 'pglite';
  if (process.env.E2E_DEAL !== 'both') return 'postgres';
  const name = path.basename(file);
  if (name === 'screens.e2e.ts') return 'pglite';
  const flows = readdirSync(import.meta.dirname)
    .filter((f) => f.endsWith('.e2e.ts') && f !== 'screens.e2e.ts')
    .sort();
  return flows.indexOf(name) % 2 === 0 ? 'pglite' : 'postgres';
}
