import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, mergeEndPoints, ROUTE_REFUSAL_MESSAGE } from '@portal/core';
import { rolesWithEndPoints } from '@portal/mod-system/server';
import { adminUsers, DEMO_USERS as USERS, userRoles } from '@portal/mod-users/server';
import { eq } from 'drizzle-orm';
import { testManifests } from '../../../scripts/test-manifests.mjs';
import { startTestApp, type TestApp } from './support.ts';
import { walked } from './walked.ts';

/**
 * Every registered API route × every demo account: the answer must follow the
 * permission rules. An unexpected 2xx is a leak; an unexpected 403 a broken feature.
 */
/**
 * Routes anyone may call, each checking its own input (a token, a signature, a rate limit): every one is reviewed
 * and named, with why it is safe, by its module in `test/manifest.json` (`publicRoutes`).
 */
const PUBLIC = testManifests().flatMap(({ manifest }) => (manifest.publicRoutes ?? []).flatMap((g) => g.routes));

/** Routes open to every signed-in user; each fences its own data. */
const ANY_SIGNED_IN = [
  'GET /api/admin/me',
  'POST /api/admin/change-password',
  // A person's own language: their screens and the messages sent to them.
  'PUT /api/admin/me/language',
  'GET /api/logout',
  'GET /api/user/menu',
  'GET /api/dashboard-by-role/:roleId',
  'GET /api/franchisee/active',
  'GET /api/franchiseeAcademicYears',
  'POST /api/files',
  'GET /api/files/:id',
  // A file's name and type, to whoever may download it (the same rule as the file itself).
  'GET /api/files/:id/about',
  // Live updates: each person's stream carries only what their own rights reach (packages/kit/src/live).
  'GET /api/live',
  // Each person's own notification settings and browsers (modules/notifications).
  'GET /api/notifications/push-key',
  'GET /api/notifications/preferences',
  'PUT /api/notifications/preferences',
  'PUT /api/notifications/channels',
  'POST /api/notifications/subscriptions',
  'POST /api/notifications/subscriptions/remove',
];

/** Route params filled with ids that exist for someone, so the check runs on real rows. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+\??/g, '1').replace(/\*$/, 'x');

async function subjectOf(on: TestApp, email: string) {
  const [user] = await on.db.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  const roleIds = (
    await on.db.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, user.id))
  ).map((r) => r.id);
  const roles = await rolesWithEndPoints(on.db.db, roleIds);
  return { superAdmin: user.superAdmin, roleNames: roles.map((r) => r.role), endPoints: mergeEndPoints(roles) };
}

/** The refusals of the route's guard itself: its end points, levels, read-only menus and approvals. */
const GUARD_REFUSALS = new Set(Object.values(ROUTE_REFUSAL_MESSAGE));

/**
 * Whether the answer is the route's guard refusing: a 403 in the guard's own words. A finer rule past the guard
 * refuses in its own (a resource's write rule: network-wide rows are head office's; a row's editors; a centre to
 * choose first; a head-office-only read) and is that rule working, not the end points.
 */
const guardRefused = (res: { statusCode: number; body: string }) =>
  res.statusCode === 403 && GUARD_REFUSALS.has(JSON.parse(res.body).message);

describe('permission matrix', () => {
  // The routes' own walks share an app; each account's walk below has its own, put back to the seeded copy in
  // turn (an app still open here would make every one of them load the copy afresh).
  describe('of the routes', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('declares an access module on every route but a reviewed few', () => {
      expect(t.app.routeTable.length).toBeGreaterThan(50);
      for (const r of t.app.routeTable.filter((r) => r.public))
        expect(PUBLIC, 'a public route must be reviewed').toContain(`${r.method} ${r.url}`);
      for (const r of t.app.routeTable.filter((r) => !r.public && !r.module))
        expect(ANY_SIGNED_IN, 'a route open to every signed-in user must be reviewed').toContain(
          `${r.method} ${r.url}`,
        );
    });

    it('answers 401 to every non-public route without a token', async (context) => {
      const closed = t.app.routeTable.filter((r) => !r.public);
      walked(context, 'routes asked without a token', closed.length);
      for (const route of closed) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    });
  });

  it('lets each role through exactly where its end points allow', async (context) => {
    const failures: string[] = [];
    let walkedRoutes = 0;
    for (const user of USERS) {
      // Each account walks the network as seeded: head office's walk archives centre 1, its roles and end points
      // (the ids every route is asked with), and every account after it was refused everything, as expected of
      // what was left, so nothing was tried.
      const own = await startTestApp();
      try {
        const guarded = own.app.routeTable.filter((r) => r.module);
        walkedRoutes += guarded.length;
        const subject = await subjectOf(own, user.email);
        let reached = 0;
        for (const route of guarded) {
          // A route several permissions reach (desk money) lets in whoever holds any of them.
          const allowed = [route.module!, ...(route.alsoModules ?? [])].some((m) =>
            canAccess(subject, m, route.accessMethod ?? route.method),
          );
          const res = await own.as(user.email, {
            method: route.method as 'GET',
            url: concrete(route.url),
            payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : { __matrix: true },
          });
          const where = `${user.email} ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 160)}`;
          // A walk signed out on its way (its account archived by a route it walked) would try nothing after.
          if (res.statusCode === 401) failures.push(`signed out: ${where}`);
          else if (res.statusCode >= 500) failures.push(`fails: ${where}`);
          else if (allowed && guardRefused(res)) failures.push(`refused by the guard: ${where}`);
          else if (!allowed && !guardRefused(res)) failures.push(`let past the guard: ${where}`);
          if (!guardRefused(res)) reached++;
        }
        // Every demo account holds some end points: one let through nowhere was walked on a broken network.
        if (reached <= 10) failures.push(`${user.email}: let through ${reached} routes only`);
      } finally {
        await own.close();
      }
    }
    walked(context, 'routes asked by each role', walkedRoutes);
    expect(failures).toEqual([]);
    // Every route as every role: 251 s at a load of 14 on two cores (the budget was 300 s); a hang still ends here.
  }, 600_000);
});
