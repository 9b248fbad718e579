import { defineModuleAccess } from '@portal/core';
import { HEALTH_MODULES as M } from '../shared/constants.ts';

/**
 * Centre health. Head office reads the network's ranking and any centre's health (the academic coordinators, who
 * audit centres, with super admins, who alone set the weights and run the warnings by hand); a centre's owner
 * or head reads their own centre's health and its rank among peers without names. Teachers and parents have no
 * part in it.
 */
export const healthAccess = defineModuleAccess({
  modules: [M.NETWORK, M.SETTINGS, M.CENTRE],
  grants: {
    ACADEMIC_COORDINATOR: [
      [M.NETWORK, 'GET'],
      [M.CENTRE, 'GET'],
    ],
    FRANCHISEE_USER_1: [[M.CENTRE, 'GET']],
    COCO_USER_1: [[M.CENTRE, 'GET']],
  },
  menu: [
    {
      name: 'health-network',
      label: 'Centre health',
      path: '/health/network',
      group: 'Reports',
      modules: [M.NETWORK],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'health-mine',
      label: 'Centre health',
      path: '/health/mine',
      group: 'Reports',
      modules: [M.CENTRE],
      roles: ['FRANCHISEE_USER_1', 'COCO_USER_1'],
    },
  ],
});
