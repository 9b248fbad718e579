import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '@portal/kit';
import { startTestApp, DEMO_PASSWORD, type TestApp } from '@portal/server/testing';
import { defaultAuthSettings } from '../server/settings.ts';

/**
 * Attacks on sign-in and accounts: guesses spread over an account's email and mobile, a stranger
 * trying to lock the owner out, weak passwords and sessions that outlive a reset (a centre probing which
 * addresses other centres use: invitations.test.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ auth: { ...defaultAuthSettings, accountMaxFailuresEverywhere: 8 } });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
const otpRequest = (username: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/otp/request', payload: { username }, remoteAddress });
const otpVerify = (referenceID: string, otp: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { referenceID, otp }, remoteAddress });

async function latestOtp(to: string): Promise<string> {
  const [msg] = await t.db.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(1);
  return /(\d{6})/.exec(msg.body)![1];
}

describe('password guesses', () => {
  it('counts guesses by email and by mobile together, and locks only the attacking address', async () => {
    const attacker = '203.0.113.1';
    for (const username of ['counsellor@demo.school', '9000000004', 'COUNSELLOR@demo.school', '9000000004'])
      expect((await login(username, 'wrong-guess', attacker)).statusCode).toBe(401);
    expect((await login('9000000004', 'wrong-guess', attacker)).statusCode).toBe(401);
    // Five guesses in all (two by email, three by mobile): the sixth is refused, right password or not.
    const locked = await login('counsellor@demo.school', DEMO_PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many failed sign-in attempts for this account. Try again in 15 minutes.');
    expect((await login('9000000004', DEMO_PASSWORD, attacker)).statusCode).toBe(429);
    // The owner, elsewhere, is not kept out.
    expect((await login('counsellor@demo.school', DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(200);
  });

  it('past the network-wide limit only known addresses may try; OTP stays open', async () => {
    const owner = '198.51.100.20';
    expect((await login('delivery@demo.school', DEMO_PASSWORD, owner)).statusCode).toBe(200);
    for (let i = 0; i < 8; i++)
      expect(
        (await login(i % 2 ? '9000000008' : 'delivery@demo.school', 'nope', `203.0.113.${50 + i}`)).statusCode,
      ).toBe(401);
    const stranger = await login('delivery@demo.school', DEMO_PASSWORD, '203.0.113.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/or sign in with an OTP\.$/);
    expect((await login('delivery@demo.school', DEMO_PASSWORD, owner)).statusCode).toBe(200);
    const { referenceID } = (await otpRequest('delivery@demo.school', '198.51.100.21')).json();
    const otp = await otpVerify(referenceID, await latestOtp('delivery@demo.school'), '198.51.100.21');
    expect(otp.statusCode).toBe(200);
  });
});

describe('OTP guesses', () => {
  it('adds up wrong codes over every code of the account, asked by email or by mobile', async () => {
    const ip = '203.0.113.150';
    const wrong = async (username: string, to: string, tries: number) => {
      const { referenceID } = (await otpRequest(username, ip)).json();
      const code = await latestOtp(to);
      for (let i = 0; i < tries; i++) await otpVerify(referenceID, code === '000000' ? '111111' : '000000', ip);
      return referenceID as string;
    };
    await wrong('finance@demo.school', 'finance@demo.school', 5);
    await wrong('9000000006', '9000000006', 5);
    // Ten wrong codes in all: a new code, even the right one, is refused until the window passes.
    const { referenceID } = (await otpRequest('finance@demo.school', '198.51.100.30')).json();
    const res = await otpVerify(referenceID, await latestOtp('finance@demo.school'), '198.51.100.30');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many wrong codes for this account/);
    // The password still works: a stranger cannot close both doors.
    expect((await login('finance@demo.school', DEMO_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
  });

  it('limits code requests per account whichever identifier is typed', async () => {
    const ip = '203.0.113.160';
    for (let i = 0; i < 5; i++)
      expect((await otpRequest(i % 2 ? '9000000007' : 'marketing@demo.school', ip)).statusCode).toBe(200);
    expect((await otpRequest('9000000007', ip)).statusCode).toBe(429);
  });
});

describe('password strength', () => {
  const create = (email: string, password: string, extra: object = {}) =>
    t.as('superadmin@demo.school', {
      method: 'POST',
      url: '/api/user',
      payload: { firstName: 'Meera', lastName: 'Kulkarni', email, password, ...extra },
    });

  it.each([
    ['password', /too easy to guess/],
    ['12345678', /too easy to guess/],
    ['Password1', /too easy to guess/],
    ['Meera@2026!', /must not contain your name, email or mobile number/],
    ['kulkarni#Rx91', /must not contain your name, email or mobile number/],
    ['mkul.office77', /must not contain your name, email or mobile number/],
    ['short', /at least 8 characters/],
  ])('refuses %s with the reason', async (password, reason) => {
    const res = await create('mkul.office@demo.school', password);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toMatch(reason);
  });

  it('accepts a strong password; the seeded demo password still signs in', async () => {
    expect((await create('meera.k@demo.school', 'Kite#River#2026')).statusCode).toBe(201);
    expect((await login('meera.k@demo.school', 'Kite#River#2026', '198.51.100.40')).statusCode).toBe(200);
    expect((await login('parent@demo.school', DEMO_PASSWORD, '198.51.100.40')).statusCode).toBe(200);
  });

  it('applies to a changed password too', async () => {
    const token = (await login('parent@demo.school', DEMO_PASSWORD, '198.51.100.41')).json().token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'password123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.newPassword).toMatch(/too easy to guess/);
  });
});

describe('sessions end when access is taken away', () => {
  const userId = async (email: string) =>
    (await t.as('superadmin@demo.school', { method: 'GET', url: `/api/user?q=${email}` })).json().rows[0].id as number;
  const asAdmin = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.as('superadmin@demo.school', { method, url, payload });

  it('ends every session on an admin password reset', async () => {
    const token = (await login('teacher@demo.school', DEMO_PASSWORD, '198.51.100.50')).json().token;
    expect((await me(token)).statusCode).toBe(200);
    const id = await userId('teacher@demo.school');
    expect((await asAdmin('PUT', `/api/user/${id}`, { password: 'Kite#River#2027' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await login('teacher@demo.school', 'Kite#River#2027', '198.51.100.50')).statusCode).toBe(200);
  });

  it('ends every session on deactivation, and a reactivation does not revive them', async () => {
    const token = (await login('bsk@demo.school', DEMO_PASSWORD, '198.51.100.51')).json().token;
    const id = await userId('bsk@demo.school');
    expect((await asAdmin('DELETE', `/api/user/${id}`)).statusCode).toBeLessThan(300);
    expect((await me(token)).statusCode).toBe(401);
    expect((await asAdmin('PUT', `/api/user/${id}`, { isActive: true })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends every session when a role is taken away', async () => {
    const token = (await login('multirole@demo.school', DEMO_PASSWORD, '198.51.100.52')).json().token;
    const roles = (await me(token)).json().roles as { id: number; role: string }[];
    const id = await userId('multirole@demo.school');
    const keep = roles.filter((r) => r.role === 'FRANCHISEE_USER_1').map((r) => r.id);
    expect((await asAdmin('PUT', `/api/user/${id}/roles`, { roleIds: keep })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});
