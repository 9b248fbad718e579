import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt } from 'drizzle-orm';
import { outbox } from '@portal/kit';
import { startTestApp, DEMO_PASSWORD, type TestApp } from '@portal/server/testing';
import { MOBILE_CODE_INVALID } from '../server/invitations.service.ts';
import { adminUsers } from '../server/schema.ts';

/**
 * An invitation proves who owns the address: the link goes to the email only, opening and accepting it answers the
 * same whether or not the email has a login, no login is made under an email whose owner did not open its link,
 * and a mobile the centre typed joins the login only with the code texted to it.
 */
let t: TestApp;
let counsellorRole: number;
let inviterMobile: string;
beforeAll(async () => {
  t = await startTestApp();
  const roles = (await t.as(OWNER_A, { method: 'GET', url: '/api/user/assignable-roles' })).json().rows;
  counsellorRole = roles.find((r: { role: string }) => r.role === 'Councellor').id;
  inviterMobile = (await loginOf(OWNER_A))!.mobile!;
});
afterAll(() => t.close());

const OWNER_A = 'franchisee-a@demo.school';
const STRONG = 'Kite#River#2026';

const invite = (email: string, mobile: string) =>
  t.as(OWNER_A, {
    method: 'POST',
    url: '/api/user',
    payload: { firstName: 'Ravi', lastName: 'Menon', email, mobile, roleIds: [counsellorRole] },
  });
const preview = (token: string) => t.app.inject({ method: 'GET', url: `/api/invitations/${token}` });
const accept = (token: string, password?: string) =>
  t.app.inject({ method: 'POST', url: '/api/invitations/accept', payload: { token, password } });
const confirmMobile = (token: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/invitations/confirm-mobile', payload: { token, code } });

async function loginOf(email: string) {
  const [user] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  return user ?? null;
}
async function sentTo(to: string, afterId = 0) {
  return t.db.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to), gt(outbox.id, afterId)))
    .orderBy(desc(outbox.id));
}
const linkIn = (body: string) => /\/invitation\/([\w-]+)/.exec(body)?.[1];
async function lastOutboxId() {
  const [last] = await t.db.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
  return last?.id ?? 0;
}

