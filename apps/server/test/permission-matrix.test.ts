import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, mergeEndPoints } from '@portal/core';
import { findResource } from '@portal/kit';
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
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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

async function subjectOf(email: string) {
  const [user] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  const roleIds = (
    await t.db.db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, user.id))
  ).map((r) => r.id);
  const roles = await rolesWithEndPoints(t.db.db, roleIds);
  return { superAdmin: user.superAdmin, roleNames: roles.map((r) => r.role), endPoints: mergeEndPoints(roles) };
}

/**
 * A resource's declared write rule (network-wide rows are head office's) refuses a write the access
 * module alone would let through: that 403, with the rule's own message, is the rule working.
 */
function refusedByWriteRule(route: { method: string; url: string }, res: { statusCode: number; body: string }) {
  const rule = findResource(route.url.split('/')[2])?.writeRule;
  return !!rule && route.method !== 'GET' && res.statusCode === 403 && JSON.parse(res.body).message === rule.message;
}

describe('permission matrix', () => {
  it('declares an access module on every route but a reviewed few', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(50);
    for (const r of t.app.routeTable.filter((r) => r.public))
      expect(PUBLIC, 'a public route must be reviewed').toContain(`${r.method} ${r.url}`);
    for (const r of t.app.routeTable.filter((r) => !r.public && !r.module))
      expect(ANY_SIGNED_IN, 'a route open to every signed-in user must be reviewed').toContain(`${r.method} ${r.url}`);
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

  it('lets each role through exactly where its end points allow', async (context) => {
    const guarded = t.app.routeTable.filter((r) => r.module);
    walked(context, 'routes asked by each role', USERS.length * guarded.length);
    for (const user of USERS) {
      const subject = await subjectOf(user.email);
      for (const route of guarded) {
        // A route several permissions reach (desk money) lets in whoever holds any of them.
        const allowed = [route.module!, ...(route.alsoModules ?? [])].some((m) =>
          canAccess(subject, m, route.accessMethod ?? route.method),
        );
        const res = await t.as(user.email, {
          method: route.method as 'GET',
          url: concrete(route.url),
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : { __matrix: true },
        });
        const where = `${user.email} ${route.method} ${route.url} → ${res.statusCode}`;
        if (allowed && !refusedByWriteRule(route, res)) expect(res.statusCode, where).not.toBe(403);
        else expect(res.statusCode, where).toBe(403);
        expect(res.statusCode, where).toBeLessThan(500);
      }
    }
    // Every route as every role: 251 s at a load of 14 on two cores (the budget was 300 s); a hang still ends here.
  }, 600_000);
});
