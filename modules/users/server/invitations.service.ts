import { and, desc, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  AppError,
  audit,
  auditSubject,
  badRequest,
  conflict,
  findByLink,
  forbidden,
  franchiseeFence,
  inTransaction,
  notFound,
  parseInput,
  queueMessage,
  reserveAttempt,
  reserveSend,
  resolveFranchisee,
  type RequestContext,
  type Values,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { roles } from '@portal/mod-system/server';
import { invitationRoleIds } from '../shared/inputs.ts';
import { endSessions } from './account-guard.ts';
import { assertStrongPassword } from './password-strength.ts';
import { userResource } from './resources.ts';
import { adminUsers, userInvitations, userRoles } from './schema.ts';
import { checkPassword } from './auth.service.ts';
import { hashPassword, newOtp, newToken, sameHash, sha256 } from './secrets.ts';
import type { AuthSettings } from './settings.ts';

const invitationSubject = auditSubject('user-invitation');

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const INVITATIONS_LISTED = 500;
export const INVITATION_INVALID = 'This invitation is no longer valid. Ask the centre to invite you again.';

type Invitation = typeof userInvitations.$inferSelect;

/** What a centre types to invite someone: the person's name and address, and the roles they get there. */
const inviteInput = z.object({
  ...userResource.createSchema.pick({ firstName: true, lastName: true, email: true, mobile: true, franchiseeId: true })
    .shape,
  roleIds: invitationRoleIds,
});

interface InviteInput {
  firstName: string;
  lastName: string;
  email: string;
  mobile?: string | null;
  franchiseeId?: number | null;
  roleIds: number[];
}

function statusOf(inv: Invitation, now = Date.now()) {
  if (inv.revokedAt) return 'REVOKED' as const;
  if (inv.acceptedAt) return 'ACCEPTED' as const;
  return inv.expiresAt.getTime() <= now ? ('EXPIRED' as const) : ('INVITED' as const);
}

/**
 * A centre's "new user": always an invitation, whether or not the address has a login anywhere. The
 * address is not even looked up here, so the answer, its timing and what the centre sees afterwards are
 * the same for a stranger and for another centre's user; the person finds out on accepting.
 */
export async function inviteUser(ctx: RequestContext, body: unknown): Promise<Values> {
  // The name and address fields are the user resource's own (same messages), so only their values are typed here.
  const input = parseInput(inviteInput, body) as InviteInput;
  const email = input.email.trim().toLowerCase();
  const mobile = input.mobile || null;
  return inTransaction(ctx, async (ctx) => {
    const franchiseeId = resolveFranchisee(ctx, userResource, input.franchiseeId)!;
    const roleIds = [...new Set(input.roleIds)];
    const given = await ctx.db
      .select({ id: roles.id, assignable: roles.assignableByFranchisee })
      .from(roles)
      .where(and(inArray(roles.id, roleIds), eq(roles.isActive, true)));
    if (given.length !== roleIds.length) throw notFound('Role');
    if (given.some((r) => !r.assignable)) throw forbidden('Only head office can give that role');
    // A newer invitation to the same address replaces the centre's pending one.
    await ctx.db
      .update(userInvitations)
      .set({ revokedAt: new Date() })
      .where(and(pendingAt(franchiseeId), eq(userInvitations.email, email)));
    const token = newToken();
    const [inv] = await ctx.db
      .insert(userInvitations)
      .values({
        franchiseeId,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        mobile,
        roleIds,
        tokenHash: sha256(token),
        invitedBy: ctx.user?.id ?? null,
        expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      })
      .returning();
    await sendInvitation(ctx, inv, token);
    await audit(ctx, { resource: invitationSubject, recordId: inv.id, action: 'invite', changes: { roleIds } });
    return invitationAsUser(inv);
  });
}

const pendingAt = (franchiseeId: number) =>
  and(
    eq(userInvitations.franchiseeId, franchiseeId),
    isNull(userInvitations.acceptedAt),
    isNull(userInvitations.revokedAt),
    gt(userInvitations.expiresAt, new Date()),
  );

/**
 * Invitations a day: to one address, from one inviter, from one centre; and the codes that add a mobile to an
 * accepted invitation's login: to one mobile, from one address, for one centre.
 */
export const INVITATION_SENDS_PER_DAY = { target: 5, sender: 100, centre: 300 } as const;
export const MOBILE_CODE_SENDS_PER_DAY = { target: 3, sender: 20, centre: 100 } as const;

/** Emails the invitation's link, within the day's invitations (counted in the inviting transaction). */
async function sendInvitation(ctx: RequestContext, inv: Invitation, token: string) {
  await reserveSend(ctx.db, {
    kind: 'users.invitation',
    to: inv.email,
    by: ctx.user?.id ?? null,
    centre: inv.franchiseeId,
    perDay: INVITATION_SENDS_PER_DAY,
  });
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, inv.franchiseeId));
  const link = `${process.env.PUBLIC_URL?.replace(/\/$/, '') ?? ''}/invitation/${token}`;
  const body =
    `${centre.name} invites you to the school portal. Open ${link} to accept ` +
    `within ${INVITATION_DAYS} days. If you did not expect this, ignore it.`;
  // The link goes to the email only: whoever opens it owns the address. A mobile is confirmed after accepting.
  await queueMessage(ctx.db, { channel: 'email', to: inv.email, subject: `Invitation from ${centre.name}`, body });
}

