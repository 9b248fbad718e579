import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, newPage, PHONE, shooter, until, type Browser, submit, signInQuietly, go } from './browser.ts';

/**
 * The curriculum end to end: head office writes a week at a glance for LKG with today's day at a glance in
 * rich text, previews it and publishes it to the centres; a teacher of centre 002 opens the curriculum and
 * reads what to teach today.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const shot = shooter('LEARNING_SHOTS_DIR');

// The centres' calendar: India.
const now = new Date(Date.now() + 330 * 60_000);
const today = now.toISOString().slice(0, 10);
const dayNo = ((now.getUTCDay() + 6) % 7) + 1; // Monday 1 … Sunday 7
const monday = new Date(now.getTime() - (dayNo - 1) * 86_400_000).toISOString().slice(0, 10);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

describe('curriculum', () => {
  it("is written and published by head office, and a centre's teacher reads today's day at a glance", async () => {
    const desk = await newPage(browser, DESKTOP);
    await signInQuietly(desk, 'trainer@demo.school');
    await go(desk, '/learning-cms/curriculum-cms');
    await desk.getByRole('link', { name: 'Term 2 plans' }).click();
    await desk.waitForURL(/\/learning-cms\/folder-cms\/\d+$/);
    await desk.getByRole('heading', { name: 'Term 2 plans' }).waitFor();
    await shot(desk, 'learning-folder-1366');

    // A new week for LKG, starting this Monday.
    await desk.getByTestId('week-class').click();
    await desk.getByRole('option', { name: 'LKG', exact: true }).click();
    await desk.getByTestId('week-no').fill('7');
    await desk.getByTestId('week-title').fill('Animals and their homes');
    const starts = desk.getByTestId('week-starts');
    await starts.fill(ddmmyyyy(monday));
    await starts.press('Tab');
    await desk.locator('.ProseMirror').first().fill('Where animals live, and what they eat.');
    await submit(desk.getByRole('button', { name: 'Add week' }));
    await desk.waitForURL(/\/learning-cms\/curriculum-cms\/\d+\/\d+$/);
    await desk.getByRole('heading', { name: 'Week 7: Animals and their homes' }).waitFor();
    const weekId = Number(/\/(\d+)$/.exec(desk.url())![1]);

    // Today's day at a glance (on a Sunday, Monday's), in rich text.
    const writeDay = Math.min(dayNo, 6);
    await desk
      .getByRole('link', { name: /^Write .*'s plan$/ })
      .nth(writeDay - 1)
      .click();
    await desk.waitForURL(new RegExp(`/learning/editDayGlanceDetails/${weekId}/${writeDay}$`));
    // The screen's chunk loads after the URL changes: wait for its heading before typing.
    const dayName = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][writeDay - 1];
    await desk.getByRole('heading', { level: 1, name: `${dayName} at a glance` }).waitFor();
    await desk.getByRole('textbox', { name: 'Title' }).fill('Birds and their nests');
    const editors = desk.locator('.ProseMirror');
    await editors.nth(0).fill('Build a nest from twigs and wool');
    await editors.nth(1).fill('Twigs, wool, glue');
    await editors.nth(2).fill('Names three birds');
    await submit(desk.getByRole('button', { name: 'Save day' }));
    await until(() => desk.getByText('Day at a glance saved').count())
      .toBeGreaterThan(0)
      .catch(async (err) => {
        await shot(desk, 'learning-day-failed-1366');
        throw err;
      });
    await shot(desk, 'learning-day-edit-1366');

    // Preview as a teacher will see it, then publish.
    await desk.getByRole('link', { name: 'Preview the week' }).click();
    await desk.waitForURL(new RegExp(`/learning-cms/preview/${weekId}$`));
    await until(() => desk.getByText('Build a nest from twigs and wool').count()).toBe(1);
    await shot(desk, 'learning-preview-1366');
    await desk.goBack();
    await go(desk, `/learning-cms/curriculum-cms/0/${weekId}`);
    await desk.getByRole('heading', { name: 'Week 7: Animals and their homes' }).waitFor();
    await desk.getByRole('button', { name: 'Publish', exact: true }).click();
    await submit(desk.getByRole('button', { name: 'Publish to centres' }));
    await until(() => desk.getByText('Week published to the centres').count()).toBeGreaterThan(0);
    await shot(desk, 'learning-week-1366');

    // A teacher of centre 002, on a phone, opens the curriculum: today's plan for LKG.
    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, 'teacher@demo.school');
    await go(phone, '/learning/curriculum');
    const week = phone.getByTestId('today-class').filter({ hasText: 'Animals and their homes' });
    if (dayNo <= 6) {
      await until(() => week.getByText('Birds and their nests').count()).toBe(1);
      await until(() => week.getByText('Build a nest from twigs and wool').count()).toBe(1);
    } else {
      await until(() => week.getByText('No plan for today in this week.').count()).toBe(1);
    }
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'learning-today-390');
    expect(today).toBeTruthy();
  });
});
