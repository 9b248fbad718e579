// `npm run files:archive -- <archive folder> [--prune-before <moment>]`: see scripts/file-archive-lib.mjs and
// docs/operations.md (Point-in-time recovery).
import path from 'node:path';
import { archiveFiles, pruneArchive, storeFromEnv } from './file-archive-lib.mjs';
import { root } from './lib.mjs';

const [dir, flag, moment] = process.argv.slice(2);
if (!dir || (flag && (flag !== '--prune-before' || Number.isNaN(Date.parse(moment ?? ''))))) {
  console.error("Usage: npm run files:archive -- <archive folder> [--prune-before '2026-11-01 00:00+05:30']");
  process.exit(2);
}
try {
  const archive = path.resolve(dir);
  const store = storeFromEnv(path.resolve(root, process.env.DATA_DIR ?? 'data'));
  const { copied, archived, lost } = await archiveFiles({ archive, store });
  console.log(`Files archived: ${copied} new, ${archived} in the archive, ${lost} newly gone from the store`);
  if (flag) console.log(`Forgotten: ${await pruneArchive({ archive, before: new Date(Date.parse(moment)) })} copies`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