/** The answer of POST /api/user for a centre: a user record's shape, naming the invitation ("Invited"). */
function invitationAsUser(inv: Invitation): Values {
  return {
    id: inv.id,
    firstName: inv.firstName,
    lastName: inv.lastName,
    email: inv.email,
    mobile: inv.mobile,
    franchiseeId: inv.franchiseeId,
    department: null,
    designation: null,
    isStaff: false,
    allFranchisees: false,
    superAdmin: false,
    modulesAuth: [],
    studentAdmissionId: null,
    isActive: false,
  };
}

/** The invitations of the user's centres, newest first (the latest few hundred: older ones have long expired). */
export async function listInvitations(ctx: RequestContext) {
  const rows = await ctx.db
    .select()
    .from(userInvitations)
    .where(franchiseeFence(ctx, userInvitations.franchiseeId))
    .orderBy(desc(userInvitations.id))
    .limit(INVITATIONS_LISTED);
  const roleNames = await roleDescriptions(ctx, [...new Set(rows.flatMap((r) => r.roleIds))]);
  const now = Date.now();
  return rows.map((inv) => ({
    id: inv.id,
    franchiseeId: inv.franchiseeId,
    firstName: inv.firstName,
    lastName: inv.lastName,
    email: inv.email,
    mobile: inv.mobile,
    roles: inv.roleIds.map((id) => roleNames.get(id) ?? ''),
    status: statusOf(inv, now),
    expiresAt: inv.expiresAt,
  }));
}

async function roleDescriptions(ctx: RequestContext, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const found = await ctx.db
    .select({ id: roles.id, description: roles.description })
    .from(roles)
    .where(inArray(roles.id, ids));
  return new Map(found.map((r) => [r.id, r.description]));
}

/** Withdraws an invitation; once accepted, that takes the person's roles at the centre away. */
export async function revokeInvitation(ctx: RequestContext, id: number) {
  await inTransaction(ctx, async (ctx) => {
    const [inv] = await ctx.db
      .select()
      .from(userInvitations)
      .where(and(eq(userInvitations.id, id), franchiseeFence(ctx, userInvitations.franchiseeId)))
      .for('update');
    if (!inv) throw notFound('Invitation');
    if (inv.revokedAt) return;
    await ctx.db.update(userInvitations).set({ revokedAt: new Date() }).where(eq(userInvitations.id, id));
    if (inv.acceptedBy) await takeRolesBack(ctx, inv, inv.acceptedBy);
    await audit(ctx, { resource: invitationSubject, recordId: id, action: 'revoke', changes: {} });
  });
}

/**
 * The roles an accepted invitation gave go: at a joined centre with the invitation itself, at the person's home
 * centre from the account's own roles. As with any role taken away, nothing signed in keeps it.
 */
async function takeRolesBack(ctx: RequestContext, inv: Invitation, userId: number) {
  const [account] = await ctx.db
    .select({ franchiseeId: adminUsers.franchiseeId })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  if (account?.franchiseeId === inv.franchiseeId)
    await ctx.db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, inv.roleIds)));
  await endSessions(ctx.db, userId);
}

/** What an invitation's link is counted as (the kit's link tries, per address). */
const INVITATION_LINK = { secret: 'users.invitation' };

/** The invitation a link's token opens, within the tries of the address asking (outside any transaction). */
async function byLink(ctx: RequestContext, token: string): Promise<Invitation | undefined> {
  return findByLink(ctx.db, { ...INVITATION_LINK, ip: ctx.ip }, async () => {
    const [found] = await ctx.db
      .select()
      .from(userInvitations)
      .where(eq(userInvitations.tokenHash, sha256(token)));
    return found;
  });
}

