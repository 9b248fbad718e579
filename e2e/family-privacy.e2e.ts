import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  DESKTOP,
  lastMessageTo,
  launch,
  newPage,
  openLoaded,
  PHONE,
  shooter,
  shown,
  signIn,
  signInQuietly,
  submit,
  until,
  type Browser,
  type Page,
  sideways,
  go,
} from './browser.ts';

/**
 * Two families of one class and a grandmother, on phones. The demo's Colours day album holds a photo showing and
 * naming both children (parent@'s and parent3@'s): parent3@ withdraws the class photos and the photo leaves
 * parent@'s gallery at once (a photo showing a child without that consent is shown to no other family), while the
 * class's other photo stays. Then parent3@'s child's grandmother, in the family circle, lands on the child's day in
 * words (what was eaten and how much, the nap from when to when) with the day's photo, in English and in Hindi.
 * Set-up through the API: the invitation and the day's entries. The consent is given again at the end.
 */
const PARENT = 'parent@demo.school';
const CLASSMATE_PARENT = 'parent3@demo.school';
const HEAD = 'franchisee-a@demo.school';
const shot = shooter('FAMILY_PRIVACY_SHOTS_DIR');
/** A mobile no other flow uses, new on every run. */
const MOBILE = `8${String(Date.now()).slice(-9)}`;
const BOTH = /^Aarav and Ananya painting in yellow$/;
const CLASS_ONLY = 'The yellow classroom';

type Api = Awaited<ReturnType<typeof apiClient>>;
let browser: Browser;
let classmate: Api;
let mine: number;
let theirs: number;

async function childOf(api: Api) {
  const { json } = await api<{ children: { studentAdmissionId: number }[] }>('GET', '/api/consents/mine');
  return json.children[0].studentAdmissionId;
}

const decideSharedPhotos = (decision: 'GRANTED' | 'WITHDRAWN') =>
  classmate('POST', '/api/consents', {
    studentAdmissionId: theirs,
    purpose: 'SHARED_PHOTOS',
    decision,
    noticeVersion: 1,
    language: 'en',
    verification: { by: 'ACCOUNT' },
  });

beforeAll(async () => {
  browser = await launch();
  classmate = await apiClient(CLASSMATE_PARENT);
  mine = await childOf(await apiClient(PARENT));
  theirs = await childOf(classmate);
});

afterAll(async () => {
  // The class photos given again, as seeded, for the other flows.
  const state = await classmate<{ children: { consents: { purpose: string; granted: boolean }[] }[] }>(
    'GET',
    '/api/consents/mine',
  );
  if (!state.json.children[0].consents.find((c) => c.purpose === 'SHARED_PHOTOS')?.granted)
    await decideSharedPhotos('GRANTED');
});

/** parent@'s gallery of their child's class, loaded, and the Colours day album drawn. */
async function openGallery(page: Page) {
  await openLoaded(page, `${baseUrl()}/gallery/student-view/${mine}`, `/api/gallery/student-view/${mine}`);
  await shown(page.getByTestId('student-album').filter({ hasText: 'Colours day' }));
}

describe('the families of one class', () => {
  it('a family withdraws the class photos: the photo of both children leaves the other family’s gallery', async () => {
    const parent = await newPage(browser, PHONE);
    await signIn(parent, PARENT);
    await openGallery(parent);
    await shown(parent.getByRole('img', { name: BOTH }));
    await shown(parent.getByRole('img', { name: CLASS_ONLY }));
    expect(await sideways(parent)).toBeLessThanOrEqual(0);
    await shot(parent, 'gallery-before-390');

    // The other family withdraws the photos other families see, on their phone.
    const other = await newPage(browser, PHONE);
    await signInQuietly(other, CLASSMATE_PARENT);
    await openLoaded(other, `${baseUrl()}/consents/mine`, '/api/consents/mine');
    const shared = other.getByTestId('consent-SHARED_PHOTOS');
    await shared.getByRole('switch').click();
    const dialog = other.getByRole('dialog');
    const withdrawn = await submit(dialog.getByTestId('confirm-button'), { path: '/api/consents' });
    expect(withdrawn.status()).toBe(201);
    await until(() => shared.getByTestId('status-SHARED_PHOTOS').textContent()).toMatch(/^Withdrawn on /);
    await shot(other, 'withdrawn-390');

    // parent@ opens the gallery again: the photo of both children is gone, the class's own photo stays.
    await openGallery(parent);
    await shown(parent.getByRole('img', { name: CLASS_ONLY }));
    expect(await parent.getByRole('img', { name: BOTH }).count()).toBe(0);
    await shot(parent, 'gallery-after-390');
  });
});

