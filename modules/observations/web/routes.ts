import type { PortalRoute } from '@portal/ui/routing';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';

/**
 * Observations: recording, a child's portfolio, the class's coverage map, the family's view, head office's view and
 * its own indicators.
 */
export const observationRoutes: PortalRoute[] = [
  {
    path: '/observations/record',
    title: 'Record observation',
    screen: () => import('./screens/RecordScreen.tsx'),
    guard: { modules: [M.OBSERVATIONS] },
  },
  {
    path: '/observations/coverage',
    title: 'Learning coverage',
    screen: () => import('./screens/CoverageScreen.tsx'),
    guard: { modules: [M.OBSERVATIONS] },
  },
  {
    path: '/observations/portfolio/:studentAdmissionId',
    reachedFrom: '/observations/coverage',
    title: 'Portfolio',
    screen: () => import('./screens/PortfolioScreen.tsx'),
    guard: { modules: [M.OBSERVATIONS] },
  },
  {
    path: '/observations/card/:studentAdmissionId',
    reachedFrom: '/observations/portfolio/:studentAdmissionId',
    title: 'Progress card',
    screen: () => import('./screens/CardScreen.tsx'),
    guard: { modules: [M.OBSERVATIONS] },
  },
  {
    path: '/observations/home-activities',
    reachedFrom: '/observations/coverage',
    title: 'Photos from home',
    screen: () => import('./screens/HomePhotosScreen.tsx'),
    guard: { modules: [M.OBSERVATIONS] },
  },
  {
    path: '/observations/my-child',
    title: 'Learning',
    screen: () => import('./screens/MyChildScreen.tsx'),
    guard: { modules: [M.MY_CHILD] },
  },
  {
    path: '/observations/indicators',
    title: 'Indicators under competencies',
    screen: () => import('./screens/IndicatorsScreen.tsx'),
    guard: { modules: [M.INDICATORS] },
  },
  {
    path: '/observations/network',
    title: 'Learning evidence by centre',
    screen: () => import('./screens/NetworkScreen.tsx'),
    guard: { modules: [M.NETWORK] },
  },
];
