import { closeFlowContexts } from './chromium.ts';
import { databaseOf } from './deal.ts';
import { portalOnCopy, type Portal, type Templates } from './portal.ts';

/**
 * The portal of the flow file running: each flow file runs against a portal of its own, started before its first
 * test on a copy of the run's seeded database and stopped after its last (by the hooks of e2e/flow-setup.ts).
 * This module is loaded once per worker and kept from one file to the next (`isolate: false`), so what the
 * helpers read here is the file's portal; the setup file, evaluated again for every file, only calls it.
 */
let portal: Portal | null = null;

/**
 * A portal started for the worker's next flow file on each database, while this one runs: a start is 3–5 s in which
 * the file could do nothing else (the run's CPU was busy about 87 % of the flows' time, so most of it is absorbed).
 * One a worker keeps after its last file is stopped at the run's end (`dropTemplates`).
 */
const ready = new Map<'pglite' | 'postgres', Promise<Portal>>();

/** The portal of the flow file running. */
export function flowPortal(): Portal {
  if (!portal) throw new Error('the portal of this flow file has not started (e2e/flow-setup.ts)');
  return portal;
}

/** Gives the file a portal on a fresh copy of the database it is dealt to, and starts the next file's. */
export async function openFlow(templates: Templates, file: string): Promise<void> {
  const database = databaseOf(file);
  const started = ready.get(database) ?? portalOnCopy(templates, database);
  // A start that failed fails the next file's setup with its reason, not the worker.
  const next = portalOnCopy(templates, database);
  next.catch(() => undefined);
  ready.set(database, next);
  portal = await started;
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
