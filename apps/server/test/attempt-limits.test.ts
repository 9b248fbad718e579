import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '@portal/kit';
import { DAY_MESSAGES } from '@portal/mod-day/shared';
import { dayOneTimePickups } from '@portal/mod-day/server';
import { adminUsers, signInAttempts } from '@portal/mod-users/server';
import { fileForm, startTestApp, DEMO_PASSWORD, type TestApp } from './support.ts';

/**
 * Every secret a person types, tried 30 times at once: each try is taken from the database's count before the
 * secret is checked, so at most the limit are checked (counted in what only a check writes or answers: a refused
 * hand-over's audit row, a sign-in attempt's row, a "wrong" answer), and the right secret is then refused as its
 * rule says. Meaningful on PostgreSQL, where the tries run on separate connections; on PGlite the argon2 checks
 * still overlap.
 */
const AT_ONCE = 30;
const CENTRE_A = 'franchisee-a@demo.school';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (email: string | null, url: string, payload: object, remoteAddress = '127.0.0.1') =>
  email
    ? t.as(email, { method: 'POST', url, payload, remoteAddress })
    : t.app.inject({ method: 'POST', url, payload, remoteAddress });

/** Sends the same request 30 times at once; answers the status codes and messages. */
async function atOnce(send: () => Promise<{ statusCode: number; json: () => { message: string } }>) {
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, send));
  return answers.map((a) => ({ status: a.statusCode, message: a.json().message }));
}
const count = (answers: { status: number }[], status: number) => answers.filter((a) => a.status === status).length;

async function latestTo(to: string) {
  const [msg] = await t.db.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)).limit(1);
  return msg.body;
}

async function admissionOf(email: string) {
  const [user] = await t.db.db.select().from(adminUsers).where(eq(adminUsers.email, email));
  return user;
}

