// `npm run files:restore -- <archive folder>`, after restoring the database to a moment (DATABASE_URL names the
// restored database): see scripts/file-archive-lib.mjs and docs/operations.md (Point-in-time recovery).
import path from 'node:path';
import { restoreFiles, storeFromEnv } from './file-archive-lib.mjs';
import { root } from './lib.mjs';

const dir = process.argv[2];
if (!dir || !process.env.DATABASE_URL) {
  console.error('Usage: DATABASE_URL=<the restored database> npm run files:restore -- <archive folder>');
  process.exit(2);
}
try {
  const { restored, missing } = await restoreFiles({
    archive: path.resolve(dir),
    store: storeFromEnv(path.resolve(root, process.env.DATA_DIR ?? 'data')),
    databaseUrl: process.env.DATABASE_URL,
  });
  console.log(`Files brought back: ${restored}; files the database names that are still missing: ${missing.length}`);
  if (missing.length > 0) {
    console.error(missing.slice(0, 20).join('\n'));
    process.exit(1);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
