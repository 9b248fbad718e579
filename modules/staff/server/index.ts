import { defineServerModule, resourceRoutes } from '@portal/kit';
import { staffResources } from './resources.ts';
import { staffRoutes } from './routes.ts';

export * from './schema.ts';
export * from './resources.ts';
export { isSupervisor, ownStaff, fencedStaff } from './access.ts';
export * from './owner.ts';
export { indiaToday } from './dashboard.service.ts';

export const staffModule = defineServerModule({
  name: 'staff',
  register(app) {
    staffRoutes(app);
    for (const res of staffResources) resourceRoutes(app, res);
  },
});