describe('an invitation proves who owns the address', () => {
  it('texts the inviter’s mobile nothing, and answers alike for an email with a login and a new one', async () => {
    const before = await lastOutboxId();
    // Centre 002 invites centre 003's owner, and a stranger, both with its own mobile.
    const existing = await invite('franchisee-b@demo.school', inviterMobile);
    const fresh = await invite('not.yet.here@demo.school', inviterMobile);
    expect([existing.statusCode, fresh.statusCode]).toEqual([201, 201]);
    const { id: _a, email: _b, ...existingShape } = existing.json();
    const { id: _c, email: _d, ...freshShape } = fresh.json();
    expect(existingShape).toEqual(freshShape);

    // The texted link is gone: the mobile the inviter typed (its own) holds no link and nothing that accepts.
    expect(await sentTo(inviterMobile, before)).toEqual([]);
    const links = (await sentTo('franchisee-b@demo.school', before)).map((m) => linkIn(m.body));
    const freshLinks = (await sentTo('not.yet.here@demo.school', before)).map((m) => linkIn(m.body));
    expect([links.length, freshLinks.length]).toEqual([1, 1]);

    // Opening the link, and accepting it signed out without a password, answer the same.
    const [p1, p2] = [await preview(links[0]!), await preview(freshLinks[0]!)];
    const { expiresAt: _e1, ...seen1 } = p1.json();
    const { expiresAt: _e2, ...seen2 } = p2.json();
    expect([p1.statusCode, seen1]).toEqual([200, seen2]);
    const [a1, a2] = [await accept(links[0]!), await accept(freshLinks[0]!)];
    expect([a1.statusCode, a1.json()]).toEqual([a2.statusCode, a2.json()]);
    expect(a1.statusCode).toBe(400);

    // Nobody opened the stranger's link with a password: no login exists under that email.
    expect(await loginOf('not.yet.here@demo.school')).toBeNull();

    // Holding the link, the owner types the login's own password and the new person a new one: one answer.
    const owner = await accept(links[0]!, DEMO_PASSWORD);
    const newcomer = await accept(freshLinks[0]!, STRONG);
    expect([owner.statusCode, owner.json()]).toEqual([200, { message: 'Invitation accepted', mobileToConfirm: true }]);
    expect([newcomer.statusCode, newcomer.json()]).toEqual([owner.statusCode, owner.json()]);

    // The new login has the email and not the inviter's mobile; the code texted to that mobile adds nothing alone.
    expect((await loginOf('not.yet.here@demo.school'))!.mobile).toBeNull();
    const texts = await sentTo(inviterMobile, before);
    expect(texts.length).toBe(2);
    for (const sms of texts) {
      expect(linkIn(sms.body)).toBeUndefined();
      const code = /(\d{6})/.exec(sms.body)![1];
      expect((await accept(code, STRONG)).statusCode).toBe(400);
      expect((await confirmMobile(code, code)).statusCode).toBe(400);
    }
    // Even with the link and the code, the inviter's own mobile stays the inviter's.
    const code = /(\d{6})/.exec(texts[0].body)![1];
    const taken = await confirmMobile(freshLinks[0]!, code);
    expect(taken.statusCode).toBe(409);
    expect((await loginOf(OWNER_A))!.mobile).toBe(inviterMobile);
  });

  it('adds the mobile only with the code texted to it, five wrong codes void it', async () => {
    const before = await lastOutboxId();
    expect((await invite('kavya.iyer@demo.school', '9876501234')).statusCode).toBe(201);
    expect(await sentTo('9876501234', before)).toEqual([]);
    const token = linkIn((await sentTo('kavya.iyer@demo.school', before))[0].body)!;
    expect((await accept(token, 'password1')).json().fieldErrors.password).toMatch(/too easy to guess/);
    expect((await accept(token, STRONG)).json()).toEqual({ message: 'Invitation accepted', mobileToConfirm: true });
    expect((await loginOf('kavya.iyer@demo.school'))!.mobile).toBeNull();
    const code = /(\d{6})/.exec((await sentTo('9876501234', before))[0].body)![1];
    const wrong = code === '000000' ? '111111' : '000000';

    const wrongOnce = await confirmMobile(token, wrong);
    expect([wrongOnce.statusCode, wrongOnce.json().message]).toEqual([400, 'The code is not correct. 4 tries left.']);
    expect((await confirmMobile(token, code)).json()).toEqual({ message: 'Mobile confirmed' });
    expect((await loginOf('kavya.iyer@demo.school'))!.mobile).toBe('9876501234');
    expect((await confirmMobile(token, code)).json().message).toBe(MOBILE_CODE_INVALID);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '9876501234', password: STRONG },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('30 codes at once: five checked, the code void, the right one refused', async () => {
    const before = await lastOutboxId();
    expect((await invite('arjun.das@demo.school', '9876505678')).statusCode).toBe(201);
    const token = linkIn((await sentTo('arjun.das@demo.school', before))[0].body)!;
    expect((await accept(token, STRONG)).statusCode).toBe(200);
    const code = /(\d{6})/.exec((await sentTo('9876505678', before))[0].body)![1];
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 30 }, () => confirmMobile(token, wrong)));
    const checked = answers.filter((a) => /^The code is not correct|^Too many wrong codes/.test(a.json().message));
    expect(checked).toHaveLength(5);
    const right = await confirmMobile(token, code);
    expect([right.statusCode, right.json().message]).toEqual([404, MOBILE_CODE_INVALID]);
    expect((await loginOf('arjun.das@demo.school'))!.mobile).toBeNull();
  });
});
