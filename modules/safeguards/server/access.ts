import { defineModuleAccess } from '@portal/core';
import { SAFEGUARDS_MODULES as M } from '../shared/constants.ts';

/**
 * The privacy safeguards are head office's: its administrator is the privacy officer (super admins pass anyway).
 * Nobody in a centre reads who read what, sets retention or sees a breach before its notice.
 */
export const safeguardsAccess = defineModuleAccess({
  modules: [M.ACCESS_LOG, M.RETENTION, M.BREACHES],
  grants: {
    ADMIN: [
      [M.ACCESS_LOG, 'GET'],
      [M.RETENTION, 'any'],
      [M.BREACHES, 'any'],
    ],
  },
  menu: [
    {
      name: 'safeguards-access-log',
      label: 'Access log',
      path: '/safeguards/access-log',
      group: 'Admin',
      modules: [M.ACCESS_LOG],
      roles: ['ADMIN'],
    },
    {
      name: 'safeguards-retention',
      label: 'Data retention',
      path: '/safeguards/retention',
      group: 'Admin',
      modules: [M.RETENTION],
      roles: ['ADMIN'],
    },
    {
      name: 'safeguards-breaches',
      label: 'Data breaches',
      path: '/safeguards/breaches',
      group: 'Admin',
      modules: [M.BREACHES],
      roles: ['ADMIN'],
    },
  ],
});
