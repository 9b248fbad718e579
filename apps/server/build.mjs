// Bundles the server into dist/ (bundle.mjs says how).
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { serverBundleOptions } from './bundle.mjs';

// The chunks' names change with their content: last build's would be left beside this one's.
rmSync('dist', { recursive: true, force: true });
// start.js is main.js's portal without its one-life checks, for a process that runs several (e2e/portal-host.mjs).
await build(serverBundleOptions({ main: 'src/main.ts', seed: 'src/seed/cli.ts', start: 'src/start.ts' }, 'dist'));
console.log('server built: apps/server/dist');
