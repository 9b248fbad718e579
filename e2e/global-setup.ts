import { readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { playwrightDisabledFeatures } from './chromium.ts';
import { dropTemplates, seedTemplates, type Templates } from './portal.ts';

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
 * E2E_TEMPLATES_FILE names; either way the pass removes them at its end.
 */
export default async function setup(project: TestProject) {
  const prepared = process.env.E2E_TEMPLATES_FILE;
  const [templates, features] = await Promise.all([
    prepared ? (JSON.parse(readFileSync(prepared, 'utf8')) as Templates) : seedTemplates(process.env.TEST_DATABASE_URL),
    playwrightDisabledFeatures(),
  ]);
  project.provide('chromiumDisabledFeatures', features);
  project.provide('templates', templates);
  return () => dropTemplates(templates);
}
