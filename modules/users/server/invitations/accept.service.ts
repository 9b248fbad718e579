import { and, eq } from 'drizzle-orm';
import { AppError, audit, badRequest, conflict, forbidden, inTransaction, type RequestContext } from '@portal/kit';
import { assertStrongPassword } from '../password-strength.ts';
import { adminUsers, userInvitations, userRoles } from '../schema.ts';
import { checkPassword } from '../auth.service.ts';
import { hashPassword, newOtp } from '../secrets.ts';
import type { AuthSettings } from '../settings.ts';
import { centreName, lockPending, pendingByLink } from './links.service.ts';
import { Invitation, invitationSubject, roleDescriptions } from './invite.service.ts';
import { textMobileCode } from './mobile.service.ts';

/** What the link's holder sees before accepting: which centre asks, for which roles (the same for everyone). */
export async function invitationPreview(ctx: RequestContext, token: string) {
  const inv = await pendingByLink(ctx, token);
  const names = await roleDescriptions(ctx, inv.roleIds);
  return {
    centre: await centreName(ctx, inv.franchiseeId),
    firstName: inv.firstName,
    roles: inv.roleIds.map((id) => names.get(id) ?? ''),
    expiresAt: inv.expiresAt,
  };
}

/** The login of an email, if any (active or not: the email is taken either way). */
async function loginOf(ctx: RequestContext, email: string) {
  const [login] = await ctx.db
    .select({ id: adminUsers.id, franchiseeId: adminUsers.franchiseeId, passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.email, email));
  return login ?? null;
}

export const NOT_THE_LOGIN_PASSWORD =
  'This email already has a login and that is not its password. Type its password, or sign in first.';

/**
 * Accepts an invitation: only the holder of the emailed link can, and the answer is the same whether or not the
 * email has a login. Signed in, the account must be the email's: at its home centre the roles join its own,
 * elsewhere the accepted invitation is its membership of that centre. Signed out, the holder types a password: the
 * email's login's own (checked within the sign-in limits), or for a new person a strong one that makes the login.
 * A mobile the centre typed is texted a code to confirm (`confirmInvitationMobile`); it is not the login's until then.
 */
export async function acceptInvitation(
  ctx: RequestContext,
  input: { token: string; password?: string },
  settings: AuthSettings,
) {
  const found = await pendingByLink(ctx, input.token);
  const owner = ctx.user ? null : await loginOf(ctx, found.email);
  if (!ctx.user) {
    if (!input.password) throw badRequest('Choose a password', { password: 'Choose a password' });
    if (!owner) await assertStrongPassword(input.password, found);
    // Outside the transaction below, so a wrong password stays counted.
    else if (!(await checkPassword(ctx, owner, found.email, input.password, settings)))
      throw new AppError(401, NOT_THE_LOGIN_PASSWORD, { password: NOT_THE_LOGIN_PASSWORD });
  }
  const passwordHash = !ctx.user && !owner ? await hashPassword(input.password!) : null;
  const code = found.mobile ? newOtp() : null;
  await inTransaction(ctx, async (ctx) => {
    const inv = await lockPending(ctx, found.id);
    let account: { id: number; franchiseeId: number | null };
    if (ctx.user) account = await signedInOwner(ctx, inv, ctx.user.id);
    else {
      // The email got (or lost) a login since the password was checked: the holder opens the link again.
      if ((await loginOf(ctx, inv.email))?.id !== owner?.id) throw conflict('Open the invitation link again');
      account = owner ?? (await createLogin(ctx, inv, passwordHash!));
    }
    await joinCentre(ctx, inv, account);
    if (code) await textMobileCode(ctx, inv, code);
  });
  return { message: 'Invitation accepted', mobileToConfirm: code !== null };
}

async function signedInOwner(ctx: RequestContext, inv: Invitation, userId: number) {
  const [owns] = await ctx.db
    .select({ id: adminUsers.id, franchiseeId: adminUsers.franchiseeId })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, userId), eq(adminUsers.email, inv.email)));
  if (!owns) throw forbidden('This invitation was sent to another email');
  return owns;
}

async function joinCentre(ctx: RequestContext, inv: Invitation, account: { id: number; franchiseeId: number | null }) {
  // At the home centre the roles join the account's own; elsewhere the accepted invitation holds them.
  if (account.franchiseeId === inv.franchiseeId)
    await ctx.db
      .insert(userRoles)
      .values(inv.roleIds.map((roleId) => ({ userId: account.id, roleId })))
      .onConflictDoNothing();
  await ctx.db
    .update(userInvitations)
    .set({ acceptedAt: new Date(), acceptedBy: account.id })
    .where(eq(userInvitations.id, inv.id));
  await audit(ctx, {
    resource: invitationSubject,
    recordId: inv.id,
    action: 'accept',
    changes: { userId: account.id },
  });
}

/** A new person's login: the invited email and name, no mobile until its code is typed. */
async function createLogin(ctx: RequestContext, inv: Invitation, passwordHash: string) {
  const [user] = await ctx.db
    .insert(adminUsers)
    .values({
      firstName: inv.firstName,
      lastName: inv.lastName,
      email: inv.email,
      franchiseeId: inv.franchiseeId,
      passwordHash,
    })
    .returning({ id: adminUsers.id, franchiseeId: adminUsers.franchiseeId });
  return user;
}
