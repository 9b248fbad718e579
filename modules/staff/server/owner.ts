import { ROLE } from '@portal/core';
import { headOffice, type OwnerRule, type Supervisor } from '@portal/kit';
import { staff } from './schema.ts';

/** Who looks after a centre's staff records: the centre owner, the company-run centre head and head office. */
export const STAFF_SUPERVISORS: readonly Supervisor[] = [ROLE.FRANCHISEE_USER_1, ROLE.COCO_USER_1, headOffice];

/** A staff member's own record (the account linked to it) and its supervisors. */
export const ownStaffRecord: OwnerRule = {
  column: 'userId',
  supervisors: STAFF_SUPERVISORS,
  ownerLabel: 'staff record',
};

/**
 * Self-service rows (leave, attendance, log book, documents, enrolments) belong to the staff member
 * they name: the account linked to that staff record, and the supervisors.
 */
export const ownedByStaff: OwnerRule = {
  column: 'staffId',
  through: { table: staff, id: staff.id, user: staff.userId },
  supervisors: STAFF_SUPERVISORS,
  ownerLabel: 'staff record',
};
