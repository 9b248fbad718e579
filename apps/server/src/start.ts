// The portal's life in a process that runs several, one after another: the browser flows' host
// (e2e/portal-host.mjs) starts a portal on each flow file's copy of the seeded network in one process, where a new
// process for every file cost some 4 core-s of loading and compiling the same code (docs/testing.md). main.ts is
// the one-life entry every deployment runs; this one skips its checks of a free port and of the refusals' exit code.
import { openDb } from '@portal/db';
import { seededPglite } from '@portal/db/pglite-put-back';
import { serve } from './serve.ts';
import { dbConfigOf, loadStartSettings } from './start-settings.ts';

// The host moves the clocks of the modules' time rules for a flow that needs a given hour (e2e/portal-host.mjs).
export { moveModuleClocks } from '@portal/kit';

/**
 * Opens the database the environment names (DATABASE_URL, else the PGlite folder DATA_DIR) and serves the portal on
 * it, as main.ts does. Answers the stop, which closes both; a setting it cannot use is thrown, not an exit.
 *
 * With `pgliteCopy` (a seeded PGlite's dump, packages/db/src/pglite-put-back.ts) the portal runs on the process's
 * PGlite in memory instead, put back to that copy: its stop gives it back for the next life. A flow file's own copy
 * of the data folder (76 MB, 2,700 files) cost its worker 2–2.5 core-s to write, and opening it cost more than the
 * putting back (docs/testing.md).
 */
export async function startPortal(opts: { pgliteCopy?: string } = {}): Promise<() => Promise<void>> {
  const db = opts.pgliteCopy ? await seededPglite(opts.pgliteCopy) : await openDb(dbConfigOf(loadStartSettings()));
  try {
    return await serve(db, (err) => {
      throw err;
    });
  } catch (err) {
    await db.close();
    throw err;
  }
}
