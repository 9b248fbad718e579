import type { PortalRoute } from '@portal/ui/routing';
import { CONSENT_MODULES as M } from '../shared/constants.ts';

/** Parental consent (consents/*): a parent's own, and the centre's status per child. */
export const consentRoutes: PortalRoute[] = [
  {
    path: '/consents/mine',
    title: 'Consents',
    screen: () => import('./screens/MyConsentsScreen.tsx'),
    guard: { modules: [M.MY_CONSENTS] },
  },
  {
    path: '/consents/centre',
    title: 'Parental consents',
    screen: () => import('./screens/CentreConsentsScreen.tsx'),
    guard: { modules: [M.CENTRE_CONSENTS] },
  },
];
