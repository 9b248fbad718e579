import { migrate, openDb } from '@portal/db';
import { dbConfigOf, loadConfig } from '../config.ts';
import { serverModules } from '../modules.ts';
import { seedIfEmpty } from './index.ts';

// `npm run seed`: migrates and seeds the demo network into an empty database.
const config = loadConfig();
const db = await openDb(dbConfigOf(config));
await migrate(db, config.migrationsDir);
// The installation's own modules: a seed that stores files (demo photos) writes them where the server reads them.
const seeded = await seedIfEmpty(db.db, undefined, serverModules(config));
console.log(seeded ? 'Demo data seeded.' : 'The database already has data; nothing seeded.');
await db.close();
