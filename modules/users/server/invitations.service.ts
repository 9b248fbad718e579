import { and, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  AppError,
  audit,
  badRequest,
  forbidden,
  franchiseeFence,
  inTransaction,
  notFound,
  parseInput,
  queueMessage,
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
import { hashPassword, newToken, sha256 } from './secrets.ts';

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
    await audit(ctx, { resource: 'user-invitation', recordId: inv.id, action: 'invite', changes: { roleIds } });
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

async function sendInvitation(ctx: RequestContext, inv: Invitation, token: string) {
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, inv.franchiseeId));
  const link = `${process.env.PUBLIC_URL?.replace(/\/$/, '') ?? ''}/invitation/${token}`;
  const body =
    `${centre.name} invites you to the school portal. Open ${link} to accept ` +
    `within ${INVITATION_DAYS} days. If you did not expect this, ignore it.`;
  await queueMessage(ctx.db, { channel: 'email', to: inv.email, subject: `Invitation from ${centre.name}`, body });
  if (inv.mobile) await queueMessage(ctx.db, { channel: 'sms', to: inv.mobile, body });
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
    await audit(ctx, { resource: 'user-invitation', recordId: id, action: 'revoke', changes: {} });
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

async function pendingByToken(ctx: RequestContext, token: string, forUpdate = false): Promise<Invitation> {
  const query = ctx.db
    .select()
    .from(userInvitations)
    .where(eq(userInvitations.tokenHash, sha256(token)));
  const [inv] = forUpdate ? await query.for('update') : await query;
  if (!inv || statusOf(inv) !== 'INVITED') throw new AppError(404, INVITATION_INVALID);
  return inv;
}

/** What the link's holder sees before accepting: which centre asks, for which roles. */
export async function invitationPreview(ctx: RequestContext, token: string) {
  const inv = await pendingByToken(ctx, token);
  const [centre] = await ctx.db
    .select({ name: franchisees.companyName })
    .from(franchisees)
    .where(eq(franchisees.id, inv.franchiseeId));
  const names = await roleDescriptions(ctx, inv.roleIds);
  return {
    centre: centre.name,
    firstName: inv.firstName,
    roles: inv.roleIds.map((id) => names.get(id) ?? ''),
    expiresAt: inv.expiresAt,
  };
}

const addressOf = (inv: Invitation): SQL =>
  or(eq(adminUsers.email, inv.email), ...(inv.mobile ? [eq(adminUsers.mobile, inv.mobile)] : []))!;

/**
 * Accepts an invitation. Signed in, the account must own the invited address: at its home centre the roles
 * join its own, elsewhere the accepted invitation is its membership of that centre (roles there only). Not
 * signed in, a new person chooses a password and gets a login at the centre; an address that already has a
 * login must sign in first (the link's holder owns the address, so saying so tells no one else anything).
 */
export async function acceptInvitation(ctx: RequestContext, input: { token: string; password?: string }) {
  return inTransaction(ctx, async (ctx) => {
    const inv = await pendingByToken(ctx, input.token, true);
    const [account] = await ctx.db
      .select({ id: adminUsers.id, franchiseeId: adminUsers.franchiseeId })
      .from(adminUsers)
      .where(ctx.user ? eq(adminUsers.id, ctx.user.id) : addressOf(inv))
      .limit(1);
    if (ctx.user) {
      const [owns] = await ctx.db
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.id, ctx.user.id), addressOf(inv)));
      if (!owns) throw forbidden('This invitation was sent to another email or mobile');
      await joinCentre(ctx, inv, account);
    } else if (account) {
      throw new AppError(401, 'You already have a login: sign in, then open the invitation link again');
    } else {
      await createInvitedAccount(ctx, inv, input.password);
    }
    return { message: 'Invitation accepted' };
  });
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
    resource: 'user-invitation',
    recordId: inv.id,
    action: 'accept',
    changes: { userId: account.id },
  });
}

async function createInvitedAccount(ctx: RequestContext, inv: Invitation, password: string | undefined) {
  if (!password) throw badRequest('Choose a password', { password: 'Choose a password' });
  assertStrongPassword(password, inv);
  const [user] = await ctx.db
    .insert(adminUsers)
    .values({
      firstName: inv.firstName,
      lastName: inv.lastName,
      email: inv.email,
      mobile: inv.mobile,
      franchiseeId: inv.franchiseeId,
      passwordHash: await hashPassword(password),
    })
    .returning({ id: adminUsers.id });
  await joinCentre(ctx, inv, { id: user.id, franchiseeId: inv.franchiseeId });
}
