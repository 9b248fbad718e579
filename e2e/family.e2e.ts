import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  lastMessageTo,
  launch,
  newPage,
  openLoaded,
  PHONE,
  shooter,
  shown,
  signInQuietly,
  submit,
  until,
  type Browser,
  type Page,
  sideways,
  go,
} from './browser.ts';

/**
 * The family circle on a phone: a parent invites the grandmother by her mobile and types back the code it received;
 * the grandmother signs in with her mobile and a code, reads the child's day and finds no fee account; the parent
 * removes her and her session ends.
 */
const PARENT = 'parent@demo.school';
const shot = shooter('FAMILY_SHOTS_DIR');
/** A mobile no other flow uses, new on every run. */
const MOBILE = `7${String(Date.now()).slice(-9)}`;
const GRANDMOTHER = 'Kamala Rao';

let browser: Browser;
let child: number;

beforeAll(async () => {
  browser = await launch();
  const parent = await apiClient(PARENT);
  const { json } = await parent<{ child: { studentAdmissionId: number } }>('GET', '/api/family/members');
  child = json.child.studentAdmissionId;
});

/** Signs in with the portal's OTP sign-in: the mobile, then the code read from the outbox. */
async function signInByCode(page: Page, mobile: string) {
  // The invitation's text went to the same mobile: the sign-in code is the text that follows it.
  const before = (await lastMessageTo(mobile)).body;
  await go(page, '/login');
  await page.getByText('Sign in with OTP').click();
  await page.getByLabel(/email or mobile/i).fill(mobile);
  await submit(page.getByRole('button', { name: /send otp/i }), { path: '/api/auth/otp/request' });
  await page.waitForURL(/\/otp\/[0-9a-f-]{36}/);
  await until(async () => (await lastMessageTo(mobile)).body !== before).toBe(true);
  const code = /(\d{6})/.exec((await lastMessageTo(mobile)).body)![1];
  await page.getByTestId('otp-form').locator('input').first().click();
  await page.keyboard.type(code);
  await submit(page.getByTestId('otp-submit'), { path: '/api/auth/otp/verify' });
  await page.waitForURL(/\/profile\/dashboard/);
}

describe('the family circle', () => {
  it('a parent invites a grandparent by code; she reads the day, not the fees; removed, her session ends', async () => {
    // The parent invites the grandmother and types back the code her phone received.
    const parent = await newPage(browser, PHONE);
    await signInQuietly(parent, PARENT);
    await openLoaded(parent, `${baseUrl()}/family/circle`, '/api/family/members');
    await parent.getByRole('heading', { name: 'Family circle' }).waitFor();
    await parent.getByLabel('Name').fill(GRANDMOTHER);
    await parent.getByLabel('Mobile').fill(MOBILE);
    const invited = await submit(parent.getByRole('button', { name: 'Send the code' }), {
      path: '/api/family/members',
    });
    expect(invited.status()).toBe(201);
    const card = parent.getByTestId(`member-${MOBILE}`);
    await shown(card.getByText('Waiting for the code'));
    const code = /(\d{6})/.exec((await lastMessageTo(MOBILE)).body)![1];
    await card.getByLabel('Code from their phone').fill(code);
    const confirmed = await submit(card.getByRole('button', { name: 'Confirm' }), {
      path: /^\/api\/family\/members\/\d+\/confirm$/,
    });
    expect(confirmed.status()).toBe(200);
    await shown(card.getByText('In the circle'));
    expect(await sideways(parent)).toBeLessThanOrEqual(0);
    await shot(parent, 'circle-390');

    // The grandmother signs in with her mobile and a code and reads today's day of the child.
    const grandmother = await newPage(browser, PHONE);
    await signInByCode(grandmother, MOBILE);
    await openLoaded(grandmother, `${baseUrl()}/family/today`, `/api/family/my-children/${child}/today`);
    await shown(grandmother.getByTestId('member-timeline'));
    await grandmother.getByRole('heading', { name: 'The child’s day' }).waitFor();
    expect(await sideways(grandmother)).toBeLessThanOrEqual(0);
    await shot(grandmother, 'today-390');

    // The fee account is not hers: the screen refuses, and so does the server.
    await go(grandmother, '/student-account/details');
    await shown(grandmother.getByTestId('page-refused'));
    const fees = await grandmother.evaluate(async () => {
      const token = localStorage.getItem('token');
      const res = await fetch('/api/student-account/me', { headers: { authorization: `Bearer ${token}` } });
      return res.status;
    });
    expect(fees).toBe(403);

    // The parent comes back to the circle and removes her: her next request is refused, she is back at the sign-in.
    await openLoaded(parent, `${baseUrl()}/family/circle`, '/api/family/members');
    await shown(card.getByText('In the circle'));
    const removed = await submit(card.getByRole('button', { name: 'Remove' }), {
      path: /^\/api\/family\/members\/\d+\/remove$/,
    });
    expect(removed.status()).toBe(200);
    await until(() => card.count()).toBe(0);
    const after = grandmother.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/'));
    await go(grandmother, '/family/today');
    expect((await after).status()).toBe(401);
    await grandmother.waitForURL(/\/login/);
  });
});
