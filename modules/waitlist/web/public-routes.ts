import type { PortalRoute } from '@portal/ui/routing';

/** The family's page of a seat offer: no sign-in and no shell around it. */
export const waitlistPublicRoutes: PortalRoute[] = [
  {
    path: '/seat-offer/:token',
    title: 'A seat offer',
    screen: () => import('./screens/SeatOfferScreen.tsx'),
    guard: { public: true },
  },
];
