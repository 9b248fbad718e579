import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  launch,
  newPage,
  PHONE,
  shown,
  signIn,
  signInQuietly,
  submit,
  type Browser,
  type Page,
  until,
  sideways,
  go,
} from './browser.ts';

/**
 * Live updates on a phone: the parent keeps their child's "Today" open; the centre's head logs lunch on the roster
 * in another browser, and the parent's screen shows it without a reload, long before its fallback refetch (5
 * minutes). The parent's screen is open first, so only the live event can bring the lunch.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PARENT = 'parent2@demo.school';
const CENTRE_HEAD = 'franchisee-a@demo.school';

async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('dialog')
    .getByLabel(new RegExp(`^${label}`))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('live updates', () => {
  it("the parent's open day shows the lunch the roster logs, without a reload", async () => {
    const { json: mine } = await (
      await apiClient(PARENT)
    )<{ children: { studentAdmissionId: number; name: string; className: string }[] }>('GET', '/api/day/my-children');
    const [child] = mine.children;
    await (
      await apiClient(CENTRE_HEAD)
    )('POST', '/api/day/roster/check-in', {
      studentAdmissionId: child.studentAdmissionId,
    });

    const phone = await newPage(browser, PHONE);
    await signIn(phone, PARENT);
    const streamOpen = phone.waitForResponse((r) => r.url().includes('/api/live'));
    await go(phone, '/day/my-child');
    const day = phone.getByTestId('child-day');
    await day.getByText('Arrived').waitFor();
    expect((await streamOpen).headers()['content-type']).toContain('text/event-stream');
    const loads = { before: 0 };
    phone.on('framenavigated', () => loads.before++);

    const head = await newPage(browser, PHONE);
    await signInQuietly(head, CENTRE_HEAD);
    await go(head, '/day/roster');
    await head
      .getByRole('main')
      .getByLabel(/^Class/)
      .first()
      .click();
    await head.getByRole('option', { name: child.className, exact: true }).click();
    await head.getByRole('button', { name: `Log for ${child.name}` }).click();
    await choose(head, 'What happened', 'Meal');
    await choose(head, 'Meal', 'Lunch');
    await choose(head, 'How much', 'ate all');
    const logged = Date.now();
    await head.getByRole('dialog').getByRole('button', { name: 'Log', exact: true }).click();

    await day.getByText('ate all').waitFor({ timeout: 10_000 });
    expect(Date.now() - logged).toBeLessThan(10_000);
    expect(loads.before, 'the parent’s page was not reloaded').toBe(0);
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
  });

  it('every person reaches their notification choices from the user menu, on a phone', async () => {
    const phone = await newPage(browser, PHONE);
    await signIn(phone, PARENT);
    await phone.getByTestId('account-toggle').click();
    await phone.getByTestId('drawer-notifications').click();
    const arrivals = phone.locator('[data-kind="day.arrivals"]').getByLabel('Check-in and check-out', { exact: true });
    await shown(arrivals);
    await phone.getByText('This browser', { exact: true }).waitFor();
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
    const choose = async (channel: string) => {
      await arrivals.click();
      const saved = await submit(phone.getByRole('option', { name: channel, exact: true }), {
        path: '/api/notifications/channels',
      });
      expect(saved.status()).toBe(200);
    };
    await choose('Nothing (off)');
    await phone.reload();
    await until(() => arrivals.inputValue()).toBe('Nothing (off)');
    await choose('Usual way');
    await until(() => arrivals.inputValue()).toBe('Usual way');
  });
});
