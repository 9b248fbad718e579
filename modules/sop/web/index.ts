import type { ModuleRouteSet } from '@portal/ui/routing';

/** The SOP library and CCTV documents: route declarations load with the first visit to sop/* or cctvDocUpload/*. */
export const sopRouteSet: ModuleRouteSet = {
  name: 'sop',
  segments: ['sop', 'cctvDocUpload'],
  load: () => import('./routes.ts').then((m) => m.sopRoutes),
};
