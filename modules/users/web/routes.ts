import { resourceRoutes, type PortalRoute, type ResourceScreenProps } from '@portal/ui/routing';
import { USER_MODULE } from '../shared/index.ts';
import { userShape } from '../shared/resources.ts';

const modules = [USER_MODULE];
/** The user screens' paths, named once for the generic routes and for the staff variant's links. */
const links = {
  list: '/user/page/:current',
  create: '/user/create',
  edit: '/user/edit/:adminUserID?',
  view: '/user/view/:adminUserID?',
} satisfies ResourceScreenProps['links'];
const userScreens = resourceRoutes(userShape, '/user', {
  modules,
  reachedFrom: '/profile/dashboard',
  ...links,
  screens: {
    list: () => import('./screens/UserListScreen.tsx'),
    create: () => import('./screens/UserCreateScreen.tsx'),
    edit: () => import('./screens/UserEditScreen.tsx'),
    view: () => import('./screens/UserViewScreen.tsx'),
  },
});

/**
 * Users: list by page number (with the centre's invitations), create (a centre invites; the staff variant presets
 * isStaff), edit with roles, view; and the public page an invitation's link opens.
 */
export const userRoutes: PortalRoute[] = [
  ...userScreens,
  {
    path: '/user/create/staff',
    reachedFrom: '/user/page/:current',
    title: 'New staff member',
    screen: () => import('./screens/UserCreateScreen.tsx'),
    props: {
      resource: userShape.name,
      links,
      title: 'New staff member',
      presets: { isStaff: true },
    } satisfies ResourceScreenProps,
    guard: { modules, write: true },
  },
  {
    path: '/invitation/:token',
    title: 'Invitation',
    screen: () => import('./screens/InvitationScreen.tsx'),
    guard: { public: true },
  },
];
