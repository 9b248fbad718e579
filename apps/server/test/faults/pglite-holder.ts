// A process holding an embedded data folder as the portal does (openDb, and backups served through it), with a
// table of rows the test counts: `node --import tsx pglite-holder.ts <folder> <rows>`.
import { sql } from 'drizzle-orm';
import { openDb, serveOnlineBackups } from '@portal/db';

const [folder, rows] = process.argv.slice(2);
const handle = await openDb({ dataDir: folder });
await handle.db.execute(sql`create table if not exists held_rows (n integer primary key)`);
await handle.db.execute(
  sql`insert into held_rows select g from generate_series(1, ${Number(rows)}) g on conflict do nothing`,
);
serveOnlineBackups(folder, handle.dump!);
process.on('SIGTERM', () => void handle.close().then(() => process.exit(0)));
console.log('ready');
setInterval(() => {}, 1000);
