// The server's entry. What a start can get wrong is checked first, before the rest of the server loads (half a
// minute on a small machine): the settings of address and database and the modules' own read at start (payments,
// meetings), the port, the database answering or the data folder free and writable. Each refusal is one sentence
// naming the setting, and the exit code the supervisor of `npm start` stops on (docs/operations.md, Faults).
import { CONFIGURATION_EXIT_CODE, openDb, serveOnlineBackups, SettingError } from '@portal/db';
import { checkModuleStartSettings } from './module-start-settings.ts';
import { assertPortFree } from './port-check.ts';
import { dbConfigOf, loadStartSettings, type StartSettings } from './start-settings.ts';

function refuse(err: unknown): never {
  console.error(`The portal did not start: ${(err as Error).message}`);
  process.exit(CONFIGURATION_EXIT_CODE);
}

let settings: StartSettings;
try {
  settings = loadStartSettings();
  checkModuleStartSettings(process.env);
} catch (err) {
  refuse(err);
}
// The address first: it is known in a moment, the database takes a while to open.
await assertPortFree(settings.port, settings.host).catch(refuse);
const db = await openDb(dbConfigOf(settings)).catch((err) =>
  err instanceof SettingError ? refuse(err) : Promise.reject(err),
);
// `npm run backup` on a running embedded portal asks this process for the archive (it alone holds the folder). Heard
// from the moment the folder is held: an unheard SIGUSR2 would end the process.
if (db.dump && settings.databaseUrl === undefined)
  serveOnlineBackups(settings.dataDir, db.dump, (line) => console.warn(line));
const { serve } = await import('./serve.ts');
const stop = await serve(db, refuse);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stop().then(() => process.exit(0)));
