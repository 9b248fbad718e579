import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { outbox } from '@portal/kit';
import { startTestApp, DEMO_PASSWORD, type TestApp } from '@portal/server/testing';
import { sessions } from '../server/schema.ts';

let t: TestApp;
let ipCounter = 10;
/** Each test signs in from its own address so the per-IP limit of one does not touch another. */
const fromNewIp = () => `10.0.0.${ipCounter++}`;

beforeAll(async () => {
  t = await startTestApp({
    authIpLimitPerMinute: 12,
    auth: { ...(await import('../server/settings.ts')).defaultAuthSettings, otpTtlSeconds: 2 },
  });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress = fromNewIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });

async function latestOtp(to: string): Promise<string> {
  const [msg] = await t.db.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(1);
  return /(\d{6})/.exec(msg.body)![1];
}

describe('password sign-in', () => {
  it('signs in by email or mobile and gives a new token each time', async () => {
    const a = await login('counsellor@demo.school', DEMO_PASSWORD);
    const b = await login('9000000004', DEMO_PASSWORD);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().token).not.toBe(b.json().token);
    expect((await me(b.json().token)).json().email).toBe('counsellor@demo.school');
  });

  it('refuses a wrong password or an unknown account with one message', async () => {
    const wrong = await login('delivery@demo.school', 'nope-nope');
    const unknown = await login('nobody@demo.school', 'nope-nope');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email/mobile or password');
    expect(unknown.json().message).toBe('Invalid email/mobile or password');
  });

  it('keeps the sign-in name out of SQL', async () => {
    const res = await login("' or 1=1 --", 'x');
    expect(res.statusCode).toBe(401);
  });

  it('pauses an account at an address after 5 failures there, with a clear 429', async () => {
    const ip = fromNewIp();
    for (let i = 0; i < 5; i++) expect((await login('marketing@demo.school', `wrong-${i}`, ip)).statusCode).toBe(401);
    const blocked = await login('marketing@demo.school', DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts for this account. Try again in 15 minutes.');
  });

  it('limits sign-in attempts per IP address', async () => {
    const ip = fromNewIp();
    for (let i = 0; i < 12; i++) await login(`someone${i}@demo.school`, 'x', ip);
    const res = await login('teacher@demo.school', DEMO_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts from this address/);
  });

  it('validates the body with readable messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '' },
      remoteAddress: fromNewIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      username: 'Email or mobile is required',
      password: 'Password is required',
    });
  });
});

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const token = (await login('parent@demo.school', DEMO_PASSWORD)).json().token;
    const rows = await t.db.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.h === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true);
  });

  it('revokes the token on logout', async () => {
    const token = (await login('teacher@demo.school', DEMO_PASSWORD)).json().token;
    expect((await me(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a session after the idle time and after the absolute time', async () => {
    const idle = (await login('teacher@demo.school', DEMO_PASSWORD)).json().token;
    const absolute = (await login('finance@demo.school', DEMO_PASSWORD)).json().token;
    const { sha256 } = await import('../server/secrets.ts');
    await t.db.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '3 hours'` })
      .where(eq(sessions.tokenHash, sha256(idle)));
    await t.db.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, sha256(absolute)));
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(absolute)).statusCode).toBe(401);
  });

  it('ends the other sessions when the password changes', async () => {
    const first = (await login('bsk@demo.school', DEMO_PASSWORD)).json().token;
    const second = (await login('bsk@demo.school', DEMO_PASSWORD)).json().token;
    const change = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/change-password',
        headers: { authorization: `Bearer ${second}` },
        payload,
      });
    const wrong = await change({ currentPassword: 'nope', newPassword: 'NewPass@2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.currentPassword).toBe('Current password is not correct');
    expect((await change({ currentPassword: DEMO_PASSWORD, newPassword: 'NewPass@2026' })).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    expect((await login('bsk@demo.school', 'NewPass@2026')).statusCode).toBe(200);
  });

  it("refuses to archive or deactivate one's own signed-in account, and still switches off another's", async () => {
    const admin = (await login('superadmin@demo.school', DEMO_PASSWORD)).json().token;
    const self = (await me(admin)).json().id as number;
    const as = (method: 'PUT' | 'DELETE', id: number, payload?: object) =>
      t.app.inject({ method, url: `/api/user/${id}`, headers: { authorization: `Bearer ${admin}` }, payload });
    const archived = await as('DELETE', self);
    expect(archived.statusCode, archived.body).toBe(400);
    expect(archived.json().message).toBe('You cannot deactivate or archive your own account: ask another admin');
    const switchedOff = await as('PUT', self, { isActive: false });
    expect(switchedOff.statusCode, switchedOff.body).toBe(400);
    expect(switchedOff.json().fieldErrors.isActive).toMatch(/your own account/);
    expect((await me(admin)).statusCode).toBe(200);
    const marketing = (await login('marketing@demo.school', DEMO_PASSWORD)).json().token;
    const other = (await me(marketing)).json().id as number;
    expect((await as('DELETE', other)).statusCode).toBe(204);
    expect((await me(marketing)).statusCode).toBe(401);
  });
});

describe('OTP sign-in', () => {
  const request = (username: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/otp/request', payload: { username }, remoteAddress: fromNewIp() });
  const verify = (referenceID: string, otp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { referenceID, otp },
      remoteAddress: fromNewIp(),
    });

  it('sends a 6-digit code through the outbox and signs in with it once', async () => {
    const { referenceID } = (await request('9000000005')).json();
    const code = await latestOtp('9000000005');
    expect(code).toMatch(/^\d{6}$/);
    const ok = await verify(referenceID, code);
    expect(ok.statusCode).toBe(200);
    expect((await me(ok.json().token)).json().email).toBe('teacher@demo.school');
    expect((await verify(referenceID, code)).statusCode).toBe(400);
  });

  it('takes a mobile however it is written, and a foreign number ending in its ten digits for no one', async () => {
    const sentTo = async (to: string) => (await t.db.db.select().from(outbox).where(eq(outbox.recipient, to))).length;
    const before = await sentTo('9000000005');
    const { referenceID } = (await request('+91 90000-00005')).json();
    expect(await sentTo('9000000005')).toBe(before + 1);
    const ok = await verify(referenceID, await latestOtp('9000000005'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await me(ok.json().token)).json().email).toBe('teacher@demo.school');
    const signedIn = await sentTo('9000000005');
    for (const foreign of ['+1 900 000 0005', '+44 9000000005', '+971 9000000005']) {
      expect((await request(foreign)).statusCode).toBe(200);
      expect(await sentTo('9000000005'), foreign).toBe(signedIn);
    }
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const res = await request('nobody@demo.school');
    expect(res.statusCode).toBe(200);
    expect(res.json().referenceID).toMatch(/^[0-9a-f-]{36}$/);
    const sent = await t.db.db.select().from(outbox).where(eq(outbox.recipient, 'nobody@demo.school'));
    expect(sent).toHaveLength(0);
  });

  it('burns the code after 5 wrong tries', async () => {
    const { referenceID } = (await request('counsellor@demo.school')).json();
    const code = await latestOtp('counsellor@demo.school');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await verify(referenceID, wrongCode);
      expect(res.json().message).toBe(`The OTP is not correct. ${5 - i} tries left.`);
    }
    expect((await verify(referenceID, wrongCode)).json().message).toBe('Too many wrong codes. Request a new OTP.');
    expect((await verify(referenceID, code)).statusCode).toBe(400);
  });

  it('expires the code', async () => {
    const { referenceID } = (await request('delivery@demo.school')).json();
    const code = await latestOtp('delivery@demo.school');
    await new Promise((r) => setTimeout(r, 2100));
    const res = await verify(referenceID, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The OTP has expired. Request a new one.');
  });

  it('validates the reference and code format', async () => {
    const res = await verify('not-a-uuid', '12ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      referenceID: 'The OTP reference is not valid',
      otp: 'The OTP is 6 digits',
    });
  });
});

describe('roles a user may hand out', () => {
  it('lists every role for head office and only assignable ones for a centre', async () => {
    const centre = (await t.as('franchisee-a@demo.school', { method: 'GET', url: '/api/user/assignable-roles' }))
      .json()
      .rows.map((r: { role: string }) => r.role);
    expect(centre.sort()).toEqual(['Councellor', 'TEACHER']);
    const office = (await t.as('superadmin@demo.school', { method: 'GET', url: '/api/user/assignable-roles' })).json()
      .rows;
    expect(office.length).toBeGreaterThan(10);
    expect((await t.as('teacher@demo.school', { method: 'GET', url: '/api/user/assignable-roles' })).statusCode).toBe(
      403,
    );
  });

  it("puts each role's end points in /api/admin/me", async () => {
    const me = (await t.as('counsellor@demo.school', { method: 'GET', url: '/api/admin/me' })).json();
    expect(me.roles[0].systemEndPoints).toEqual(expect.arrayContaining([{ module: 'enquiry', method: 'any' }]));
  });
});

describe('the context cache', () => {
  it('applies a role change made through the API at the very next request', async () => {
    const token = async () => (await login('multirole@demo.school', DEMO_PASSWORD)).json().token as string;
    const first = await token();
    const before = (await me(first)).json();
    expect(before.roles.map((r: { role: string }) => r.role).sort()).toEqual(['Councellor', 'FRANCHISEE_USER_1']);
    const counsellor = before.roles.find((r: { role: string }) => r.role === 'Councellor');
    const owner = before.roles.find((r: { role: string }) => r.role === 'FRANCHISEE_USER_1');
    const put = (roleIds: number[]) =>
      t.as('superadmin@demo.school', { method: 'PUT', url: `/api/user/${before.id}/roles`, payload: { roleIds } });
    // Adding a role applies to the open session at once (through the cache it just used).
    expect((await put([owner.id])).statusCode).toBe(200);
    const second = await token();
    expect((await me(second)).json().roles).toHaveLength(1);
    expect((await put([owner.id, counsellor.id])).statusCode).toBe(200);
    expect((await me(second)).json().roles).toHaveLength(2);
    // Taking one away ends the session.
    expect((await put([owner.id])).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    expect((await put([owner.id, counsellor.id])).statusCode).toBe(200);
  });

  it("keeps cached sessions through a teacher's check-in, a write that changes no access", async () => {
    const token = (await login('teacher2@demo.school', DEMO_PASSWORD)).json().token as string;
    const auth = { authorization: `Bearer ${token}` };
    const roster = (await t.app.inject({ method: 'GET', url: '/api/day/roster', headers: auth })).json();
    // The session ends behind the API's back: only a cleared cache notices.
    const [latest] = await t.db.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    await t.db.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, latest.id));
    const checkIn = await t.app.inject({
      method: 'POST',
      url: '/api/day/roster/check-in',
      headers: auth,
      payload: { studentAdmissionId: roster.rows[0].studentAdmissionId },
    });
    expect(checkIn.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    // Any other write clears it (here and on other nodes): the ended session is refused at once.
    const other = (await login('franchisee-b@demo.school', DEMO_PASSWORD)).json().token;
    await t.app.inject({ method: 'GET', url: '/api/logout', headers: { authorization: `Bearer ${other}` } });
    expect((await me(token)).statusCode).toBe(401);
  });

  it('lets a request that used the cache sign out, and the token is dead at once', async () => {
    const token = (await login('franchisee-b@demo.school', DEMO_PASSWORD)).json().token;
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/logout', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});
