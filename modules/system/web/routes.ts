import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { SYSTEM_MODULE } from '../shared/index.ts';
import { dashboardShape, dynamicModuleShape, endPointShape, roleShape } from '../shared/resources.ts';

const modules = [SYSTEM_MODULE];

/** The System area (spec: /system, needs sign-in and the System module). */
export const systemRoutes: PortalRoute[] = [
  { path: '/system', redirectTo: '/system/system-end-points', guard: { modules } },
  ...resourceRoutes(endPointShape, '/system', {
    modules,
    reachedFrom: '/profile/dashboard',
    list: 'system-end-points-list',
    create: 'system-end-points',
    edit: 'system-end-points/:endpointID?',
    view: false,
  }),
  ...resourceRoutes(roleShape, '/system', {
    modules,
    reachedFrom: '/profile/dashboard',
    list: 'roles',
    // The set-up beside the roles: each role's dashboards and their widgets, and what the configuration lacks.
    listLinks: {
      label: 'System',
      links: [
        { label: 'Dashboards', path: '/dynamic-dash-list', modules },
        { label: 'Dashboard widgets', path: '/system/dashboard-widgets', modules },
        { label: 'Configuration warnings', path: '/system/configuration-warnings', modules },
      ],
    },
    create: 'save-role',
    edit: 'edit-role/:roleId?',
    view: false,
    screens: {
      create: () => import('./screens/RoleEditorScreen.tsx'),
      edit: () => import('./screens/RoleEditorScreen.tsx'),
    },
  }),
  ...resourceRoutes(dynamicModuleShape, '/system', {
    modules,
    reachedFrom: '/profile/dashboard',
    list: false,
    create: 'dynamic-module/create',
    edit: 'dynamic-module/Edit/:uniqueId',
    view: false,
    screens: {
      create: () => import('./screens/DynamicModuleScreen.tsx'),
      edit: () => import('./screens/DynamicModuleScreen.tsx'),
    },
  }),
  {
    path: '/system/configuration-warnings',
    reachedFrom: '/system/roles',
    title: 'Configuration warnings',
    screen: () => import('./screens/ConfigurationWarningsScreen.tsx'),
    guard: { modules },
  },
  {
    path: '/system/dynamic-dash-create/:roleId',
    reachedFrom: '/profile/dashboard',
    title: 'Assign dashboards',
    screen: () => import('./screens/DashboardAssignScreen.tsx'),
    guard: { modules, write: true },
  },
  ...resourceRoutes(dashboardShape, '/', {
    modules,
    reachedFrom: '/system/roles',
    list: '/dynamic-dash-list',
    create: false,
    edit: false,
    view: false,
    screens: { list: () => import('./screens/DashboardListScreen.tsx') },
  }),
];
