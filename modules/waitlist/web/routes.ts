import type { PortalRoute } from '@portal/ui/routing';
import { WAITLIST_MODULES as M } from '../shared/constants.ts';

/** The waitlist (waitlist/*): each class's queue and offers, and the seats of the centre's sections. */
export const waitlistRoutes: PortalRoute[] = [
  {
    path: '/waitlist/list',
    title: 'Waitlist',
    screen: () => import('./screens/WaitlistScreen.tsx'),
    guard: { modules: [M.WAITLIST] },
  },
  {
    path: '/waitlist/capacity',
    title: 'Class capacity',
    screen: () => import('./screens/CapacityScreen.tsx'),
    guard: { modules: [M.CAPACITY] },
  },
];
