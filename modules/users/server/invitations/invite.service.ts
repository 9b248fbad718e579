import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  audit,
  auditSubject,
  forbidden,
  franchiseeFence,
  inTransaction,
  notFound,
  parseInput,
  queueMessage,
  reserveSend,
  resolveFranchisee,
  type RequestContext,
  type Values,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { roles } from '@portal/mod-system/server';
import { invitationRoleIds } from '../../shared/inputs.ts';
import { endSessions } from '../account-guard.ts';
import { userResource } from '../resources.ts';
import { adminUsers, userInvitations, userRoles } from '../schema.ts';
import { newToken, sha256 } from '../secrets.ts';

export const invitationSubject = auditSubject('user-invitation');

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const INVITATIONS_LISTED = 500;
export const INVITATION_INVALID = 'This invitation is no longer valid. Ask the centre to invite you again.';

export type Invitation = typeof userInvitations.$inferSelect;

/**
 * What a centre types to invite someone: the person's name and address, checked by the user resource's own fields
 * (same messages), and the roles they get there; then typed by the second schema, which what passed always meets.
 */
const inviteInput = z
  .object({
    ...userResource.createSchema.pick({
      firstName: true,
      lastName: true,
      email: true,
      mobile: true,
      franchiseeId: true,
    }).shape,
    roleIds: invitationRoleIds,
  })
  .pipe(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      mobile: z.string().nullish(),
      franchiseeId: z.number().nullish(),
      roleIds: z.array(z.number()),
    }),
  );

export function statusOf(inv: Invitation, now = Date.now()) {
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
  const input = parseInput(inviteInput, body);
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

export async function roleDescriptions(ctx: RequestContext, ids: number[]): Promise<Map<number, string>> {
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
