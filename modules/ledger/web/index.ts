import type { ModuleRouteSet } from '@portal/ui/routing';

/** Ledgers and royalty: route declarations load with the first visit to one of these segments. */
export const ledgerRouteSet: ModuleRouteSet = {
  name: 'ledger',
  segments: ['ledger', 'payments', 'royalty', 'report'],
  load: () => import('./routes.ts').then((m) => m.ledgerRoutes),
};
