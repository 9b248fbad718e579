import { defineServerModule } from '@portal/kit';
import { devicesAccess } from './access.ts';
import { deviceRoutes } from './routes.ts';

export * from './schema.ts';
export { devicesByIds } from './devices.service.ts';

/**
 * Room devices: a tablet enrolled for one class, on which staff switch in with their PIN and reach only that
 * class's day (the classroom routes), revoked from the office in one tap.
 */
export const devicesModule = defineServerModule({
  name: 'devices',
  access: devicesAccess,
  register: deviceRoutes,
});
