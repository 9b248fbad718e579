import { defineModuleAccess, ROLE } from '@portal/core';
import { PRIVACY_MODULES as M } from '../shared/constants.ts';

/**
 * The rights desk. A parent reads what the portal holds about their child and themselves, downloads it and makes
 * requests; head office (super admins: every centre) works the requests and names the grievance officer.
 */
export const privacyAccess = defineModuleAccess({
  modules: [M.FAMILY, M.DESK],
  grants: {
    [ROLE.PARENT]: [[M.FAMILY, 'any']],
  },
  menu: [
    {
      name: 'privacy-mine',
      label: 'My data',
      path: '/privacy/mine',
      group: 'Services',
      modules: [M.FAMILY],
      roles: [ROLE.PARENT],
    },
    {
      name: 'privacy-requests',
      label: 'Privacy requests',
      path: '/privacy/requests',
      group: 'Admin',
      modules: [M.DESK],
      roles: [],
    },
  ],
});
