import { orgRoutes } from '@portal/mod-org/web';
import { systemRoutes } from '@portal/mod-system/web';
import { userRoutes } from '@portal/mod-users/web';
import type { PortalRoute } from '@portal/ui/routing';
import { appRoutes, signInRoutes } from './app-routes.ts';

export { signInRoutes };

/**
 * The one route table: the shell's screens plus every module's routes. A new
 * module adds its `routes` export here.
 */
export const shellRoutes: PortalRoute[] = [...appRoutes, ...orgRoutes, ...systemRoutes, ...userRoutes];

export const routeTable: PortalRoute[] = [...signInRoutes, ...shellRoutes];

export const HOME_PATH = '/profile/dashboard';
