import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';
import { OBSERVATION_MODULES as M } from '../shared/constants.ts';

/**
 * Observations. The class's teachers record and read their classes' (the teacher rule), the centre's heads every
 * class of their centre; a parent reads only their own child's strengths and next steps; head office reads the
 * coverage per curricular goal per centre, which names no child. Only the centre's heads sign and publish a
 * child's progress card: an approval is never by the teacher who raised it. Head office's academic coordinators keep
 * the network's own indicators under the framework's competencies.
 */
export const observationAccess = defineModuleAccess({
  modules: [M.OBSERVATIONS, M.MY_CHILD, M.NETWORK, M.SIGN, M.INDICATORS],
  grants: {
    FRANCHISEE_USER_1: [
      [M.OBSERVATIONS, 'any'],
      [M.SIGN, 'any'],
    ],
    COCO_USER_1: [
      [M.OBSERVATIONS, 'any'],
      [M.SIGN, 'any'],
    ],
    TEACHER: [[M.OBSERVATIONS, 'any']],
    PARENT: [[M.MY_CHILD, 'any']],
    // The academic coordinators own the curriculum at head office, and so the network's own indicators.
    ACADEMIC_COORDINATOR: [
      [M.NETWORK, 'GET'],
      [M.INDICATORS, 'any'],
    ],
  },
  menu: [
    {
      name: 'observation-record',
      label: 'Record observation',
      path: '/observations/record',
      group: 'Academics',
      modules: [M.OBSERVATIONS],
      roles: ['TEACHER', ...CENTRE_ROLES],
    },
    {
      name: 'observation-coverage',
      label: 'Learning coverage',
      path: '/observations/coverage',
      group: 'Academics',
      modules: [M.OBSERVATIONS],
      roles: ['TEACHER', ...CENTRE_ROLES],
    },
    {
      name: 'observation-my-child',
      label: 'Learning',
      path: '/observations/my-child',
      group: 'Dashboards',
      modules: [M.MY_CHILD],
      roles: ['PARENT'],
    },
    {
      name: 'observation-network',
      label: 'Learning evidence by centre',
      path: '/observations/network',
      group: 'Academics',
      modules: [M.NETWORK],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'observation-indicators',
      label: 'Indicators under competencies',
      path: '/observations/indicators',
      group: 'Academics',
      modules: [M.INDICATORS],
      roles: ['ACADEMIC_COORDINATOR'],
    },
  ],
});
