import { ROLE } from '@portal/core';
import { headOffice, type OwnerRule, type Supervisor } from '@portal/kit';
import { ownChildRule } from './parent-rule.ts';

/** The centre's head (its franchisee owner, a company-run centre's head) and head office: every row of a centre. */
export const CENTRE_HEADS: readonly Supervisor[] = [ROLE.FRANCHISEE_USER_1, ROLE.COCO_USER_1, headOffice];

/** The child's parents: the accounts linked to the admission in `column` (the parent rule on that column). */
export const childParents = (column = 'studentAdmissionId'): OwnerRule => ({ ...ownChildRule, column });
