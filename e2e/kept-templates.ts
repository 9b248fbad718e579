import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isFresh, keepsSeededCopies, removeStaleCopies, seedSourcesDigest } from '../apps/server/test/template-db.ts';
import { isOfToday } from '../apps/server/test/seed-day.ts';
import { dropTemplates, laterDays, readTemplates, seedTemplates, type Templates } from './portal.ts';

const root = path.resolve(import.meta.dirname, '..');
const keptDir = path.join(root, '.tmp', 'seeded-flows');
const BUILT_SERVER = path.join(root, 'apps/server/dist/main.js');

/**
 * The flows' seeded copies for a pass that seeds its own (no `E2E_TEMPLATES_FILE`), and what its end removes. Outside
 * CI a one-file run on PGlite keeps them in `.tmp/seeded-flows/` for half an hour, as the API tests keep theirs
 * (apps/server/test/template-db.ts): seeding the demo network through a portal was half of such a run. They are
 * taken again while the day in India, the seed's sources and the built server are the ones they were seeded with.
 */
export async function flowTemplates(): Promise<{
  templates: Templates;
  remove: (templates: Templates) => Promise<void> | void;
}> {
  const postgresBase = process.env.TEST_DATABASE_URL;
  const kept = keptFile(postgresBase);
  if (!kept) return { templates: await seedTemplates(postgresBase), remove: dropTemplates };
  // A worker's own copies of a later day (e2e/flow-portal.ts) are the run's; the kept ones stay.
  const remove = (templates: Templates) => rmSync(laterDays(templates), { recursive: true, force: true });
  const found = keptOfToday(kept);
  if (found) return { templates: found, remove };
  mkdirSync(keptDir, { recursive: true });
  removeStaleCopies(keptDir);
  const templates = await seedTemplates(undefined, { under: keptDir });
  writeFileSync(kept, JSON.stringify(templates));
  return { templates, remove };
}

/** Where the kept copies of these sources are named; null where a run seeds its own (CI, PostgreSQL, asked fresh). */
function keptFile(postgresBase: string | undefined): string | null {
  if (!keepsSeededCopies() || postgresBase || !existsSync(BUILT_SERVER)) return null;
  // The seeding runs the built server, so a build since makes other copies even where no source changed.
  const built = Math.round(statSync(BUILT_SERVER).mtimeMs);
  return path.join(keptDir, `${seedSourcesDigest()}-${built}.json`);
}

function keptOfToday(kept: string): Templates | null {
  if (!isFresh(kept)) return null;
  const templates = readTemplates(kept);
  const whole = [templates.pgliteDir, templates.pgliteCopy, `${templates.pgliteCopy}.rows.json`].every(existsSync);
  return whole && isOfToday(templates.day) ? templates : null;
}
