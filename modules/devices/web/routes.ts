import type { PortalRoute } from '@portal/ui/routing';
import { DEVICE_MODULES as M } from '../shared/constants.ts';

/** The office's list of room devices (devices/*). */
export const deviceRoutes: PortalRoute[] = [
  {
    path: '/devices/list',
    title: 'Room devices',
    screen: () => import('./screens/DevicesScreen.tsx'),
    guard: { modules: [M.DEVICES] },
  },
];
