import type { PortalRoute } from '@portal/ui/routing';

/** Screens of the shell itself (sign-in, profile, landing page). */
export const signInRoutes: PortalRoute[] = [
  // The sign-in form is a chunk of its own: a signed-in phone opening its home never fetches it.
  { path: '/login', name: 'Login', screen: () => import('../screens/auth/LoginScreen.tsx'), guard: { public: true } },
  { path: '/signIn', name: 'SignIn', screen: () => import('../screens/auth/LoginScreen.tsx'), guard: { public: true } },
  {
    path: '/otp/:referenceID',
    name: 'Otp',
    screen: () => import('../screens/auth/OtpScreen.tsx'),
    guard: { public: true },
  },
];

export const appRoutes: PortalRoute[] = [
  {
    path: '/profile',
    reachedFrom: '/profile/dashboard',
    name: 'Profile',
    title: 'Profile',
    screen: () => import('../screens/profile/ProfileScreen.tsx'),
    guard: {},
  },
  {
    path: '/profile/dashboard',
    name: 'Dashboard',
    title: 'Dashboard',
    screen: () => import('../screens/profile/DashboardScreen.tsx'),
    guard: {},
  },
];
