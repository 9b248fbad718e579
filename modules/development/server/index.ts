import { defineServerModule, resourceRoutes, type FileStore } from '@portal/kit';
import { developmentAccess } from './access.ts';
import { developmentResources } from './resources.ts';
import { developmentRoutes } from './routes.ts';
import { launchResources } from './launch/resources.ts';
import { launchRoutes } from './launch/routes.ts';
import { seedLaunch } from './launch/seed.ts';
import { seedDevelopment } from './seed.ts';

export * from './schema.ts';

export interface DevelopmentModuleOptions {
  /** Where the disclosure documents' bytes are kept (the prospect's link reads them). */
  store: FileStore;
  /** Submissions per address per minute on the website form and the disclosure link. */
  publicLimitPerMinute: number;
}

/** Franchise development: prospective franchisees from first contact to a signed agreement, and the territories. */
export function developmentModule(options: DevelopmentModuleOptions) {
  return defineServerModule({
    name: 'development',
    access: developmentAccess,
    seed: async (db, seedCtx) => {
      await seedDevelopment(db, seedCtx, options.store);
      await seedLaunch(db, seedCtx);
    },
    register(app) {
      developmentRoutes(app, options.store, options.publicLimitPerMinute);
      // The prospect before what refers to it, for the isolation walk's samples.
      for (const res of developmentResources) resourceRoutes(app, res);
      launchRoutes(app);
      for (const res of launchResources) resourceRoutes(app, res);
    },
  });
}
