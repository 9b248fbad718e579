import { prefetchCall } from '@portal/ui';
import type { ModuleRouteSet, RoleHome } from '@portal/ui/routing';
import { FAMILY_MODULES } from '../shared/constants.ts';
import { myCircleChildren } from '../shared/member-landing.ts';

/**
 * The landing page of a member of a child's family circle (a grandparent, a caregiver): the child's day, the
 * centre's calendar and its news, the screen of family/today. Her role reads nothing else, so the office dashboard
 * would only refuse her.
 */
export const familyMemberHome: RoleHome = {
  module: FAMILY_MODULES.VIEW,
  label: 'home.familyTab',
  load: () => import('./screens/MemberTodayScreen.tsx'),
  ahead: (client, selection) => prefetchCall(client, myCircleChildren, {}, selection),
};

/** The family circle: route declarations load with the first visit to family/*. */
export const familyRouteSet: ModuleRouteSet = {
  name: 'family',
  segments: ['family'],
  load: () => import('./routes.ts').then((m) => m.familyRoutes),
  roleHomes: [familyMemberHome],
};
