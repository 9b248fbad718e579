import { defineServerModule, resourceRoutes } from '@portal/kit';
import { dashboardResource, dynamicModuleResource, endPointResource, roleResource } from './resources.ts';
import { systemRoutes } from './routes.ts';
import { systemAccess } from './access.ts';
import { seedAccess } from './seed.ts';

export * from './schema.ts';
export * from './resources.ts';
export * from './system.service.ts';
export { activeDashboards, roleGrantsJson } from './reads.ts';

export const systemModule = defineServerModule({
  name: 'system',
  access: systemAccess,
  seed: seedAccess,
  register(app) {
    systemRoutes(app);
    for (const res of [endPointResource, roleResource, dynamicModuleResource, dashboardResource])
      resourceRoutes(app, res);
  },
});
