// `npm start`: install, build, then serve (the server migrates and seeds on first run).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  // The demo takes test payments unless told otherwise; the server refuses test mode in production.
  env: process.env.NODE_ENV === 'production' ? process.env : { PAYMENT_TEST_MODE: '1', ...process.env },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
