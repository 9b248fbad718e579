import type { PortalRoute } from '@portal/ui/routing';

/**
 * The prospective franchisee's pages: the website's form, the disclosure link and the LOI token's payment link,
 * without sign-in or shell.
 */
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
  {
    path: '/franchise-token/:token',
    title: 'LOI token payment',
    screen: () => import('./screens/TokenPayScreen.tsx'),
    guard: { public: true },
  },
];
