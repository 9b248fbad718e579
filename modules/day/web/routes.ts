import { ROLE } from '@portal/core';
import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { concernShape, incidentShape, latePickupSettingsShape, ratioRuleShape } from '../shared/resources.ts';
import { CHILD_PROTECTION_MODULE } from '../shared/concerns.ts';
import { DAY_MODULES as M, DAY_SAFETY_MODULES as S } from '../shared/constants.ts';
import { LATE_PICKUP_MODULES } from '../shared/late-pickup.ts';
import { RATIO_MODULES } from '../shared/ratios.ts';

/** The centre's day (day/*): the kiosk, the parent's check-in and pickups, the roster and the day's list. */
export const dayRoutes: PortalRoute[] = [
  {
    path: '/day/kiosk',
    title: 'Door kiosk',
    screen: () => import('./screens/KioskScreen.tsx'),
    guard: { modules: [M.KIOSK] },
  },
  {
    path: '/day/check-in',
    title: 'Check in',
    screen: () => import('./screens/CheckInScreen.tsx'),
    guard: { modules: [M.CHECK_IN] },
  },
  {
    path: '/day/my-child',
    title: 'Today',
    screen: () => import('./screens/ChildDayScreen.tsx'),
    guard: { modules: [M.CARE], roles: [ROLE.PARENT] },
  },
  {
    path: '/day/my-pickups',
    title: 'Pickups',
    screen: () => import('./screens/PickupsScreen.tsx'),
    guard: { modules: [M.PICKUPS], roles: [ROLE.PARENT] },
  },
  {
    path: '/day/roster',
    title: 'Check-in and check-out',
    screen: () => import('./screens/RosterScreen.tsx'),
    guard: { modules: [M.ROSTER] },
  },
  {
    path: '/day/today',
    title: 'Today at the centre',
    screen: () => import('./screens/TodayScreen.tsx'),
    guard: { modules: [M.TODAY] },
  },
  {
    path: '/day/pickups/list',
    title: 'Authorised pickups',
    screen: () => import('./screens/PickupApprovalsScreen.tsx'),
    guard: { modules: [M.PICKUPS] },
  },
];

// ---- safety: medication and incidents ----
dayRoutes.push(
  {
    path: '/day/my-medication',
    title: 'Medicine',
    screen: () => import('./screens/MyMedicationScreen.tsx'),
    guard: { modules: [S.MEDICATION], roles: [ROLE.PARENT] },
  },
  {
    path: '/day/medication',
    title: 'Medication',
    screen: () => import('./screens/MedicationScreen.tsx'),
    guard: { modules: [M.ROSTER] },
  },
  {
    path: '/day/my-incidents',
    title: 'Incidents',
    screen: () => import('./screens/IncidentNoticeScreen.tsx'),
    guard: { modules: [S.INCIDENT_NOTICE] },
  },
  {
    path: '/day/incidents/network',
    title: 'Incidents per centre',
    screen: () => import('./screens/IncidentNetworkScreen.tsx'),
    guard: { modules: [S.INCIDENT_NETWORK] },
  },
  {
    path: '/day/incidents/report',
    reachedFrom: '/day/incidents',
    title: 'Report an incident',
    screen: () => import('./screens/IncidentReportScreen.tsx'),
    guard: { modules: [S.INCIDENTS], write: true },
  },
  ...resourceRoutes(incidentShape, '/day/incidents', {
    modules: [S.INCIDENTS],
    create: false,
    screens: { list: () => import('./screens/IncidentsScreen.tsx') },
    titles: { list: 'Incident reports', edit: 'Edit the incident report', view: 'Incident report' },
  }),
  // Child-protection concerns: the centre's heads and head office only, never teachers or parents.
  ...resourceRoutes(concernShape, '/day/concerns', {
    modules: [CHILD_PROTECTION_MODULE],
    titles: { list: 'Child-protection concerns', create: 'Raise a concern', edit: 'Concern', view: 'Concern' },
  }),
);

// ---- child-to-staff ratios and the late-pickup fee ----
dayRoutes.push(
  {
    path: '/day/ratios',
    title: 'Child-to-staff ratios',
    screen: () => import('./screens/RatiosScreen.tsx'),
    guard: { modules: [RATIO_MODULES.RATIOS] },
  },
  ...resourceRoutes(ratioRuleShape, '/day/ratio-rules', {
    modules: [RATIO_MODULES.RATIOS],
    list: 'list',
    create: 'add',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Ratio rules', create: 'New ratio rule' },
  }),
  ...resourceRoutes(latePickupSettingsShape, '/day/late-pickup', {
    modules: [LATE_PICKUP_MODULES.SETTINGS],
    list: 'list',
    create: 'add',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Late pickup fee rules', create: 'New late pickup fee rule' },
  }),
);
