import { beforeAll, describe, expect, it } from 'vitest';
import { awayFromMidnight } from '../apps/server/test/seed-day.ts';
import {
  apiClient,
  launch,
  newPage,
  PHONE,
  type Browser,
  type Page,
  until,
  signInQuietly,
  sideways,
  go,
} from './browser.ts';

/**
 * The child's day on phones: the roster logs lunch for the class's checked-in children at once and a note for
 * one child, and the parent reads both on their child's "Today" timeline. The centre's head keeps the roster here
 * (the teacher's screen, every class): the other flows hand parent@'s child to a pickup, parent2@'s stays in.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PARENT = 'parent2@demo.school';
const CENTRE_HEAD = 'franchisee-a@demo.school';

async function choose(page: Page, label: string, option: string, within = page.getByRole('dialog')) {
  // A required field's label ends with its asterisk.
  await within
    .getByLabel(new RegExp(`^${label}`))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('care events', () => {
  it('the roster logs for the class and for one child; the parent sees the day', async () => {
    // A child's day is India's calendar day: not checked in on one day and read on the parent's timeline of the next.
    await awayFromMidnight(120_000);
    const { json: mine } = await (
      await apiClient(PARENT)
    )<{ children: { studentAdmissionId: number; name: string; className: string }[] }>('GET', '/api/day/my-children');
    const [child] = mine.children;
    const head = await apiClient(CENTRE_HEAD);
    await head('POST', '/api/day/roster/check-in', { studentAdmissionId: child.studentAdmissionId });

    const teacher = await newPage(browser, PHONE);
    await signInQuietly(teacher, CENTRE_HEAD);
    await go(teacher, '/day/roster');
    await choose(teacher, 'Class', child.className, teacher.locator('main'));
    const roster = teacher.getByTestId('day-roster');
    await roster
      .getByText(/In since/)
      .first()
      .waitFor();
    await teacher.getByRole('button', { name: 'Log for class' }).click();
    const dialog = teacher.getByRole('dialog');
    // Every checked-in child of the class is chosen at first.
    await until(() => dialog.getByRole('checkbox', { name: child.name }).isChecked()).toBe(true);
    await choose(teacher, 'What happened', 'Meal');
    await choose(teacher, 'Meal', 'Lunch');
    await choose(teacher, 'How much', 'ate most');
    expect(await sideways(teacher)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Log', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    await roster.getByRole('button', { name: `Log for ${child.name}` }).click();
    await choose(teacher, 'What happened', 'Note');
    await dialog.getByLabel(/^Note/).fill('Loved the story about the sea');
    await dialog.getByRole('button', { name: 'Log', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, PARENT);
    await go(phone, '/day/my-child');
    const day = phone.getByTestId('child-day');
    await day.getByText('Loved the story about the sea').waitFor();
    // The meal shows on the timeline and in the day-in-short card.
    await day.getByText('Lunch').first().waitFor();
    await day.getByText('ate most').first().waitFor();
    await day.getByText('Arrived').first().waitFor();
    expect(await day.textContent()).toMatch(/\d\d:\d\d [AP]M/);
    expect(await sideways(phone)).toBeLessThanOrEqual(0);
  });
});
