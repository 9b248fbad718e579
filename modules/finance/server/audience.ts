import { ROLE } from '@portal/core';
import type { Audience, Supervisor } from '@portal/kit';
import { CENTRE_HEADS, childParents } from '@portal/mod-users/server';

/** The fee desk: the centre's heads, head office, and finance, who hold the fee lists by their grants. */
export const FEE_DESK: readonly Supervisor[] = [...CENTRE_HEADS, ROLE.FINANCE_ADMIN, ROLE.FINANCE_DEPT];

/**
 * Who reads a child's fee rows listed by a view (plans, payments, AutoPay mandates and debits): the fee desk every
 * row of its centres, the child's own parents their child's, and no one else, as the fee account and the AutoPay
 * screen already narrow a parent to their own child (the parent rule).
 */
export const childFeeAudience: Audience = { related: [childParents()], everyRow: FEE_DESK };
