import type { ModuleRouteSet } from '@portal/ui/routing';

/** Fees and payments: route declarations load with the first visit to one of these segments. */
export const financeRouteSet: ModuleRouteSet = {
  name: 'finance',
  segments: [
    'finance',
    'fee-types',
    'fee-type',
    'fee-component',
    'approve-plan',
    'payment-links',
    'payments',
    'approve-payment',
    'fee-Concession',
    'approve-concession',
    'concession',
    'ledger',
    'student-account',
    'admission-payments',
    'service-payments',
    'payment-invoice',
    'autopay',
  ],
  load: () => import('./routes.ts').then((m) => m.financeRoutes),
};
