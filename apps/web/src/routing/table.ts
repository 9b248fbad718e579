import { orgRoutes } from '@portal/mod-org/web';
import { staffRoutes } from '@portal/mod-staff/web';
import { systemRoutes } from '@portal/mod-system/web';
import { trainingNoticesBanner, trainingRoutes } from '@portal/mod-training/web';
import { userRoutes } from '@portal/mod-users/web';
import type { LazyScreen, PortalRoute } from '@portal/ui/routing';
import { appRoutes, signInRoutes } from './app-routes.ts';

export { signInRoutes };

/**
 * The one route table: the shell's screens plus every module's routes. A new
 * module adds its `routes` export here.
 */
export const shellRoutes: PortalRoute[] = [...appRoutes, ...orgRoutes, ...systemRoutes, ...userRoutes, ...staffRoutes, ...trainingRoutes];

/** Banners modules show above every signed-in page (the shell's ModuleBanners renders them). */
export const moduleBanners: LazyScreen[] = [trainingNoticesBanner];

export const routeTable: PortalRoute[] = [...signInRoutes, ...shellRoutes];

export const HOME_PATH = '/profile/dashboard';
