import { mergeModuleAccess, todayInIndia } from '@portal/core';
import type { Executor } from '@portal/db';
import type { ServerModule } from '@portal/kit';
import { loadConfig } from '../config.ts';
import { serverModules } from '../modules.ts';

/** Seeds the demo network into an empty database; answers whether it did. */
export async function seedIfEmpty(
  db: Executor,
  // The centres' calendar day (India), as a UTC midnight: the seeds count days with UTC arithmetic.
  today = new Date(`${todayInIndia()}T00:00:00Z`),
  modules: ServerModule[] = serverModules(loadConfig({})),
): Promise<boolean> {
  // A module that can tell finds its demo data there already (org, by its centres).
  for (const m of modules) if (await m.seeded?.(db)) return false;
  // Each module seeds its own demo data, in registration order (the system module seeds everyone's access).
  const access = mergeModuleAccess(modules.flatMap((m) => (m.access ? [m.access] : [])));
  await db.transaction(async (tx) => {
    for (const m of modules) await m.seed?.(tx, { today, access });
  });
  return true;
}
