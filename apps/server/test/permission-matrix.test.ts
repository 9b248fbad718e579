import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess, mergeEndPoints } from '@portal/core';
import { findResource } from '@portal/kit';
import { rolesWithEndPoints } from '@portal/mod-system/server';
import { adminUsers, DEMO_USERS as USERS, userRoles } from '@portal/mod-users/server';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './support.ts';

/**
 * Every registered API route × every demo account: the answer must follow the
 * permission rules. An unexpected 2xx is a leak; an unexpected 403 a broken feature.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Routes anyone may call; each checks its own input (rate-limited sign-in). */
const PUBLIC = [
  // A room device answers by its own token (x-device-token): its class and staff, and a PIN switch into a turn.
  'GET /api/devices/room',
  'POST /api/devices/room/switch',
  // Parents pay by link and fetch receipts by token; the gateway's webhook is checked by its signature.
  'GET /api/public/payment-config',
  'GET /api/public/admission-payments/:referenceID',
  'POST /api/public/payments/order',
  'POST /api/public/payments/verify',
  'POST /api/public/payments/test-checkout',
  'GET /api/public/receipts/:token',
  'POST /api/payments/razorpay/webhook',
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/otp/request',
  'POST /api/auth/otp/verify',
  'GET /api/public/teacher-training/:referenceID',
  // Recorded classes' player (an HMAC-signed link that expires) and live classes' join page (a personal reference
  // that opens one class in its window).
  'GET /api/public/videoplayer/:videoName/:urlPath',
  'GET /api/public/videoplayer/:videoName/:urlPath/stream',
  'GET /api/public/videoplayer/:videoName/:urlPath/poster',
  'GET /api/public/online-class/:referenceID',
  // Enquiry and admission forms for families, lead webhooks (each rate-limited, checked by its own token,
  // reference or secret).
  'GET /api/public/enquiry-form/:fid',
  'POST /api/public/enquiry-form/:fid',
  'POST /api/public/parent-enquiry/:fid',
  'GET /api/public/forms/:refId',
  'POST /api/public/application-form/:refId',
  'POST /api/public/registration-form/:refId',
  'POST /api/public/admission-form/:refId',
  'POST /api/webhooks/google/:key',
  'POST /api/webhooks/waid/:key',
  // The SMS gateway's delivery reports (rate-limited, checked by the callback token).
  'POST /api/communications/sms/delivery-report',
  // WhatsApp's check of its webhook (the verify token) and its events (signed over the raw body, rate-limited).
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
  // A vehicle's GPS device: authenticated by the key issued for that vehicle (X-Device-Key), rate-limited.
  'POST /api/transport/gps/:vehicleID',
  // The escort's device on a vehicle: boarding and drop entries, by the same per-vehicle key, rate-limited.
  'POST /api/transport/destination-logs/device/:vehicleID',
  // The academic managers' public calendar (ams/amsCalender): approved visits and holidays, read only.
  'GET /api/public/ams-calendar',
  // A waitlisted family's offer link (a random token kept as a hash, rate-limited): the offer, and the answer.
  'GET /api/public/waitlist/offer/:token',
  'POST /api/public/waitlist/offer/:token/:answer',
  // A prospective franchisee's website form (form token, honeypot, rate-limited) and disclosure link (a random token
  // kept as a hash, 30 days, rate-limited): the document, its file and the acknowledgement.
  'GET /api/public/franchise-enquiry',
  'POST /api/public/franchise-enquiry',
  'GET /api/public/disclosure/:token',
  'GET /api/public/disclosure/:token/document',
  'POST /api/public/disclosure/:token/acknowledge',
  // A prospect's LOI token payment link (a random token kept as a hash, 15 days, rate-limited): the amount, the
  // local test gateway's signature (test mode only), Checkout's signed result; and the gateway's signed webhook.
  'GET /api/public/franchise-token/:token',
  'POST /api/public/franchise-token/:token/test-checkout',
  'POST /api/public/franchise-token/:token/verify',
  'POST /api/public/development/razorpay/webhook',
  // A centre's invitation link (a random token kept as a hash, 7 days, rate-limited): what it offers, and its
  // acceptance by the login that owns the invited address or by a new person choosing a password.
  'GET /api/invitations/:token',
  'POST /api/invitations/accept',
  // The mobile the centre typed joins the accepted login only with the invitation's token and the 6-digit code
  // texted to it (5 tries, counted atomically).
  'POST /api/invitations/confirm-mobile',
];

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

  it('answers 401 to every non-public route without a token', async () => {
    for (const route of t.app.routeTable.filter((r) => !r.public)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('lets each role through exactly where its end points allow', async () => {
    for (const user of USERS) {
      const subject = await subjectOf(user.email);
      for (const route of t.app.routeTable.filter((r) => r.module)) {
        const allowed = canAccess(subject, route.module!, route.accessMethod ?? route.method);
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
