import { readJson } from '@portal/ui';
import type { LazyScreen, ModuleRouteSet } from '@portal/ui/routing';

import { enquiryPublicRoutes } from './public-routes.ts';

/** The shell's enquiry alert (leads to call, follow-ups due), hidden on the enquiry screens. */
export const enquiryAlertBanner: LazyScreen = () => import('./landing/EnquiryAlert.tsx');

/** Enquiries, forms and leads: route declarations load with the first visit to one of these segments. */
export const enquiryRouteSet: ModuleRouteSet = {
  name: 'enquiry',
  segments: [
    'forms',
    'lead-allocation',
    'lead-reallocation',
    'google-webhook',
    'waid-integration',
    'upload',
    'B2SReport',
    'enquiry',
  ],
  load: () => import('./routes.ts').then((m) => m.enquiryRoutes),
  publicRoutes: enquiryPublicRoutes,
  // For those who work on enquiries (the menu says so at sign-in, as the alert reads it): a parent never loads it.
  banner: { load: enquiryAlertBanner, shownTo: () => readJson<number>('hasEnquiryAccess') === 1 },
};
