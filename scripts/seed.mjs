// `npm run seed`: migrate and seed the demo network into an empty database.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const res = spawnSync(process.execPath, ['apps/server/dist/seed.js'], { cwd: root, stdio: 'inherit' });
process.exit(res.status ?? 1);
