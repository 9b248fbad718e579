import { beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, signIn, storedMenu, until, type Browser, signInQuietly, go } from './browser.ts';
import { seriousViolations } from './screen-walk.ts';

/**
 * The parent's own pages: the child's dashboard (homework due, attendance, announcements, fees, the
 * report card) and the centre's calendar with its holidays; the centre sees the academic calendar's
 * working days and which parents have signed in.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe('the parent’s dashboard and calendar', () => {
  it('opens student/dashboard on the parent’s own child, then the centre’s calendar', async () => {
    const parent = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signIn(parent, 'parent@demo.school');
    expect(await storedMenu(parent)).toEqual(expect.arrayContaining(['child-dashboard', 'child-calendar']));
    await go(parent, '/student/dashboard');
    await parent.getByRole('heading', { name: 'Aarav Kapoor' }).waitFor();
    for (const id of ['diary', 'homework', 'attendance', 'announcements', 'fees', 'report-card'])
      await parent.getByTestId(`dashboard-${id}`).waitFor();
    await until(() => parent.getByTestId('dashboard-attendance').innerText()).toMatch(/working days?\b/);
    expect(await parent.locator('body').innerText()).not.toMatch(/paise/i);
    expect(await seriousViolations(parent)).toEqual([]);

    await parent.getByRole('link', { name: 'Calendar', exact: true }).first().click();
    await parent.waitForURL(/\/student\/calendar\/1$/);
    const calendar = parent.getByTestId('student-calendar');
    await calendar.getByRole('button', { name: 'List' }).click();
    // The seeded Diwali closure is 12 days ahead: this month's list or the next one's.
    const diwali = calendar.getByText('Centre closed for Diwali (holiday)').first();
    const shown = await diwali
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) await calendar.getByRole('button', { name: 'Next' }).click();
    await diwali.waitFor();
    expect(await seriousViolations(parent)).toEqual([]);

    // Another child's calendar is not the parent's to see.
    await go(parent, '/student/calendar/2');
    await until(() => parent.locator('body').innerText()).toMatch(/not found/i);
  });

  it('shows the centre the calendar’s working days and the parents’ sign-ins', async () => {
    const owner = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signInQuietly(owner, 'franchisee-a@demo.school');
    await go(owner, '/academic-calender/list');
    // The list's first calendar (the centre's month view above it has rows of its own).
    await owner.getByTestId('list-row').first().click();
    await owner.waitForURL(/\/academic-calender\/update\/\d+$/);
    await until(() => owner.getByTestId('calendar-summary').innerText()).toMatch(/\d+ working days/);
    await until(() => owner.getByTestId('calendar-summary').innerText()).toContain('Republic Day');

    // A child with an allergy carries its badge on the class's students list.
    await go(owner, '/students/details/page/1');
    await owner.getByTestId('allergy-badge').first().waitFor();

    await go(owner, '/ie-app-status/parentsStatusReport');
    await until(() => owner.getByTestId('parents-status').innerText()).toContain('parent@demo.school');
    expect(await seriousViolations(owner)).toEqual([]);
  });
});
