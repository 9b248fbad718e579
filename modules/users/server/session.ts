import { and, eq, gt, isNull } from 'drizzle-orm';
import { mergeEndPoints, ROLE } from '@portal/core';
import type { Executor } from '@portal/db';
import { anonymousContext, type RequestContext } from '@portal/kit';
import { rolesWithEndPoints } from '@portal/mod-system/server';
import { adminUsers, sessions, userFranchisees, userRoles } from './schema.ts';
import { sha256 } from './secrets.ts';
import type { AuthSettings } from './settings.ts';

export interface SessionInput {
  token: string | null;
  ip: string;
  franchiseeHeader: number | null;
  academicYearHeader: number | null;
}

/** Which franchisees a user may act on: deny by default. */
async function franchiseeFence(db: Executor, user: typeof adminUsers.$inferSelect, roles: { role: string; franchiseeId: number | null }[]): Promise<'all' | number[]> {
  if (user.superAdmin) return 'all';
  // The BSK rule: a franchisee-bound role sees its one franchisee and nothing else.
  const bound = roles.filter((r) => r.role === ROLE.BSKUSER && r.franchiseeId !== null).map((r) => r.franchiseeId!);
  if (bound.length) return [...new Set(bound)];
  if (user.franchiseeId !== null) return [user.franchiseeId];
  if (user.allFranchisees) return 'all';
  const rows = await db.select({ id: userFranchisees.franchiseeId }).from(userFranchisees).where(eq(userFranchisees.userId, user.id));
  return rows.map((r) => r.id);
}

/** Builds the request context from a bearer token; no or a dead token gives an anonymous one. */
export async function contextFromToken(db: Executor, input: SessionInput, settings: AuthSettings): Promise<RequestContext> {
  const ctx = anonymousContext(db, input.ip);
  if (!input.token || input.token.length > 200) return ctx;
  const now = new Date();
  const idleCutoff = new Date(now.getTime() - settings.idleMinutes * 60_000);
  const [found] = await db
    .select({ session: sessions, user: adminUsers })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(input.token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleCutoff), eq(adminUsers.isActive, true)));
  if (!found) return ctx;
  const { session, user } = found;
  // Touch at most once a minute: the idle clock needs no finer grain.
  if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  const roleIds = (await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, user.id))).map((r) => r.id);
  const roles = await rolesWithEndPoints(db, roleIds);
  const franchisees = await franchiseeFence(db, user, roles);
  const visible = (id: number | null) => id !== null && (franchisees === 'all' || franchisees.includes(id));
  return {
    ...ctx,
    user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, franchiseeId: user.franchiseeId, superAdmin: user.superAdmin },
    sessionId: session.id,
    roleIds: roles.map((r) => r.id),
    roleNames: user.superAdmin ? [ROLE.SUPER_ADMIN, ...roles.map((r) => r.role)] : roles.map((r) => r.role),
    endPoints: mergeEndPoints(roles),
    modulesAuth: user.modulesAuth,
    franchisees,
    franchiseeId: visible(input.franchiseeHeader) ? input.franchiseeHeader : null,
    academicYearId: input.academicYearHeader,
  };
}
