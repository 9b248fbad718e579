import type { TestProject } from 'vitest/node';
import { dropTemplates, seedTemplates, type Templates } from './portal.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Templates;
  }
}

/**
 * Migrates and seeds the demo network once for the run (on PGlite, and on PostgreSQL too when TEST_DATABASE_URL
 * is set); each flow file then starts a portal of its own on a copy (e2e/flow-portal.ts).
 */
export default async function setup(project: TestProject) {
  const templates = await seedTemplates(process.env.TEST_DATABASE_URL);
  project.provide('templates', templates);
  return () => dropTemplates(templates);
}
