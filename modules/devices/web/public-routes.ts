import type { PortalRoute } from '@portal/ui/routing';

/** The class's tablet: no shell around it, and no sign-in (the device's token and a PIN). */
export const devicePublicRoutes: PortalRoute[] = [
  {
    path: '/room',
    title: 'Classroom',
    screen: () => import('./screens/RoomScreen.tsx'),
    guard: { public: true },
  },
];
