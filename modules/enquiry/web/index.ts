import type { LazyScreen, ModuleRouteSet } from '@portal/ui/routing';

export { enquiryPublicRoutes } from './public-routes.ts';

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
};

/** The shell's enquiry alert (leads to call, follow-ups due), hidden on the enquiry screens. */
export const enquiryAlertBanner: LazyScreen = () => import('./landing/EnquiryAlert.tsx');
