import { defineServerModule, resourceRoutes, type FileStore } from '@portal/kit';
import { paymentGateway, type PaymentSettings } from '@portal/mod-finance/server';
import { developmentAccess } from './access.ts';
import { developmentResources } from './resources.ts';
import { developmentRoutes } from './routes.ts';
import { launchResources } from './launch/resources.ts';
import { launchRoutes } from './launch/routes.ts';
import { seedLaunch } from './launch/seed.ts';
import { seedDevelopment } from './seed.ts';
import { tokenRoutes } from './token/routes.ts';

export * from './schema.ts';

export interface DevelopmentModuleOptions {
  /** Where the disclosure documents' bytes are kept (the prospect's link reads them). */
  store: FileStore;
  /** Submissions per address per minute on the website form and the disclosure link. */
  publicLimitPerMinute: number;
  /** The payment gateway the LOI token links are paid through (the finance module's: live keys, test mode or off). */
  payments?: PaymentSettings;
}

/** Franchise development: prospective franchisees from first contact to a signed agreement, and the territories. */
export function developmentModule(options: DevelopmentModuleOptions) {
  const gateway = paymentGateway(options.payments ?? { mode: 'off' });
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
      tokenRoutes(app, gateway, options.publicLimitPerMinute);
      launchRoutes(app);
      for (const res of launchResources) resourceRoutes(app, res);
    },
  });
}
