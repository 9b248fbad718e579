// `npm run restore -- <folder>`: see scripts/backup-lib.mjs and docs/operations.md (Backup and restore).
import path from 'node:path';
import { restore } from './backup-lib.mjs';
import { root } from './lib.mjs';

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: npm run restore -- <folder>');
  process.exit(2);
}
try {
  const manifest = await restore({
    dir: path.resolve(dir),
    dataDir: path.resolve(root, process.env.DATA_DIR ?? 'data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  console.log(`Restore done: ${manifest.kind} database and ${manifest.files} uploaded files (${path.resolve(dir)})`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
