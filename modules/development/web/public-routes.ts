import type { PortalRoute } from '@portal/ui/routing';

/** The prospective franchisee's pages: the website's form and the disclosure link, without sign-in or shell. */
export const developmentPublicRoutes: PortalRoute[] = [
  {
    path: '/franchise-enquiry',
    title: 'Own a franchise',
    screen: () => import('./screens/FranchiseFormScreen.tsx'),
    guard: { public: true },
  },
  {
    path: '/disclosure/:token',
    title: 'Franchise disclosure document',
    screen: () => import('./screens/DisclosureLinkScreen.tsx'),
    guard: { public: true },
  },
];
