import type { PortalRoute } from '@portal/ui/routing';

/** Every signed-in person's own settings: no access module, like the profile. */
export const notificationRoutes: PortalRoute[] = [
  {
    path: '/notifications/settings',
    reachedFrom: '/profile/dashboard',
    title: 'Notifications',
    screen: () => import('./screens/NotificationSettingsScreen.tsx'),
    guard: {},
  },
];
