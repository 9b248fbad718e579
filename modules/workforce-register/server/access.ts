import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * The safety register: a centre's heads keep their centre's papers and their staff's vetting; head office (the
 * academic coordinators; super admins pass every check) sees every centre's and alone sets the rules. Teachers,
 * counsellors and parents have no part in it: police verification is the narrowest data the portal keeps.
 */
export const registerAccess = defineModuleAccess({
  modules: ['safetyRegister', 'staffVetting', 'registerRules', 'staffRota', 'myShifts'],
  grants: {
    ACADEMIC_COORDINATOR: [
      ['safetyRegister', 'any'],
      ['staffVetting', 'any'],
      ['registerRules', 'any'],
      ['staffRota', 'GET'],
    ],
    FRANCHISEE_USER_1: [
      ['safetyRegister', 'any'],
      ['staffVetting', 'any'],
      ['staffRota', 'any'],
    ],
    COCO_USER_1: [
      ['safetyRegister', 'any'],
      ['staffVetting', 'any'],
      ['staffRota', 'any'],
    ],
    TEACHER: [['myShifts', 'GET']],
  },
  menu: [
    {
      name: 'safety-register',
      label: 'Safety register',
      path: '/safety-register/compliance',
      group: 'Admin',
      modules: ['safetyRegister'],
      roles: ['ACADEMIC_COORDINATOR', ...CENTRE_ROLES],
    },
    {
      name: 'safety-register-papers',
      label: 'Centre safety papers',
      path: '/safety-register/centre-items',
      group: 'Admin',
      modules: ['safetyRegister'],
      roles: ['ACADEMIC_COORDINATOR', ...CENTRE_ROLES],
    },
    {
      name: 'staff-vetting',
      label: 'Staff vetting',
      path: '/safety-register/staff-items',
      group: 'Admin',
      modules: ['staffVetting'],
      roles: ['ACADEMIC_COORDINATOR', ...CENTRE_ROLES],
    },
    {
      name: 'register-rules',
      label: 'Register rules by state',
      path: '/safety-register/rules',
      group: 'Admin',
      modules: ['registerRules'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'staff-rota',
      label: 'Staff rota',
      path: '/safety-register/rota',
      group: 'Admin',
      modules: ['staffRota'],
      roles: ['ACADEMIC_COORDINATOR', ...CENTRE_ROLES],
      readOnlyFor: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'my-shifts',
      label: 'My shifts',
      path: '/safety-register/my-shifts',
      group: 'Dashboards',
      modules: ['myShifts'],
      roles: ['TEACHER'],
    },
  ],
});
