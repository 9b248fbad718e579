import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { REGISTER_MODULES as M, ROTA_MODULES as R } from '../shared/constants.ts';
import { centreSafetyItemShape, registerRuleShape, rotaShiftShape, staffSafetyItemShape } from '../shared/resources.ts';

/** The safety register: the compliance score, the centre's papers, staff vetting and head office's rules. */
export const registerRoutes: PortalRoute[] = [
  {
    path: '/safety-register/compliance',
    title: 'Safety register',
    screen: () => import('./screens/ComplianceScreen.tsx'),
    guard: { modules: [M.CENTRE] },
  },
  {
    path: '/safety-register/compliance/:franchiseeId',
    reachedFrom: '/safety-register/compliance',
    title: 'Safety register of a centre',
    screen: () => import('./screens/CentreComplianceScreen.tsx'),
    guard: { modules: [M.CENTRE] },
  },
  ...resourceRoutes(centreSafetyItemShape, '/safety-register/centre-items', {
    modules: [M.CENTRE],
    titles: { list: 'Centre safety papers', create: 'Record a safety paper', edit: 'Safety paper' },
  }),
  ...resourceRoutes(staffSafetyItemShape, '/safety-register/staff-items', {
    modules: [M.STAFF],
    titles: { list: 'Staff vetting', create: 'Record a vetting item', edit: 'Vetting item' },
  }),
  ...resourceRoutes(registerRuleShape, '/safety-register/rules', {
    modules: [M.RULES],
    titles: { list: 'Register rules by state', create: 'Add a rule', edit: 'Register rule' },
  }),
  ...resourceRoutes(rotaShiftShape, '/safety-register/rota', {
    modules: [R.ROTA],
    screens: { list: () => import('./screens/RotaScreen.tsx') },
    titles: { list: 'Staff rota', create: 'Add a shift', edit: 'Shift' },
  }),
  {
    path: '/safety-register/my-shifts',
    title: 'My shifts',
    screen: () => import('./screens/MyShiftsScreen.tsx'),
    guard: { modules: [R.MY_SHIFTS] },
  },
];
