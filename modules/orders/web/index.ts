import type { ModuleRouteSet } from '@portal/ui/routing';

/** Kits, uniforms and orders: route declarations load with the first visit to one of these segments. */
export const orderRouteSet: ModuleRouteSet = {
  name: 'orders',
  segments: [
    'place-order',
    'order-history',
    'delivery',
    'kit-mapping',
    'report',
    'ledger',
    'indent',
    'retailer-margin',
    'curriculumKit2',
    'uniform',
    'upload',
    'kit-allocation',
    'check',
    'home',
    'damage',
    'sop',
  ],
  load: () => import('./routes.ts').then((m) => m.orderRoutes),
};