async function pendingByLink(ctx: RequestContext, token: string): Promise<Invitation> {
  const inv = await byLink(ctx, token);
  if (!inv || statusOf(inv) !== 'INVITED') throw new AppError(404, INVITATION_INVALID);
  return inv;
}

/** The same invitation, locked for the acceptance's transaction and still pending. */
async function lockPending(ctx: RequestContext, id: number): Promise<Invitation> {
  const [inv] = await ctx.db.select().from(userInvitations).where(eq(userInvitations.id, id)).for('update');
  if (!inv || statusOf(inv) !== 'INVITED') throw new AppError(404, INVITATION_INVALID);
  return inv;
}

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

async function centreName(ctx: RequestContext, franchiseeId: number): Promise<string> {
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, franchiseeId));
  return centre?.name ?? '';
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
    if (!owner) assertStrongPassword(input.password, found);
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

// ---- the mobile, confirmed after accepting ----

/** Wrong codes before the mobile's code is void. */
export const MOBILE_CODE_TRIES = 5;
export const MOBILE_CODE_INVALID =
  'This code is no longer valid. Ask the centre to invite you again to add the mobile.';

const mobileCodeHash = (inv: { id: number }, code: string) => sha256(`invitation-mobile:${inv.id}:${code}`);

/** The code, and nothing else: no link, nothing that accepts anything; within the day's codes to the mobile. */
async function textMobileCode(ctx: RequestContext, inv: Invitation, code: string) {
  await reserveSend(ctx.db, {
    kind: 'users.invitation-mobile',
    to: inv.mobile!,
    by: ctx.ip,
    centre: inv.franchiseeId,
    perDay: MOBILE_CODE_SENDS_PER_DAY,
  });
  await ctx.db
    .update(userInvitations)
    .set({ mobileCodeHash: mobileCodeHash(inv, code) })
    .where(eq(userInvitations.id, inv.id));
  const body =
    `${code} is your code to add this mobile to your ${await centreName(ctx, inv.franchiseeId)} portal login. ` +
    'If you did not expect this, ignore it.';
  await queueMessage(ctx.db, { channel: 'sms', to: inv.mobile!, body });
}

/**
 * The accepted invitation's holder types the code texted to the mobile: holding both the emailed link and the
 * mobile, the mobile becomes the login's. Wrong codes are counted before each check; the fifth voids the code.
 */
export async function confirmInvitationMobile(ctx: RequestContext, input: { token: string; code: string }) {
  // A right token is not a wrong link, whatever became of its code.
  const inv = await byLink(ctx, input.token);
  if (!inv?.acceptedBy || inv.revokedAt || !inv.mobile || !inv.mobileCodeHash)
    throw new AppError(404, MOBILE_CODE_INVALID);
  const key = `users.invitation-mobile:${inv.id}`;
  const tried = await reserveAttempt(ctx.db, {
    key,
    limit: MOBILE_CODE_TRIES,
    windowMs: INVITATION_DAYS * 86_400_000,
  });
  if (!tried.ok) throw new AppError(404, MOBILE_CODE_INVALID);
  if (!sameHash(inv.mobileCodeHash, mobileCodeHash(inv, input.code))) {
    if (tried.left > 0)
      throw badRequest(`The code is not correct. ${tried.left} tries left.`, { code: 'The code is not correct' });
    await ctx.db.update(userInvitations).set({ mobileCodeHash: null }).where(eq(userInvitations.id, inv.id));
    throw new AppError(400, 'Too many wrong codes: the mobile was not added. Ask the centre to invite you again.');
  }
  const { acceptedBy, mobile } = inv;
  await inTransaction(ctx, async (ctx) => {
    const [taken] = await ctx.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(and(eq(adminUsers.mobile, mobile), ne(adminUsers.id, acceptedBy)));
    if (taken) throw conflict('This mobile already signs in to another login, so it was not added.');
    // Once: of two right codes at once, the second finds it confirmed.
    const [confirmed] = await ctx.db
      .update(userInvitations)
      .set({ mobileCodeHash: null, mobileConfirmedAt: new Date() })
      .where(and(eq(userInvitations.id, inv.id), isNotNull(userInvitations.mobileCodeHash)))
      .returning({ id: userInvitations.id });
    if (!confirmed) throw new AppError(404, MOBILE_CODE_INVALID);
    await ctx.db.update(adminUsers).set({ mobile, updatedAt: new Date() }).where(eq(adminUsers.id, acceptedBy));
    await audit(ctx, {
      resource: invitationSubject,
      recordId: inv.id,
      action: 'confirm-mobile',
      franchiseeId: inv.franchiseeId,
      changes: { userId: acceptedBy },
    });
  });
  return { message: 'Mobile confirmed' };
}
