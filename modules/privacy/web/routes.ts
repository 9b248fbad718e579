import type { PortalRoute } from '@portal/ui/routing';
import { PRIVACY_MODULES as M } from '../shared/constants.ts';

/** The rights desk (privacy/*): a parent's data and requests, the privacy notice, head office's requests. */
export const privacyRoutes: PortalRoute[] = [
  {
    path: '/privacy/mine',
    title: 'My data',
    screen: () => import('./screens/MyDataScreen.tsx'),
    guard: { modules: [M.FAMILY] },
  },
  {
    path: '/privacy/notice',
    reachedFrom: '/privacy/mine',
    title: 'Privacy notice',
    screen: () => import('./screens/PrivacyNoticeScreen.tsx'),
    guard: { modules: [M.FAMILY] },
  },
  {
    path: '/privacy/requests',
    title: 'Privacy requests',
    screen: () => import('./screens/RequestsScreen.tsx'),
    guard: { modules: [M.DESK] },
  },
  {
    path: '/privacy/requests/:id',
    reachedFrom: '/privacy/requests',
    title: 'Privacy request',
    screen: () => import('./screens/RequestScreen.tsx'),
    guard: { modules: [M.DESK] },
  },
];
