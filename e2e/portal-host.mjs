// A flow worker's portal host: one process that serves each flow file's portal in turn, on the file's own copy of
// the seeded network, so a file pays a database's opening and an app's build (under a second) instead of a new
// process loading, compiling and warming the whole server again (some 4 core-s; docs/testing.md). Run by
// e2e/portal.ts with an IPC channel; each life is the built server's, as `node apps/server/dist/main.js` serves it.
//
//   → { type: 'start', env, pgliteCopy? }  serves a portal with these variables (PORT, DATA_DIR, DATABASE_URL, …),
//                                         on the host's PGlite put back to that seeded copy when one is named
//   ← { type: 'started' } | { type: 'failed', message }
//   → { type: 'clock', at? }              moves the clocks of the modules' time rules to `at` (ISO), or back
//   ← { type: 'clock-moved' }              to the real time without it (a stop puts them back too)
//   → { type: 'stop' }                     stops it: jobs, outbox, server and database closed
//   ← { type: 'stopped' }
import { moveModuleClocks, startPortal } from '../apps/server/dist/start.js';

const baseEnv = { ...process.env };
let stop = null;

function useEnv(env) {
  for (const name of Object.keys(process.env)) if (!(name in baseEnv)) delete process.env[name];
  Object.assign(process.env, baseEnv, env);
}

process.on('message', async (message) => {
  if (message.type === 'start') {
    useEnv(message.env);
    try {
      stop = await startPortal({ pgliteCopy: message.pgliteCopy });
      process.send({ type: 'started' });
    } catch (err) {
      process.send({ type: 'failed', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  } else if (message.type === 'clock') {
    moveModuleClocks(message.at ? new Date(message.at) : undefined);
    process.send({ type: 'clock-moved' });
  } else if (message.type === 'stop') {
    // Answered even when a close fails, so the flow file's end does not wait out its hook's timeout.
    try {
      await stop?.();
    } finally {
      moveModuleClocks(undefined);
      stop = null;
      process.send({ type: 'stopped' });
    }
  }
});

// The worker that started the host is gone (its run ended or failed): so is the host.
process.on('disconnect', () => process.exit(0));
