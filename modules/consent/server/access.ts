import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';
import { CONSENT_MODULES as M } from '../shared/constants.ts';

/**
 * Parental consent. A parent reads, grants and withdraws their own children's consents; the centre's heads see
 * the centre's status per child and the log of decisions (read only: only a parent decides). Head office's super
 * admins see every centre. Teachers and other staff have no part in it.
 */
export const consentAccess = defineModuleAccess({
  modules: [M.MY_CONSENTS, M.CENTRE_CONSENTS],
  grants: {
    PARENT: [[M.MY_CONSENTS, 'any']],
    FRANCHISEE_USER_1: [[M.CENTRE_CONSENTS, 'GET']],
    COCO_USER_1: [[M.CENTRE_CONSENTS, 'GET']],
  },
  menu: [
    {
      name: 'my-consents',
      label: 'Consents',
      path: '/consents/mine',
      group: 'Communication',
      modules: [M.MY_CONSENTS],
      roles: ['PARENT'],
    },
    {
      name: 'centre-consents',
      label: 'Parental consents',
      path: '/consents/centre',
      group: 'Academics',
      modules: [M.CENTRE_CONSENTS],
      roles: [...CENTRE_ROLES],
    },
  ],
});
