import type { ModuleRouteSet } from '@portal/ui/routing';

/** WhatsApp: route declarations load with the first visit to whatsapp/*. */
export const whatsappRouteSet: ModuleRouteSet = {
  name: 'whatsapp',
  segments: ['whatsapp'],
  load: () => import('./routes.ts').then((m) => m.whatsappRoutes),
};
