import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, apiClient, baseUrl, launch, newPage, signIn, type Browser, type Page } from './browser.ts';

/**
 * Ratios and late pickups on phones: the teacher checks in as staff from the roster and the centre head's ratio
 * board shows her class with its figures; a child collected after closing shows the late fee on the parent's fee
 * account. What the flows only need (a pickup, the centre's rule set so that now is late) is set up through the API.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const TEACHER = 'teacher@demo.school';
const CENTRE_HEAD = 'franchisee-a@demo.school';
const HEAD_OFFICE = 'superadmin@demo.school';
const PARENT = 'parent2@demo.school';
const PHONE = { width: 390, height: 844 };
// A 1×1 PNG: the file store checks the content, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Nothing on the page is wider than the phone: no sideways scrolling. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A photo uploaded as `email` (the file store takes multipart bodies). */
async function uploadPhoto(email: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'pickup.png');
  const res = await fetch(`${baseUrl()}/api/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** HH:MM in India half an hour ago (midnight at the earliest): a closing time that makes now late. */
function closingHalfAnHourAgo(): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const minutes = Math.max(0, india.getUTCHours() * 60 + india.getUTCMinutes() - 30);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

describe('ratios and late pickups', () => {
  it('a teacher checks in as staff; the centre head’s board shows her class', { timeout: 60_000 }, async () => {
    // She starts the flow out (the demo has her in since the morning).
    await (
      await apiClient(TEACHER)
    )('POST', '/api/day/staff/check-out', {});

    const phone = await newPage(browser, PHONE);
    await signIn(phone, TEACHER);
    await phone.goto(`${baseUrl()}/day/roster`);
    const bar = phone.getByTestId('staff-presence');
    await bar.getByRole('button', { name: 'I’m in' }).click();
    await bar.getByText(/You are in since \d\d:\d\d [AP]M, with Nursery/).waitFor();
    expect(await sideways(phone)).toBeLessThanOrEqual(0);

    const head = await newPage(browser, PHONE);
    await signIn(head, CENTRE_HEAD);
    await head.goto(`${baseUrl()}/day/ratios`);
    const nursery = head.getByTestId('ratio-classes').locator('.mantine-Card-root', { hasText: 'Nursery' });
    await expect.poll(() => nursery.textContent()).toMatch(/\d+ child(ren)? in · [1-9]\d* staff in · allowed 1:10/);
    expect(await nursery.textContent()).toMatch(/Within ratio|At the limit|Over the ratio/);
    await head
      .getByTestId('ratio-staff')
      .getByText(/Lakshmi/)
      .first()
      .waitFor();
    expect(await sideways(head)).toBeLessThanOrEqual(0);
  });

  it('a late check-out shows the fee on the parent’s fee account', { timeout: 60_000 }, async () => {
    const office = await apiClient(HEAD_OFFICE);
    const { json: rules } = await office<{ rows: { id: number; closingTime: string; graceMinutes: number }[] }>(
      'GET',
      '/api/day-late-pickup-settings?franchiseeId=2&fields=closingTime,graceMinutes',
    );
    const [rule] = rules.rows;
    const late = await office('PUT', `/api/day-late-pickup-settings/${rule.id}`, {
      closingTime: closingHalfAnHourAgo(),
      graceMinutes: 0,
    });
    expect(late.status, late.text).toBe(200);
    try {
      const parent = await apiClient(PARENT);
      const { json: mine } = await parent<{ children: { studentAdmissionId: number }[] }>(
        'GET',
        '/api/day/my-children',
      );
      const child = mine.children[0].studentAdmissionId;
      const added = await parent<{ id: number }>('POST', '/api/day-pickups', {
        studentAdmissionId: child,
        name: 'Arjun Rao',
        relation: 'UNCLE',
        mobile: '9845012399',
        photoFileId: await uploadPhoto(PARENT),
      });
      expect(added.status, added.text).toBe(201);
      const head = await apiClient(CENTRE_HEAD);
      expect((await head('POST', `/api/day-pickups/${added.json.id}/approve`, {})).status).toBe(200);
      await head('POST', '/api/day/roster/check-in', { studentAdmissionId: child });
      const out = await head<{ lateFee: { feePaise: number } | null }>('POST', '/api/day/roster/check-out', {
        studentAdmissionId: child,
        pickupId: added.json.id,
      });
      expect(out.status, out.text).toBe(200);
      expect(out.json.lateFee?.feePaise).toBeGreaterThan(0);

      const phone = await newPage(browser, PHONE);
      await signIn(phone, PARENT);
      await phone.goto(`${baseUrl()}/student-account/details`);
      const charges = phone.getByTestId('account-charges');
      await charges
        .getByText(/Late pickup on \d\d-\d\d-\d{4}: collected at \d\d:\d\d [AP]M, \d+ minutes after closing/)
        .waitFor();
      await charges.getByText('Late pickup', { exact: true }).first().waitFor();
      expect(await sideways(phone)).toBeLessThanOrEqual(0);
    } finally {
      await office('PUT', `/api/day-late-pickup-settings/${rule.id}`, {
        closingTime: rule.closingTime,
        graceMinutes: rule.graceMinutes,
      });
    }
  });
});
