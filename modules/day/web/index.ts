import type { ModuleRouteSet } from '@portal/ui/routing';

/** The centre's day: route declarations load with the first visit to day/*. */
export const dayRouteSet: ModuleRouteSet = {
  name: 'day',
  segments: ['day'],
  load: () => import('./routes.ts').then((m) => m.dayRoutes),
};

/** The class's day on a room device's page (modules/devices): the roster with its care log and check-out. */
export const classroomScreen = () => import('./screens/RosterScreen.tsx');
/** The medicines due today of the room device's class, each dose given with one tap, with or without a network. */
export const classroomMedicines = () => import('./screens/MedicationScreen.tsx');
