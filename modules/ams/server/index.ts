import { defineServerModule } from '@portal/kit';
import { amsAccess } from './access.ts';
import { amsRoutes } from './routes.ts';
import { seedAms } from './seed.ts';

export * from './schema.ts';
export * from './resources.ts';
export { visitListView } from './views.ts';

export const amsModule = defineServerModule({
  name: 'ams',
  access: amsAccess,
  seed: seedAms,
  register: amsRoutes,
});
