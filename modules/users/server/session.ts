import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { jsonValue, mergeEndPoints, readOnlyMenuModules, ROLE } from '@portal/core';
import type { Executor } from '@portal/db';
import { anonymousContext, mayTouchFranchisee, prepared, QueryValues, type RequestContext } from '@portal/kit';
import { roleGrantsJson, roles, type RoleWithEndPoints } from '@portal/mod-system/server';
import { adminUsers, sessions, userFranchisees, userInvitations, userRoles } from './schema.ts';
import { sha256 } from './secrets.ts';
import type { CachedSession, ContextCache, SessionIdentity } from './context-cache.ts';
import type { AuthSettings } from './settings.ts';

export interface SessionInput {
  token: string | null;
  ip: string;
  franchiseeHeader: number | null;
  academicYearHeader: number | null;
}

/** Which franchisees a user may act on: deny by default. */
function franchiseeFence(
  user: typeof adminUsers.$inferSelect,
  roles: { role: string; franchiseeId: number | null }[],
  assigned: number[],
): 'all' | number[] {
  if (user.superAdmin) return 'all';
  // The BSK rule: a franchisee-bound role sees its one franchisee and nothing else.
  const bound = roles.filter((r) => r.role === ROLE.BSKUSER && r.franchiseeId !== null).map((r) => r.franchiseeId!);
  if (bound.length) return [...new Set(bound)];
  if (user.franchiseeId !== null) return [user.franchiseeId];
  if (user.allFranchisees) return 'all';
  return assigned;
}

/** A role with its end points and its active menu entries' modules and write flags. */
type RoleRow = RoleWithEndPoints & { menu: { modules: string[]; isWrite: boolean | null }[] };
/** A centre the user joined by accepting its invitation, with the roles they hold there. */
type Membership = { franchiseeId: number; roles: RoleRow[] };

// A role with its end points and active menu entries, as JSON (the system module's), for the session lookup.
const roleJson = roleGrantsJson;

// The user's active roles with their end points and menu write flags, the roles of each centre they joined
// by invitation, and the centres assigned to a head-office user, gathered in the session lookup itself:
// every request needs them, so one round trip.
const rolesOfUser = sql<RoleRow[]>`coalesce((
  select json_agg(${roleJson} order by ${roles.id})
  from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.isActive}
  where ${userRoles.userId} = ${adminUsers.id}), '[]'::json)`;
const joinedCentres = sql<Membership[]>`coalesce((
  select json_agg(json_build_object('franchiseeId', ${userInvitations.franchiseeId}, 'roles', coalesce((
    select json_agg(${roleJson} order by ${roles.id}) from ${roles}
    where ${roles.id} = any(${userInvitations.roleIds}) and ${roles.isActive}), '[]'::json)))
  from ${userInvitations}
  where ${userInvitations.acceptedBy} = ${adminUsers.id} and ${userInvitations.revokedAt} is null
    and ${userInvitations.franchiseeId} is distinct from ${adminUsers.franchiseeId}), '[]'::json)`;
const assignedFranchisees = sql<
  number[] | null
>`(select array_agg(${userFranchisees.franchiseeId}) from ${userFranchisees}
  where ${userFranchisees.userId} = ${adminUsers.id})`;

