import { ROLE } from '@portal/core';
import { defineResource, forbidden, type RequestContext, seesEveryFranchisee, type Values } from '@portal/kit';
import { userShape } from '../shared/resources.ts';
import { assertNotOwnAccount, assertSignInUnchanged, endSessions } from './account-guard.ts';
import { assertStrongPassword } from './password-strength.ts';
import { CENTRE_HEADS } from './audience.ts';
import { adminUsers } from './schema.ts';
import { hashPassword } from './secrets.ts';

/** Flags only head office may set: they widen what an account can see. */
function guardPrivileges(ctx: RequestContext, values: Values): void {
  if (values.superAdmin && !ctx.user?.superAdmin) throw forbidden('Only a super admin can make a super admin');
  if (values.allFranchisees && !seesEveryFranchisee(ctx))
    throw forbidden('Only head office can grant every franchisee');
}

export const userResource = defineResource({
  ...userShape,
  scope: 'franchisee',
  table: adminUsers,
  titleField: 'email',
  personalData: {
    person: true,
    whose: ['staff member', 'guardian'],
    categories: ['contact'],
    // Each person reads their own account; the centre's heads manage their centre's, head office's admins any.
    audience: { related: [{ column: 'id', ownerLabel: 'your own account' }], everyRow: [...CENTRE_HEADS, ROLE.ADMIN] },
    retention: 'while the account is active, then 1 year',
    purposes: ['Signing in to the portal', 'Reaching the person about the centre and the child'],
  },
  virtualFields: ['password'],
  list: {
    columns: ['firstName', 'lastName', 'email', 'mobile', 'franchiseeId', 'department', 'isActive'],
    search: ['firstName', 'lastName', 'email', 'mobile'],
    filters: ['franchiseeId', 'department', 'isStaff', 'isActive'],
    defaultSort: { field: 'id', dir: 'asc' },
  },
  remove: 'archive',
  hooks: {
    async beforeCreate(ctx, values) {
      // Head office creates logins; a centre invites (POST /api/user answers with an invitation, see
      // invitations.service.ts), so any other way of creating one (an import) is refused to it.
      if (!seesEveryFranchisee(ctx)) throw forbidden('A centre invites its users: use New user');
      guardPrivileges(ctx, values);
      await assertStrongPassword(String(values.password), values);
      return { ...values, passwordHash: await hashPassword(String(values.password)) };
    },
    async beforeUpdate(ctx, values, existing) {
      guardPrivileges(ctx, values);
      const userId = existing.id;
      assertSignInUnchanged(ctx, values, existing);
      if (values.isActive === false) assertNotOwnAccount(ctx, userId);
      const reset = typeof values.password === 'string';
      if (reset) await assertStrongPassword(String(values.password), { ...existing, ...values });
      // A reset, a deactivation or a reactivation ends the user's sessions: none outlives the change
      // (one's own current session stays when resetting one's own password, as with a change).
      const ownSession = userId === ctx.user?.id ? ctx.sessionId : null;
      if (reset || values.isActive === false) await endSessions(ctx.db, userId, ownSession);
      if (values.isActive === true && existing.isActive === false) await endSessions(ctx.db, userId);
      return reset ? { ...values, passwordHash: await hashPassword(String(values.password)) } : values;
    },
    beforeRemove: (ctx, existing) => assertNotOwnAccount(ctx, existing.id),
  },
});
