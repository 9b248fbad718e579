// A screen shows an action's button only when the server would let the user call it: the web reads the signed-in
// session (`accessOf`, apps/web) with the rule the server's guard applies. For every demo account and every guarded
// route, the two must agree: the server is asked without acting (the access-check header answers 204 or 403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { ACCESS_CHECK_HEADER } from '@portal/core';
import { adminUsers } from '@portal/mod-users/server';
import { accessOf } from '../../web/src/session/access.ts';
import type { SessionState } from '../../web/src/session/store.ts';
import { startTestApp, type TestApp } from './support.ts';
import { walked } from './walked.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 240_000);
afterAll(() => t.close());

/** The session the web keeps after signing in as the account (startSession in apps/web). */
async function sessionOf(email: string): Promise<SessionState> {
  const me = (await t.as(email, { method: 'GET', url: '/api/admin/me' })).json();
  const role = me.superAdmin || me.roles.length !== 1 ? null : me.roles[0];
  const menu = await t.as(email, { method: 'GET', url: `/api/user/menu${role ? `?roleId=${role.id}` : ''}` });
  return {
    token: await t.token(email),
    me,
    superAdmin: me.superAdmin,
    access: me.roles,
    roles: me.roles,
    role,
    menu: menu.json().menu,
    menuShow: true,
    hasEnquiryAccess: 0,
    franchisee: null,
    academicYear: null,
  };
}

describe('the actions a screen offers', () => {
  it('are the ones the server lets each demo account call', { timeout: 240_000 }, async (context) => {
    const accounts = await t.db.db
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .where(like(adminUsers.email, '%@demo.school'));
    const guarded = t.app.routeTable.filter((r) => !r.public && r.module);
    expect(accounts.length).toBeGreaterThan(10);
    expect(guarded.length).toBeGreaterThan(300);
    walked(context, 'actions a screen offers, by each demo account', accounts.length * guarded.length);
    const disagreements: string[] = [];
    let refused = 0;
    for (const { email } of accounts) {
      const access = accessOf(await sessionOf(email));
      // Asked a batch at a time: nothing is read or written, only the guard runs.
      for (let i = 0; i < guarded.length; i += 50)
        await Promise.all(
          guarded.slice(i, i + 50).map(async (route) => {
            const shown = access.allows({ ...route, path: route.url });
            const asked = await t.as(email, {
              method: route.method as 'GET',
              url: route.url.replace(/:[A-Za-z]+/g, '1'),
              headers: { [ACCESS_CHECK_HEADER]: '1' },
            });
            expect([204, 403], `${email} ${route.method} ${route.url}: ${asked.body}`).toContain(asked.statusCode);
            if (asked.statusCode === 403) refused++;
            if (shown !== (asked.statusCode === 204))
              disagreements.push(
                `${email} ${route.method} ${route.url}: web ${shown ? 'shows' : 'hides'}, server ${asked.statusCode}`,
              );
          }),
        );
    }
    // The walk means something only if some actions are refused and some allowed.
    expect(refused).toBeGreaterThan(100);
    expect(disagreements).toEqual([]);
  });
});
