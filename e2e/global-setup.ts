import type { TestProject } from 'vitest/node';
import { playwrightDisabledFeatures } from './chromium.ts';
import { isOfToday } from '../apps/server/test/seed-day.ts';
import { flowTemplates } from './kept-templates.ts';
import { dropTemplates, readTemplates, type Templates } from './portal.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates;
    /** Playwright's own `--disable-features` switch (e2e/browser.ts adds to it). */
    chromiumDisabledFeatures: string | null;
  }
}

/**
 * Migrates and seeds the demo network once for the run (on PGlite, and on PostgreSQL too when TEST_DATABASE_URL
 * is set); each flow file then starts a portal of its own on a copy (e2e/flow-portal.ts). Copies seeded earlier by
 * e2e/seed-templates.ts (`npm test` seeds them beside the PostgreSQL pass) are taken over from the file
 * E2E_TEMPLATES_FILE names, and the pass removes them at its end; a one-file run outside CI keeps its own for the
 * next (e2e/kept-templates.ts).
 */
export default async function setup(project: TestProject) {
  const [{ templates, remove }, features] = await Promise.all([
    preparedOfToday().then((prepared) => (prepared ? { templates: prepared, remove: dropTemplates } : flowTemplates())),
    playwrightDisabledFeatures(),
  ]);
  project.provide('chromiumDisabledFeatures', features);
  project.provide('templates', templates);
  return () => remove(templates);
}

/**
 * The copies seeded earlier, when they are of today in India; copies seeded before midnight are a day stale
 * (apps/server/test/seed-day.ts), so they are removed and the pass seeds its own.
 */
async function preparedOfToday(): Promise<Templates | null> {
  const prepared = process.env.E2E_TEMPLATES_FILE;
  if (!prepared) return null;
  const templates = readTemplates(prepared);
  if (isOfToday(templates.day)) return templates;
  await dropTemplates(templates);
  return null;
}
