// `npm start`: install, build, then serve (the server migrates and seeds on first run), restarting the
// server when it dies; Ctrl-C (SIGINT) or SIGTERM stops it cleanly.
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';
import { supervise } from './supervise.mjs';

ensureInstalled();
ensureBuilt();
const server = supervise({
  command: process.execPath,
  args: ['--enable-source-maps', 'apps/server/dist/main.js'],
  cwd: root,
  // The demo takes test payments unless told otherwise; the server refuses test mode in production.
  env: process.env.NODE_ENV === 'production' ? process.env : { PAYMENT_TEST_MODE: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void server.stop(signal));
await server.done;
// A setting to correct: exit as the server did, so a wrapping service manager sees the failure too.
process.exitCode = server.exitCode;
