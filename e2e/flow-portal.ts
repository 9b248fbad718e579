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

/** The portal of the flow file running. */
export function flowPortal(): Portal {
  if (!portal) throw new Error('the portal of this flow file has not started (e2e/flow-setup.ts)');
  return portal;
}

/** Starts the file's portal on a copy of the database the file is dealt to. */
export async function openFlow(templates: Templates, file: string): Promise<void> {
  portal = await portalOnCopy(templates, databaseOf(file));
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
