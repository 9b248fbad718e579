import type { ResourceShape } from '@portal/core';
import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import {
  amsCentreAllocationShape,
  amsCentreCategoryShape,
  amsCycleShape,
  amsFirstAuditShape,
  amsHolidayShape,
  amsManagerShape,
  amsVisitShape,
  amsZoneShape,
} from '../shared/resources.ts';
import { AMS_MODULES } from '../shared/constants.ts';

const modules = [AMS_MODULES.AMS];
const guard = { modules };
const scheduleScreen = () => import('./screens/ScheduleScreen.tsx');
const dashboardScreen = () => import('./screens/DashboardScreen.tsx');
const list = (
  resource: ResourceShape,
  path: string,
  title: string,
  extra: Partial<Parameters<typeof resourceRoutes>[2]> = {},
) =>
  resourceRoutes(resource, path, {
    modules,
    list: '',
    create: false,
    edit: false,
    view: false,
    titles: { list: title },
    ...extra,
  });

/**
 * AMS (spec: amsv1/*, ams/*). Zonal and academic managers share one table, so `ams/edit/{zmMappingID}` and
 * `ams/edit/{academicManagerID}` are one route that opens whichever manager the id names.
 */
export const amsRoutes: PortalRoute[] = [
  { path: '/amsv1/dashboard', title: 'AMS', screen: dashboardScreen, guard },
  // The spec's second spelling of the dashboard: one screen, one address in the bar.
  { path: '/ams/dashboard', redirectTo: '/amsv1/dashboard', guard },
  {
    path: '/amsv1/viewSchedule',
    reachedFrom: '/amsv1/dashboard',
    title: 'Visit schedule',
    screen: scheduleScreen,
    props: { mode: 'all' },
    guard,
  },
  {
    path: '/amsv1/createViewSchedule',
    title: 'Visit schedule',
    screen: scheduleScreen,
    props: { mode: 'all' },
    guard,
  },
  {
    path: '/ams/ams-visit-schedule',
    reachedFrom: '/amsv1/dashboard',
    title: 'Visit schedule',
    screen: scheduleScreen,
    props: { mode: 'all' },
    guard,
  },
  {
    path: '/amsv1/viewApprovedSchedule',
    reachedFrom: '/amsv1/dashboard',
    title: 'Approved schedule',
    screen: scheduleScreen,
    props: { mode: 'approved' },
    guard,
  },
  ...resourceRoutes(amsVisitShape, '/amsv1/visits', {
    reachedFrom: '/amsv1/dashboard',
    modules,
    list: false,
    create: 'new',
    edit: 'edit/:id',
    view: ':id',
    titles: { create: 'Plan a visit', edit: 'Visit', view: 'Visit' },
  }),
  { path: '/amsv1/myCenters', title: 'My centres', screen: () => import('./screens/MyCentresScreen.tsx'), guard },
  {
    path: '/ams/amsCalender',
    title: 'AMS calendar',
    screen: () => import('./screens/CalendarScreen.tsx'),
    guard: { public: true },
  },
  // ---- managers: zonal (zm-allocation) and academic (am-allocation, addAM) ----
  ...resourceRoutes(amsManagerShape, '/ams', {
    modules,
    reachedFrom: '/amsv1/dashboard',
    list: 'zm-allocation',
    create: 'addAM',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Zonal and academic managers', create: 'New manager', edit: 'Manager' },
    presets: { kind: 'AM' },
  }),
  // The spec's ams/ spelling of the academic managers' list: one screen, one address in the bar.
  { path: '/ams/am-allocation', redirectTo: '/amsv1/am-allocation', guard },
  // The dashboard's set-up links.
  ...list(amsManagerShape, '/amsv1/am-allocation', 'Academic managers', { reachedFrom: '/amsv1/dashboard' }),
  ...list(amsManagerShape, '/amsv1/zm-allocation', 'Zonal managers', { reachedFrom: '/amsv1/dashboard' }),
  {
    path: '/amsv1/roleConfiguration',
    reachedFrom: '/amsv1/dashboard',
    title: 'Role configuration',
    screen: () => import('./screens/RoleConfigurationScreen.tsx'),
    guard,
  },
  // ---- set-up ----
  ...resourceRoutes(amsZoneShape, '/amsv1/amsConfiguration', {
    reachedFrom: '/amsv1/dashboard',
    modules,
    create: 'new',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Zones', create: 'New zone', edit: 'Zone' },
    rowLinks: [{ label: 'Centres', path: '/ams/ams-center-allocation/:selectedZoneId' }],
  }),
  ...resourceRoutes(amsCentreCategoryShape, '/amsv1/centerCategory', {
    reachedFrom: '/amsv1/dashboard',
    modules,
    create: 'new',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Centre categories', create: 'New centre category', edit: 'Centre category' },
  }),
  ...resourceRoutes(amsCentreAllocationShape, '/amsv1/allocateCenter', {
    reachedFrom: '/amsv1/dashboard',
    modules,
    create: 'new',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Centre allocation', create: 'Allocate a centre', edit: 'Centre allocation' },
  }),
  ...resourceRoutes(amsFirstAuditShape, '/amsv1/centerFirstAudit', {
    reachedFrom: '/amsv1/dashboard',
    modules,
    create: 'new',
    edit: 'edit/:id',
    view: ':id',
    titles: {
      list: 'First audits of centres',
      create: 'Schedule a first audit',
      edit: 'First audit',
      view: 'First audit',
    },
  }),
  {
    path: '/ams/ams-center-allocation/:selectedZoneId',
    reachedFrom: '/amsv1/amsConfiguration',
    title: 'Centre allocation',
    screen: () => import('./screens/ZoneCentresScreen.tsx'),
    guard,
  },
  ...resourceRoutes(amsCycleShape, '/amsv1/cycleConfiguration', {
    reachedFrom: '/amsv1/dashboard',
    modules,
    create: 'new',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Audit cycles', create: 'New audit cycle', edit: 'Audit cycle' },
  }),
  {
    path: '/amsv1/weightageModification',
    reachedFrom: '/amsv1/dashboard',
    title: 'Audit weightage',
    screen: () => import('./screens/WeightageScreen.tsx'),
    guard,
  },
  ...resourceRoutes(amsHolidayShape, '/amsv1/holidays', {
    reachedFrom: '/amsv1/dashboard',
    modules,
    list: '',
    create: 'new',
    edit: 'edit/:id',
    view: false,
    import: '/amsv1/uploadHoliday',
    titles: { list: 'Holidays', create: 'New holiday', edit: 'Holiday', import: 'Upload holidays' },
  }),
];
