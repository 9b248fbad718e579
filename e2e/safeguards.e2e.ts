import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia, addDays } from '@portal/core';
import {
  apiClient,
  baseUrl,
  choose,
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
  sideways,
  go,
} from './browser.ts';

/**
 * A breach at one centre: head office records it on a wide screen, and the breach's screen shows the families it
 * reached (the centre's children changed today, the demo's seed among them) with their drafted notices and the
 * 72-hour clock; on a phone the same screen and the other privacy screens keep to the width of the screen.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const HEAD_OFFICE = 'superadmin@demo.school';
const CENTRE = 'Little Sprouts Preschool Indiranagar';
const shot = shooter('SAFEGUARDS_SHOTS');
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

describe('breach notices', () => {
  it('head office records a breach and sees the affected families', async () => {
    const desk = await newPage(browser);
    await signInQuietly(desk, HEAD_OFFICE);
    await openLoaded(desk, `${baseUrl()}/safeguards/breaches`, '/api/safeguards/breaches');
    await desk.getByRole('button', { name: 'Record a breach' }).click();
    const form = desk.getByRole('dialog');
    await form.getByLabel('What happened, in a line').fill('Admission files emailed to a wrong address');
    await form.getByLabel('Details of what happened').fill('A list of admissions was emailed outside the centre.');
    await form.getByLabel('Likely impact on the families').fill('Names and phone numbers may have been seen.');
    await form.getByLabel('What was done').fill('The recipient deleted the email and confirmed it in writing.');
    await form.getByLabel('Whom families contact').fill('privacy@demo.school');
    const from = form.getByLabel('Window from');
    await from.fill(ddmmyyyy(addDays(todayInIndia(), -1)));
    await from.press('Tab');
    const to = form.getByLabel('Window to');
    await to.fill(ddmmyyyy(todayInIndia()));
    await to.press('Tab');
    await choose(desk, form.getByLabel('Centres'), 'Little', CENTRE);
    await desk.keyboard.press('Escape');
    await choose(desk, form.getByLabel('Records concerned'), 'Students', 'Students');
    await desk.keyboard.press('Escape');
    await shot(desk, 'breach-form-1366');
    const saved = await submit(form.getByRole('button', { name: 'Record and find families' }), {
      path: '/api/safeguards/breaches',
    });
    expect(saved.status()).toBe(201);
    const { families } = (await saved.json()) as { families: number };
    expect(families).toBeGreaterThan(0);

    await desk.waitForURL(/\/safeguards\/breaches\/\d+$/);
    const breachUrl = desk.url();
    await until(() => desk.getByTestId('breach-families-affected').textContent()).toBe(String(families));
    await shown(desk.getByTestId('breach-notices').getByText(CENTRE).first());
    await shown(desk.getByText(/Due \d\d-\d\d-\d{4} \d\d:\d\d [AP]M \(\d+ h left\)/).first());
    await shot(desk, 'breach-1366');
    expect(await sideways(desk)).toBeLessThanOrEqual(0);

    // The other privacy screens on the wide screen: a dry run's report, and every read logged so far.
    await openLoaded(desk, `${baseUrl()}/safeguards/retention`, '/api/safeguards/retention');
    await submit(desk.getByRole('button', { name: 'Dry run', exact: true }), {
      path: '/api/safeguards/retention/dry-run',
    });
    await shown(desk.getByRole('button', { name: 'Apply this dry run' }));
    await shot(desk, 'retention-1366');
    // A teacher's read of a child's record, written by the log's next batch (every 2 s).
    const teacher = await apiClient('teacher@demo.school');
    expect((await teacher('GET', '/api/student/1')).status).toBe(200);
    const office = await apiClient(HEAD_OFFICE);
    await until(
      async () => (await office<{ count: number }>('GET', '/api/access-log?q=teacher@demo.school')).json.count,
    ).toBeGreaterThan(0);
    await go(desk, '/safeguards/access-log');
    await desk.getByRole('tab', { name: 'All reads' }).click();
    await shown(desk.getByRole('cell', { name: 'teacher@demo.school' }).first());
    await shot(desk, 'access-log-1366');
    expect(await sideways(desk)).toBeLessThanOrEqual(0);

    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, HEAD_OFFICE);
    await openLoaded(phone, breachUrl, new URL(breachUrl).pathname.replace('/safeguards/', '/api/safeguards/'));
    await shown(phone.getByTestId('breach-families-affected'));
    // What each record held in the window, shown before the notices go out.
    await shown(phone.getByTestId('breach-held').getByText('Students'));
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
    await shot(phone, 'breach-390');
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
    await openLoaded(phone, `${baseUrl()}/safeguards/retention`, '/api/safeguards/retention');
    await shot(phone, 'retention-390');
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
    await go(phone, '/safeguards/access-log');
    await shown(phone.getByRole('tab', { name: 'By staff member' }));
    await shot(phone, 'access-log-390');
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
  });
});
