import { defineModuleAccess, ROLE } from '@portal/core';
import { FAMILY_MODULES as M } from '../shared/constants.ts';

/**
 * The family circle. A parent invites a grandparent or caregiver for their own child, confirms them with the code
 * texted to their mobile and removes them. A member's login holds the family member's role, whose one grant is
 * reading the child's day, the centre's calendar and its announcements through the circle: fees, documents,
 * messages and settings have no grant, so the portal refuses them (deny by default).
 */
export const familyAccess = defineModuleAccess({
  modules: [M.CIRCLE, M.VIEW],
  roles: [{ role: ROLE.FAMILY_MEMBER, description: 'Family Member' }],
  grants: {
    [ROLE.PARENT]: [[M.CIRCLE, 'any']],
    [ROLE.FAMILY_MEMBER]: [[M.VIEW, 'GET']],
  },
  menu: [
    {
      name: 'family-circle',
      label: 'Family circle',
      path: '/family/circle',
      group: 'Academics',
      modules: [M.CIRCLE],
      roles: [ROLE.PARENT],
    },
    {
      name: 'family-child-today',
      daily: { [ROLE.FAMILY_MEMBER]: 1 },
      label: 'The child’s day',
      path: '/family/today',
      group: 'Academics',
      modules: [M.VIEW],
      roles: [ROLE.FAMILY_MEMBER],
      isDefaultFor: [ROLE.FAMILY_MEMBER],
    },
  ],
});
