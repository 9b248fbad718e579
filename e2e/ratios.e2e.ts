import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  launch,
  newPage,
  openLoaded,
  PHONE,
  signInQuietly,
  type Browser,
  until,
  sideways,
  go,
} from './browser.ts';

/**
 * Ratios and late pickups on phones: the teacher checks in as staff from the roster and the centre head's ratio
 * board shows her class with its figures; the parent's fee account shows a late pickup's fee with its date and
 * the minutes after closing.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const TEACHER = 'teacher@demo.school';
const CENTRE_HEAD = 'franchisee-a@demo.school';
const PARENT = 'parent@demo.school';

describe('ratios and late pickups', () => {
  it('a teacher checks in as staff; the centre head’s board shows her class', async () => {
    // She starts the flow out (the demo has her in since the morning).
    await (
      await apiClient(TEACHER)
    )('POST', '/api/day/staff/check-out', {});

    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, TEACHER);
    await go(phone, '/day/roster');
    const bar = phone.getByTestId('staff-presence');
    await bar.getByRole('button', { name: 'I’m in' }).click();
    await bar.getByText(/You are in since \d\d:\d\d [AP]M, with Nursery/).waitFor();
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
    // Her own ratio view: the class she teaches, and none of the centre's others.
    await openLoaded(phone, `${baseUrl()}/day/ratios`, '/api/day/ratios');
    const cards = phone.getByTestId('ratio-classes').locator('.mantine-Card-root');
    await until(() => cards.allTextContents()).toEqual([expect.stringMatching(/^Nursery/)]);
    expect(await phone.getByTestId('page-refused').count()).toBe(0);
    expect(await sideways(phone)).toBeLessThanOrEqual(0);

    const head = await newPage(browser, PHONE);
    await signInQuietly(head, CENTRE_HEAD);
    await go(head, '/day/ratios');
    const nursery = head.getByTestId('ratio-classes').locator('.mantine-Card-root', { hasText: 'Nursery' });
    await until(() => nursery.textContent()).toMatch(/\d+ child(ren)? in · [1-9]\d* staff in · allowed 1:10/);
    expect(await nursery.textContent()).toMatch(/Within ratio|At the limit|Over the ratio/);
    await head
      .getByTestId('ratio-staff')
      .getByText(/Lakshmi/)
      .first()
      .waitFor();
    expect(await sideways(head)).toBeLessThanOrEqual(0);
  });

  it('the parent’s fee account shows a late pickup with its date and minutes late', async () => {
    // The demo's late pickup of a week ago (a live late check-out is proven by the API tests: the other flows
    // need the demo children's day as it is).
    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, PARENT);
    await go(phone, '/student-account/details');
    const charges = phone.getByTestId('account-charges');
    await charges
      .getByText(/Late pickup on \d\d-\d\d-\d{4}: collected at 06:26 PM, 26 minutes after closing/)
      .first()
      .waitFor();
    await charges.getByText('Late pickup', { exact: true }).first().waitFor();
    expect(await charges.textContent()).toContain('200.00');
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
  });
});
