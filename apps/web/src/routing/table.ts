import { enquiryPublicRoutes, enquiryRoutes } from '@portal/mod-enquiry/web';
import { orderRoutes } from '@portal/mod-orders/web';
import { financeRoutes } from '@portal/mod-finance/web';
import { ledgerRoutes } from '@portal/mod-ledger/web';
import { orgRoutes } from '@portal/mod-org/web';
import { studentRoutes } from '@portal/mod-students/web';
import { staffRoutes } from '@portal/mod-staff/web';
import { systemRoutes } from '@portal/mod-system/web';
import { trainingNoticesBanner, trainingRoutes } from '@portal/mod-training/web';
import { userRoutes } from '@portal/mod-users/web';
import type { LazyScreen, PortalRoute } from '@portal/ui/routing';
import { appRoutes, signInRoutes as accountRoutes } from './app-routes.ts';

/** Pages shown without the shell: sign-in, and the family-facing enquiry and admission forms. */
export const signInRoutes: PortalRoute[] = [...accountRoutes, ...enquiryPublicRoutes];

/**
 * The one route table: the shell's screens plus every module's routes. A new
 * module adds its `routes` export here.
 */
export const shellRoutes: PortalRoute[] = [...appRoutes, ...orgRoutes, ...systemRoutes, ...userRoutes, ...enquiryRoutes, ...studentRoutes, ...staffRoutes, ...trainingRoutes, ...orderRoutes, ...financeRoutes, ...ledgerRoutes];

/** Banners modules show above every signed-in page (the shell's ModuleBanners renders them). */
export const moduleBanners: LazyScreen[] = [trainingNoticesBanner];

export const routeTable: PortalRoute[] = [...signInRoutes, ...shellRoutes];

export const HOME_PATH = '/profile/dashboard';
