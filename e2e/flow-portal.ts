import { afterAll, beforeAll, inject } from 'vitest';
import { databaseOf } from './deal.ts';
import { portalOnCopy, type Portal } from './portal.ts';

/**
 * Each flow file runs against a portal of its own, started before its first test on a copy of the run's seeded
 * database and stopped after its last (a setup file of e2e/vitest.config.ts).
 */
let portal: Portal | null = null;

/** The portal of the flow file running. */
export function flowPortal(): Portal {
  if (!portal) throw new Error('the portal of this flow file has not started (e2e/flow-portal.ts)');
  return portal;
}

// Vitest reads a hook's first argument as fixtures to destructure; the file is in the second.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  portal = await portalOnCopy(inject('templates'), databaseOf(suite.file.filepath));
});

afterAll(async () => {
  await portal?.stop();
  portal = null;
});
