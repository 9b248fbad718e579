import { defineServerModule } from '@portal/kit';
import { amsAccess } from './access.ts';
import { amsRoutes } from './routes.ts';
import { seedAms } from './seed.ts';

export * from './schema.ts';
export * from './resources.ts';
export { visitListView } from './views.ts';
export { areaManagersOf, type AreaManager } from './area-managers.ts';

export interface AmsModuleOptions {
  /** Requests per address per minute on the public calendar (reads: four times the sign-in limit). */
  publicLimitPerMinute: number;
}

export function amsModule(options: AmsModuleOptions) {
  return defineServerModule({
    name: 'ams',
    access: amsAccess,
    seed: seedAms,
    register: (app) => amsRoutes(app, options.publicLimitPerMinute),
  });
}
