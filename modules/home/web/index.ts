import { prefetchCall } from '@portal/ui';
import type { ModuleRouteSet, RoleHome } from '@portal/ui/routing';
import { HOME_MODULES } from '../shared/constants.ts';
import { getParentHome, getTeacherHome } from '../shared/contracts.ts';

/** The parent's home: their child today and what they owe. Its own chunk, fetched on the landing page. */
export const parentHome: RoleHome = {
  module: HOME_MODULES.PARENT,
  label: 'home.parentTab',
  load: () => import('./landing/ParentHome.tsx'),
  // No child picked yet: the family's first child, as the home first asks.
  ahead: (client, selection) =>
    prefetchCall(client, getParentHome, { query: { studentAdmissionID: undefined } }, selection),
};

/** The teacher's home: their classes today, work to review and training invitations. */
export const teacherHome: RoleHome = {
  module: HOME_MODULES.TEACHER,
  label: 'home.teacherTab',
  load: () => import('./landing/TeacherHome.tsx'),
  ahead: (client, selection) => prefetchCall(client, getTeacherHome, {}, selection),
};

/** The parent's and the teacher's homes: the module has no screens of its own beside them. */
export const homeRouteSet: ModuleRouteSet = {
  name: 'home',
  segments: [],
  load: () => Promise.resolve([]),
  roleHomes: [parentHome, teacherHome],
};
