import { mkdirSync } from 'node:fs';
import { closeFlowContexts } from './chromium.ts';
import { databaseOf } from './deal.ts';
import { isOfToday } from '../apps/server/test/seed-day.ts';
import { laterDays, portalOnCopy, seedTemplates, type Portal, type Templates } from './portal.ts';

/**
 * The portal of the flow file running: each flow file runs against a portal of its own, started before its first
 * test on a copy of the run's seeded database and stopped after its last (by the hooks of e2e/flow-setup.ts).
 * This module is loaded once per worker and kept from one file to the next (`isolate: false`), so what the
 * helpers read here is the file's portal; the setup file, evaluated again for every file, only calls it.
 */
let portal: Portal | null = null;

/** The portal of the flow file running. */
export function flowPortal(): Portal {
  if (!portal) throw new Error('the portal of this flow file has not started (e2e/flow-setup.ts)');
  return portal;
}

/** Starts the file's portal on a copy of the database the file is dealt to. */
export async function openFlow(templates: Templates, file: string): Promise<void> {
  portal = await portalOnCopy(await templatesOfToday(templates), databaseOf(file));
}

let todays: Promise<Templates> | null = null;

/**
 * The run's seeded copies, or, once the day in India has turned since they were seeded (apps/server/test/seed-day.ts),
 * the worker's own of today, seeded once where the pass removes them at its end: a database named after the run's
 * and folders in the run's `laterDays`.
 */
async function templatesOfToday(templates: Templates): Promise<Templates> {
  if (isOfToday(templates.day)) return templates;
  const under = laterDays(templates);
  mkdirSync(under, { recursive: true });
  const name = templates.postgres ? `${templates.postgres.name}_r${process.pid}` : undefined;
  todays ??= seedTemplates(templates.postgres?.base, { name, under });
  return todays;
}

/**
 * Ends the file: closes every browser context it opened on the worker's Chromium (so no page, storage or service
 * worker reaches the next file) and stops its portal.
 */
export async function closeFlow(): Promise<void> {
  await closeFlowContexts();
  await portal?.stop();
  portal = null;
}