describe('the grandmother in the family circle', () => {
  /** Signs in with the portal's OTP sign-in: the mobile, then the code read from the outbox. */
  async function signInByCode(page: Page) {
    const before = (await lastMessageTo(MOBILE)).body;
    await go(page, '/login');
    await page.getByText('Sign in with OTP').click();
    await page.getByLabel(/email or mobile/i).fill(MOBILE);
    await submit(page.getByRole('button', { name: /send otp/i }), { path: '/api/auth/otp/request' });
    await page.waitForURL(/\/otp\/[0-9a-f-]{36}/);
    await until(async () => (await lastMessageTo(MOBILE)).body !== before).toBe(true);
    const code = /(\d{6})/.exec((await lastMessageTo(MOBILE)).body)![1];
    await page.getByTestId('otp-form').locator('input').first().click();
    await page.keyboard.type(code);
    await submit(page.getByTestId('otp-submit'), { path: '/api/auth/otp/verify' });
    await page.waitForURL(/\/profile\/dashboard/);
  }

  it('lands on the child’s day: what was eaten and how much, the nap and the photo, in English and Hindi', async () => {
    // The parent brings the grandmother into the circle with the code her phone received.
    const invited = await classmate<{ id: number }>('POST', '/api/family/members', {
      name: 'Saraswati Iyer',
      relation: 'GRANDPARENT',
      mobile: MOBILE,
    });
    expect(invited.status, invited.text).toBe(201);
    const code = /(\d{6})/.exec((await lastMessageTo(MOBILE)).body)![1];
    const confirmed = await classmate('POST', `/api/family/members/${invited.json.id}/confirm`, { code });
    expect(confirmed.status, confirmed.text).toBe(200);

    // The child's day at the centre: in, lunch, a nap and a photo.
    const head = await apiClient(HEAD);
    await head('POST', '/api/day/roster/check-in', { studentAdmissionId: theirs });
    for (const event of [
      { kind: 'MEAL', meal: 'LUNCH', portion: 'MOST' },
      { kind: 'NAP_START' },
      { kind: 'NAP_END' },
    ]) {
      const logged = await head('POST', '/api/day/care-events', { studentAdmissionId: theirs, ...event });
      expect(logged.status, logged.text).toBe(201);
    }
    const login = await fetch(`${baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: HEAD, password: 'Demo@12345' }),
    });
    const { token } = (await login.json()) as { token: string };
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'sandpit.png');
    const upload = await fetch(`${baseUrl()}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { id: fileId } = (await upload.json()) as { id: string };
    const photo = await head('POST', '/api/day/care-events', { studentAdmissionId: theirs, kind: 'PHOTO', fileId });
    expect(photo.status, photo.text).toBe(201);

    // She signs in with her mobile and a code and lands on the child's day: no refusal, words, and the photo.
    const grandmother = await newPage(browser, PHONE);
    const landed = grandmother.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/family/my-children/${theirs}/today`,
    );
    await signInByCode(grandmother);
    expect((await landed).status()).toBe(200);
    const day = grandmother.getByTestId('member-timeline');
    await shown(day.getByTestId('child-day'));
    expect(await grandmother.getByText('Could not load').count()).toBe(0);
    await shown(day.getByText('Lunch').first());
    await shown(day.getByText('ate most').first());
    await shown(day.getByText(/^slept from \d\d:\d\d [AP]M to \d\d:\d\d [AP]M$/).first());
    const picture = day.getByRole('img', { name: /^A moment of .+’s day$/ }).first();
    await shown(picture);
    await until(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // No stored code reaches the screen.
    expect(await day.textContent()).not.toMatch(/\b(ROSTER|KIOSK_QR|KIOSK_PIN|MEAL|LUNCH|MOST|NAP_START|NAP_END)\b/);
    expect(await sideways(grandmother)).toBeLessThanOrEqual(0);
    await shot(grandmother, 'grandmother-home-en-390');

    // In Hindi, chosen on her profile as any account chooses it.
    await go(grandmother, '/profile');
    const saved = grandmother.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/admin/me/language' && r.request().method() === 'PUT',
    );
    await grandmother.getByTestId('language-card').getByTestId('language-select').selectOption({ label: 'हिन्दी' });
    expect((await saved).status()).toBe(200);
    await openLoaded(grandmother, `${baseUrl()}/family/today`, `/api/family/my-children/${theirs}/today`);
    await until(() => grandmother.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await shown(day.getByText('दोपहर का खाना').first());
    await shown(day.getByText('ज़्यादातर खाया').first());
    await shown(day.getByRole('img').first());
    expect(await sideways(grandmother)).toBeLessThanOrEqual(0);
    await shot(grandmother, 'grandmother-today-hi-390');
    // And on a desk.
    await grandmother.setViewportSize(DESKTOP);
    await shown(day.getByTestId('child-day'));
    expect(await sideways(grandmother)).toBeLessThanOrEqual(0);
    await shot(grandmother, 'grandmother-today-hi-1366');
  });
});
