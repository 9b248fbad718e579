import type { ModuleRouteSet } from '@portal/ui/routing';

/** Audits: route declarations load with the first visit to audit/*, my-audit/* or general-audit/*. */
export const auditRouteSet: ModuleRouteSet = {
  name: 'audit',
  segments: ['audit', 'my-audit', 'general-audit'],
  load: () => import('./routes.ts').then((m) => m.auditRoutes),
};
