import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, launch, newPage, PHONE, signIn, type Browser, type Page, until, sideways } from './browser.ts';

/**
 * The parent's and the teacher's homes on a phone, in English and Hindi: the landing page shows the home's real
 * figures, the menu stays short, no request of the page is refused or fails, and nothing scrolls sideways.
 * Screenshots at 390 and 1366 px go to HOMES_SHOTS_DIR when it is set, for a person to look at.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  for (const email of [PARENT, TEACHER])
    await (
      await apiClient(email)
    )('PUT', '/api/admin/me/language', { language: 'en' });
});

const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';
const DESK = { width: 1366, height: 860 };
const SHOTS = process.env.HOMES_SHOTS_DIR;

/** Every API answer of 400 and above the page met. */
function failures(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 400) seen.push(`${res.status()} ${res.url()}`);
  });
  return seen;
}

/** The links of the phone's menu drawer, the More heading counted as one entry and left closed. */
async function menuEntries(page: Page, openMenu: string): Promise<number> {
  await page.getByRole('button', { name: openMenu }).click();
  const drawer = page.getByTestId('side-menu');
  await drawer.waitFor();
  const count = await drawer.locator(':scope > a, :scope > button').count();
  await page.keyboard.press('Escape');
  return count;
}

/** Signed in on a device that speaks the account's language (kept on the account and on the device). */
async function home(email: string, language: 'en' | 'hi', viewport = PHONE) {
  const api = await apiClient(email);
  await api('PUT', '/api/admin/me/language', { language: 'en' });
  const page = await newPage(browser, viewport);
  const refused = failures(page);
  await signIn(page, email);
  if (language !== 'en') {
    await api('PUT', '/api/admin/me/language', { language });
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await until(() => page.evaluate(() => document.documentElement.lang)).toBe(`${language}-IN`);
  }
  return { page, refused, api };
}

describe('homes', () => {
  for (const language of ['en', 'hi'] as const) {
    it(`the parent's home shows their child's day and fees (${language})`, async () => {
      // The teacher writes first: another flow of the pass may have read the demo's unread message as the parent.
      const { json: before } = await (
        await apiClient(PARENT)
      )<{ child: { studentAdmissionId: number } }>('GET', '/api/home/parent');
      const { status: posted } = await (
        await apiClient(TEACHER)
      )('POST', `/api/messages/children/${before.child.studentAdmissionId}`, { text: 'Colour day tomorrow: yellow.' });
      expect(posted).toBe(201);
      const { page, refused, api } = await home(PARENT, language);
      const { json: answer } = await api<{ child: { name: string }; fees: { outstandingPaise: number } }>(
        'GET',
        '/api/home/parent',
      );
      await page.getByTestId('parent-home').waitFor();
      await until(() => page.getByTestId('home-child').textContent()).toBe(answer.child.name);
      const rupees = (answer.fees.outstandingPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
      if (answer.fees.outstandingPaise > 0) {
        await until(() => page.getByTestId('home-owed').textContent()).toContain(rupees);
        await page.getByTestId('home-pay').waitFor();
      }
      await until(() => page.getByTestId('home-messages').textContent()).toMatch(/\d/);
      if (language === 'hi') await until(() => page.getByTestId('home-today').textContent()).toContain('आज');
      // The portal's own words on the account and the day (an installment's label, a dose given) read in Hindi too.
      if (language === 'hi')
        for (const card of ['home-fees', 'home-today'])
          expect(await page.getByTestId(card).textContent()).not.toMatch(
            /Installment|Full payment|From joining|dose\)/,
          );
      await page.evaluate(() => document.fonts.ready);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/parent-390-${language}.png`, fullPage: true });
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await menuEntries(page, language === 'hi' ? 'मेन्यू खोलें' : 'Open menu')).toBeLessThanOrEqual(10);
      expect(refused).toEqual([]);
      await page.context().close();
    });

    it(`the teacher's home shows their classes today and invitations (${language})`, async () => {
      const { page, refused, api } = await home(TEACHER, language);
      const { json: answer } = await api<{ classes: { name: string; checkedIn: number }[] }>(
        'GET',
        '/api/home/teacher',
      );
      await page.getByTestId('teacher-home').waitFor();
      await until(() => page.getByTestId('teacher-class').count()).toBe(answer.classes.length);
      await until(() => page.getByTestId('teacher-class').first().textContent()).toContain(answer.classes[0].name);
      await page.getByTestId('teacher-trainings').waitFor();
      await page.evaluate(() => document.fonts.ready);
      // The phone's first screen leads with the day: training notices fold into one line above it.
      const summary = page.getByTestId('training-notices-summary');
      if (await summary.count()) expect((await summary.boundingBox())!.height).toBeLessThanOrEqual(48);
      expect(await page.locator('[data-testid^="training-notice-"]:not([data-testid$="summary"])').count()).toBe(0);
      // The first class starts on the first screen with its name and count in view (its homework and diary below
      // grow with the day's work, which other flows of the same portal add to).
      const firstClass = (await page.getByTestId('teacher-class').first().boundingBox())!;
      expect(firstClass.y + 64).toBeLessThanOrEqual(PHONE.height);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/teacher-390-${language}.png`, fullPage: true });
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await menuEntries(page, language === 'hi' ? 'मेन्यू खोलें' : 'Open menu')).toBeLessThanOrEqual(15);
      expect(refused).toEqual([]);
      await page.context().close();
    });
  }

  it('on a desk both homes fit the screen in both languages', async () => {
    for (const [email, testId] of [
      [PARENT, 'parent-home'],
      [TEACHER, 'teacher-home'],
    ] as const)
      for (const language of ['en', 'hi'] as const) {
        const { page, refused } = await home(email, language, DESK);
        await page.getByTestId(testId).waitFor();
        await page.evaluate(() => document.fonts.ready);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${testId}-1366-${language}.png`, fullPage: true });
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        expect(refused).toEqual([]);
        await page.context().close();
      }
  });
});
