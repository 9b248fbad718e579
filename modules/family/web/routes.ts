import type { PortalRoute } from '@portal/ui/routing';
import { FAMILY_MODULES as M } from '../shared/constants.ts';

/** The family circle (family/*): a parent's circle of their child, and what a member of it reads. */
export const familyRoutes: PortalRoute[] = [
  {
    path: '/family/circle',
    title: 'Family circle',
    screen: () => import('./screens/CircleScreen.tsx'),
    guard: { modules: [M.CIRCLE] },
  },
  {
    path: '/family/today',
    title: 'The child’s day',
    screen: () => import('./screens/MemberTodayScreen.tsx'),
    guard: { modules: [M.VIEW] },
  },
];
