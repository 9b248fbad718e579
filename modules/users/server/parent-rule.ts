import { ROLE } from '@portal/core';
import type { OwnerRule } from '@portal/kit';
import { adminUsers } from './schema.ts';

/**
 * A parent's rights reach only their own child (the admission linked to the account). Scoped by
 * grant: a right the account holds only through the parent role stays on its child whatever other
 * roles the account has; a right another role also grants (a centre owner's fee desk) is that role's.
 */
export const ownChildRule: OwnerRule = {
  column: 'studentAdmissionId',
  through: { table: adminUsers, id: adminUsers.studentAdmissionId, user: adminUsers.id },
  onlyThroughRoles: [ROLE.PARENT],
  ownerLabel: 'student admission',
};
