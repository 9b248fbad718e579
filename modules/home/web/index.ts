import type { ModuleRouteSet, RoleHome } from '@portal/ui/routing';
import { HOME_MODULES, HOME_PATHS } from '../shared/constants.ts';

/** The parent's home: their child today and what they owe. Its own chunk, fetched on the landing page. */
export const parentHome: RoleHome = {
  module: HOME_MODULES.PARENT,
  label: 'home.parentTab',
  load: () => import('./landing/ParentHome.tsx'),
  ahead: HOME_PATHS.PARENT,
};

/** The teacher's home: their classes today, work to review and training invitations. */
export const teacherHome: RoleHome = {
  module: HOME_MODULES.TEACHER,
  label: 'home.teacherTab',
  load: () => import('./landing/TeacherHome.tsx'),
  ahead: HOME_PATHS.TEACHER,
};

/** The parent's and the teacher's homes: the module has no screens of its own beside them. */
export const homeRouteSet: ModuleRouteSet = {
  name: 'home',
  segments: [],
  load: () => Promise.resolve([]),
  roleHomes: [parentHome, teacherHome],
};