/** Looks the session up in the database; null when the token is unknown, revoked, expired or idle. */
async function loadSession(
  db: Executor,
  tokenHash: string,
  now: Date,
  settings: AuthSettings,
): Promise<CachedSession | null> {
  const idleCutoff = new Date(now.getTime() - settings.idleMinutes * 60_000);
  // Asked on every request whose session is not kept (SESSION_CACHE_MS): built once and kept as a named statement,
  // so neither the server builds its SQL nor the database plans its subqueries again.
  const v = new QueryValues('users:session');
  const token = v.bind(tokenHash);
  const [expiresAfter, seenAfter] = [v.bind(now), v.bind(idleCutoff)];
  const [found] = await prepared(db, v, () =>
    db
      .select({
        session: sessions,
        user: adminUsers,
        roles: rolesOfUser,
        joined: joinedCentres,
        assigned: assignedFranchisees,
      })
      .from(sessions)
      .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, token),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, expiresAfter),
          gt(sessions.lastSeenAt, seenAfter),
          eq(adminUsers.isActive, true),
        ),
      ),
  );
  if (!found) return null;
  const { session, user } = found;
  const roles = jsonValue(found.roles);
  const fence = franchiseeFence(user, roles, found.assigned ?? []);
  const joined = jsonValue(found.joined);
  const joinedIds = joined.map((m) => m.franchiseeId);
  // A room device's session: its person acts at the device's centre only, with no other centre to choose.
  if (session.deviceId !== null) {
    const atDevice = session.deviceFranchiseeId;
    const deviceFence = atDevice !== null && (fence === 'all' || fence.includes(atDevice)) ? [atDevice] : [];
    const identity = {
      ...identityWith(user, session.id, roles, deviceFence),
      joinedFranchisees: [],
      deviceId: session.deviceId,
    };
    const times = { expiresAt: session.expiresAt.getTime(), lastSeenAt: session.lastSeenAt.getTime() };
    return { identity, centres: {}, ...times };
  }
  const home = { ...identityWith(user, session.id, roles, fence), joinedFranchisees: joinedIds };
  const centres: Record<number, SessionIdentity> = {};
  // At a joined centre the account acts with that centre's roles only, on that centre only; the shell may still
  // offer its own centres and the other joined ones.
  for (const m of joined) {
    const others = [...(fence === 'all' ? [] : fence), ...joinedIds].filter((id) => id !== m.franchiseeId);
    const atCentre = { ...user, franchiseeId: m.franchiseeId, superAdmin: false, modulesAuth: [] };
    centres[m.franchiseeId] = {
      ...identityWith(atCentre, session.id, m.roles, [m.franchiseeId]),
      joinedFranchisees: others,
    };
  }
  return { identity: home, centres, expiresAt: session.expiresAt.getTime(), lastSeenAt: session.lastSeenAt.getTime() };
}

function identityWith(
  user: typeof adminUsers.$inferSelect,
  sessionId: number,
  roles: RoleRow[],
  franchisees: SessionIdentity['franchisees'],
): SessionIdentity {
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      franchiseeId: user.franchiseeId,
      superAdmin: user.superAdmin,
    },
    sessionId,
    roleIds: roles.map((r) => r.id),
    roleNames: user.superAdmin ? [ROLE.SUPER_ADMIN, ...roles.map((r) => r.role)] : roles.map((r) => r.role),
    endPoints: mergeEndPoints(roles),
    roleEndPoints: Object.fromEntries(roles.map((r) => [r.role, r.systemEndPoints])),
    modulesAuth: user.modulesAuth,
    readOnlyModules: readOnlyMenuModules(roles.flatMap((r) => r.menu)),
    franchisees,
  };
}

/** Builds the request context from a bearer token; no or a dead token gives an anonymous one. */
export async function contextFromToken(
  db: Executor,
  input: SessionInput,
  settings: AuthSettings,
  cache?: ContextCache,
): Promise<RequestContext> {
  const ctx = anonymousContext(db, input.ip);
  if (!input.token || input.token.length > 200) return ctx;
  const now = new Date();
  const tokenHash = sha256(input.token);
  let session = cache?.get(tokenHash, now.getTime());
  if (
    session &&
    (session.expiresAt <= now.getTime() || session.lastSeenAt <= now.getTime() - settings.idleMinutes * 60_000)
  ) {
    cache?.forget(tokenHash);
    return ctx;
  }
  if (!session) {
    const generation = cache?.currentGeneration ?? 0;
    const loaded = await loadSession(db, tokenHash, now, settings);
    if (!loaded) return ctx;
    cache?.set(tokenHash, loaded, generation, now.getTime());
    session = loaded;
  }
  // Touch at most once a minute: the idle clock needs no finer grain.
  if (now.getTime() - session.lastSeenAt > 60_000) {
    session.lastSeenAt = now.getTime();
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.identity.sessionId!));
  }
  // A centre the account joined by invitation, when chosen, gives that centre's identity instead of the home one.
  const header = input.franchiseeHeader;
  const home: RequestContext = { ...ctx, ...session.identity };
  const joined = header === null ? undefined : session.centres[header];
  const acting = joined && !mayTouchFranchisee(home, header) ? { ...ctx, ...joined } : home;
  return {
    ...acting,
    franchiseeId: mayTouchFranchisee(acting, header) ? header : null,
    academicYearId: input.academicYearHeader,
  };
}
