import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { REGISTER_MODULES as M } from '../shared/constants.ts';
import { centreSafetyItemShape, registerRuleShape, staffSafetyItemShape } from '../shared/resources.ts';

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
];