describe('30 tries at once', () => {
  it('the one-time pickup code: five checked, the pickup cancelled, the right code refused', async () => {
    const child = (await admissionOf('parent2@demo.school')).studentAdmissionId!;
    expect((await post(CENTRE_A, '/api/day/roster/check-in', { studentAdmissionId: child })).statusCode).toBe(200);
    const photo = await t.as('parent2@demo.school', {
      method: 'POST',
      url: '/api/files',
      ...(await fileForm(PNG, 'p.png')),
    });
    const added = await post('parent2@demo.school', '/api/day-one-time-pickups', {
      name: 'Ravi Kumar',
      mobile: '9123456780',
      photoFileId: photo.json().id,
    });
    const oneTimePickupId = added.json().id as number;
    const code = (
      await post('parent2@demo.school', `/api/day-one-time-pickups/${oneTimePickupId}/issue-code`, {})
    ).json().code as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const checkOut = (c: string) =>
      post(CENTRE_A, '/api/day/roster/check-out', { studentAdmissionId: child, oneTimePickupId, code: c });

    const answers = await atOnce(() => checkOut(wrong));
    // Each checked wrong code writes a refused hand-over; a try refused before its check writes nothing.
    const refusals = await t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refused-pickup'), eq(auditLog.recordId, String(child))));
    expect(refusals).toHaveLength(5);
    expect(count(answers, 400)).toBe(4);
    expect(answers.every((a) => a.status === 400 || a.status === 403)).toBe(true);
    const [pickup] = await t.db.db.select().from(dayOneTimePickups).where(eq(dayOneTimePickups.id, oneTimePickupId));
    expect([pickup.status, pickup.wrongCodes]).toEqual(['CANCELLED', 5]);
    // Cancelled at the limit: the right code is refused with the reason.
    const right = await checkOut(code);
    expect([right.statusCode, right.json().message]).toEqual([403, DAY_MESSAGES.codeLocked]);
  });

  it('the one-time pickup code: a new code brings no new tries, the fifth wrong one of the day cancels', async () => {
    const child = (await admissionOf('parent2@demo.school')).studentAdmissionId!;
    const photo = await t.as('parent2@demo.school', {
      method: 'POST',
      url: '/api/files',
      ...(await fileForm(PNG, 'p.png')),
    });
    const added = await post('parent2@demo.school', '/api/day-one-time-pickups', {
      name: 'Anil Kumar',
      mobile: '9123456781',
      photoFileId: photo.json().id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const oneTimePickupId = added.json().id as number;
    const issue = async () =>
      (await post('parent2@demo.school', `/api/day-one-time-pickups/${oneTimePickupId}/issue-code`, {})).json()
        .code as string;
    const checkOut = (c: string) =>
      post(CENTRE_A, '/api/day/roster/check-out', { studentAdmissionId: child, oneTimePickupId, code: c });
    const wrongFor = (c: string) => (c === '000000' ? '111111' : '000000');
    const first = await issue();
    for (let i = 0; i < 4; i++) expect((await checkOut(wrongFor(first))).statusCode).toBe(400);
    const second = await issue();
    const fifth = await checkOut(wrongFor(second));
    expect([fifth.statusCode, fifth.json().message]).toEqual([403, DAY_MESSAGES.codeLocked]);
    const right = await checkOut(second);
    expect([right.statusCode, right.json().message]).toEqual([403, DAY_MESSAGES.codeLocked]);
  });

  it('the kiosk PIN pad: five checked, the pad locked, the right PIN refused', async () => {
    const set = await t.as('parent@demo.school', {
      method: 'PUT',
      url: '/api/day/pin',
      payload: { pin: '4826', confirm: '4826' },
    });
    expect(set.statusCode).toBe(200);
    const { mobile } = await admissionOf('parent@demo.school');
    const answers = await atOnce(() => post(CENTRE_A, '/api/day/kiosk/pin', { mobile, pin: '1111' }));
    // Four checked wrong PINs say how many tries are left; the fifth locks the pad, once.
    expect(count(answers, 400)).toBe(4);
    expect(count(answers, 429)).toBe(AT_ONCE - 4);
    const locks = await t.db.db.select().from(auditLog).where(eq(auditLog.action, 'pin-pad-locked'));
    expect(locks).toHaveLength(1);
    const right = await post(CENTRE_A, '/api/day/kiosk/pin', { mobile, pin: '4826' });
    expect([right.statusCode, right.json().message]).toEqual([429, expect.stringMatching(/PIN pad is locked until/)]);
  });

  it('the sign-in password: five checked from one address, then the right one refused there', async () => {
    const ip = '203.0.113.77';
    const login = (password: string) =>
      post(null, '/api/auth/login', { username: 'marketing@demo.school', password }, ip);
    const answers = await atOnce(() => login('not-the-password'));
    // Each checked password writes a sign-in attempt; a try refused before its check writes nothing.
    const { id } = (await admissionOf('marketing@demo.school'))!;
    const tried = await t.db.db
      .select()
      .from(signInAttempts)
      .where(and(eq(signInAttempts.identifier, `user:${id}`), eq(signInAttempts.ip, ip)));
    expect(tried).toHaveLength(5);
    expect(count(answers, 401)).toBe(5);
    const right = await login(DEMO_PASSWORD);
    expect([right.statusCode, right.json().message]).toEqual([
      429,
      'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
    ]);
  });

  it("one-time sign-in codes: ten guesses checked over the account's codes, then the right one refused", async () => {
    const email = 'delivery@demo.school';
    const codes: { referenceID: string; code: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const asked = await post(
        null,
        '/api/auth/otp/request',
        { username: email },
        `198.51.100.${100 + Math.floor(i / 5)}`,
      );
      codes.push({ referenceID: asked.json().referenceID, code: /(\d{6})/.exec(await latestTo(email))![1] });
    }
    const kept = codes.pop()!;
    let next = 0;
    const answers = await atOnce(() => {
      const { referenceID, code } = codes[next++ % codes.length];
      return post(null, '/api/auth/otp/verify', { referenceID, otp: code === '000000' ? '111111' : '000000' });
    });
    // Only a checked guess answers "not correct" (or burns its code); the others are refused unchecked.
    const checked = answers.filter((a) => /^The OTP is not correct|^Too many wrong codes\. Request/.test(a.message));
    expect(checked).toHaveLength(10);
    const right = await post(null, '/api/auth/otp/verify', { referenceID: kept.referenceID, otp: kept.code });
    expect([right.statusCode, right.json().message]).toEqual([
      429,
      expect.stringMatching(/^Too many wrong codes for this account/),
    ]);
  });

  it('invitation links: ten wrong tokens looked up per address, then the right one refused there', async () => {
    const roles = (await t.as(CENTRE_A, { method: 'GET', url: '/api/user/assignable-roles' })).json().rows;
    const counsellor = roles.find((r: { role: string }) => r.role === 'Councellor').id;
    const invited = await post(CENTRE_A, '/api/user', {
      firstName: 'Lata',
      lastName: 'Rao',
      email: 'lata.rao@demo.school',
      roleIds: [counsellor],
    });
    expect(invited.statusCode).toBe(201);
    const token = /\/invitation\/([\w-]+)/.exec(await latestTo('lata.rao@demo.school'))![1];
    const ip = '203.0.113.88';
    const open = (tk: string, from = ip) =>
      t.app.inject({ method: 'GET', url: `/api/invitations/${tk}`, remoteAddress: from });
    let n = 0;
    const answers = await atOnce(() => open(`${'w'.repeat(30)}${String(n++).padStart(4, '0')}`));
    expect(count(answers, 404)).toBe(10);
    expect(count(answers, 429)).toBe(AT_ONCE - 10);
    expect((await open(token)).statusCode).toBe(429);
    expect((await open(token, '198.51.100.9')).statusCode).toBe(200);
  });

  it('seat-offer links: ten wrong tokens looked up per address, then the right one refused there', async () => {
    const token = 'right-seat-offer-token-0123456789';
    const hash = createHash('sha256').update(token).digest('hex');
    const { rows } = (await t.db.db.execute(sql`update waitlist_entries set offer_token_hash = ${hash}
      where id = (select min(id) from waitlist_entries where status = 'OFFERED') returning id`)) as unknown as {
      rows: unknown[];
    };
    expect(rows).toHaveLength(1);
    const ip = '203.0.113.99';
    const open = (tk: string, from = ip) =>
      t.app.inject({ method: 'GET', url: `/api/public/waitlist/offer/${tk}`, remoteAddress: from });
    let n = 0;
    const answers = await atOnce(() => open(`${'s'.repeat(30)}${String(n++).padStart(4, '0')}`));
    expect(count(answers, 404)).toBe(10);
    expect(count(answers, 429)).toBe(AT_ONCE - 10);
    expect((await open(token)).statusCode).toBe(429);
    expect((await open(token, '198.51.100.10')).statusCode).toBe(200);
  });
});
