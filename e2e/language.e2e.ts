import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  launch,
  newPage,
  openLoaded,
  settleForShot,
  signIn,
  type Browser,
  type Page,
} from './browser.ts';

/**
 * Languages on a phone: the parent chooses Hindi on their profile, the menu and the fee account speak Hindi at
 * once, a reload keeps it; Kannada likewise. The account is put back to English at the end, for the other flows.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await (
    await apiClient(PARENT)
  )('PUT', '/api/admin/me/language', { language: 'en' });
  await browser.close();
});

const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.LANGUAGE_SHOTS_DIR;

/** Screenshots for a person to look at (Indic scripts drawn, no cut words), only when LANGUAGE_SHOTS_DIR is set. */
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The browser's own select, as a phone shows it; options are named in their own script. */
async function chooseLanguage(page: Page, label: string) {
  await page.goto(`${baseUrl()}/profile`);
  await page.getByTestId('language-card').getByTestId('language-select').selectOption({ label });
}

/** Through the phone's menu: its button, then the entry (a parent's daily one, at the top), in the language. */
async function openFeeAccount(page: Page, words: { menu: string; entry: string }) {
  await page.getByRole('button', { name: words.menu }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: words.entry }).click();
  await page.waitForURL(/\/student-account\/details/);
}

describe('languages', () => {
  it('the parent switches to Hindi, then Kannada; screens follow and a reload keeps it', async () => {
    const page = await newPage(browser, PHONE);
    await signIn(page, PARENT);

    await chooseLanguage(page, 'हिन्दी');
    await expect.poll(() => lang(page)).toBe('hi-IN');
    await page.getByRole('heading', { name: 'भाषा' }).waitFor();
    await openFeeAccount(page, { menu: 'मेन्यू खोलें', entry: 'फ़ीस खाता' });
    await page.getByRole('heading', { name: 'फ़ीस खाता' }).waitFor();
    // What is owed, or the words saying there is no plan yet (a child may have both: a late fee and no plan), in Hindi.
    await page
      .getByText(/^(अभी बाकी, प्लान और दूसरे शुल्क मिलाकर: ₹[\d,]+\.\d\d|अभी कोई फ़ीस प्लान नहीं जुड़ा है।)$/)
      .first()
      .waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'fee-account-hi');

    await page.reload();
    await page.getByRole('heading', { name: 'फ़ीस खाता' }).waitFor();
    expect(await lang(page)).toBe('hi-IN');

    await chooseLanguage(page, 'ಕನ್ನಡ');
    await expect.poll(() => lang(page)).toBe('kn-IN');
    await openFeeAccount(page, { menu: 'ಮೆನು ತೆರೆಯಿರಿ', entry: 'ಶುಲ್ಕ ಖಾತೆ' });
    await page.getByRole('heading', { name: 'ಶುಲ್ಕ ಖಾತೆ' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'fee-account-kn');
  });

  it('the parent’s day screens speak Hindi, Kannada and Tamil', async () => {
    const page = await newPage(browser, PHONE);
    await signIn(page, PARENT);
    const screens = [
      {
        label: 'हिन्दी',
        code: 'hi',
        checkIn: 'चेक इन',
        how: /कियोस्क की स्क्रीन/,
        today: 'आज',
        notIn: 'अभी नहीं आए',
        pin: 'नया PIN',
      },
      {
        label: 'ಕನ್ನಡ',
        code: 'kn',
        checkIn: 'ಚೆಕ್ ಇನ್',
        how: /ಕಿಯೋಸ್ಕ್ ಪರದೆಯ/,
        today: 'ಇಂದು',
        notIn: 'ಇನ್ನೂ ಬಂದಿಲ್ಲ',
        pin: 'ಹೊಸ PIN',
      },
      {
        label: 'தமிழ்',
        code: 'ta',
        checkIn: 'செக் இன்',
        how: /கியோஸ்க் திரையில்/,
        today: 'இன்று',
        notIn: 'இன்னும் வரவில்லை',
        pin: 'புதிய PIN',
      },
    ];
    for (const words of screens) {
      await chooseLanguage(page, words.label);
      await expect.poll(() => lang(page)).toBe(`${words.code}-IN`);
      await page.goto(`${baseUrl()}/day/check-in`);
      await page.getByRole('heading', { name: words.checkIn }).waitFor();
      await page.getByText(words.how).waitFor();
      await page.getByLabel(words.pin).waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `check-in-${words.code}`);
      await page.goto(`${baseUrl()}/day/my-child`);
      await page.getByRole('heading', { name: words.today, exact: true }).waitFor();
      // Not in yet, or the day so far: either way in the parent's language.
      await page.getByText(words.notIn, { exact: true }).or(page.getByTestId('day-summary')).first().waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `my-child-${words.code}`);
    }
  });

  it('the parent’s homework, announcements and calendar speak Hindi and Tamil', async () => {
    const page = await newPage(browser, PHONE);
    await signIn(page, PARENT);
    const child = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('me') ?? 'null') as { student?: { studentAdmissionID?: number } } | null)
          ?.student?.studentAdmissionID,
    );
    const screens = [
      { label: 'हिन्दी', code: 'hi', homework: /का होमवर्क$/, feed: 'सूचनाएँ', calendar: 'कैलेंडर' },
      { label: 'தமிழ்', code: 'ta', homework: /வீட்டுப்பாடம்$/, feed: 'அறிவிப்புகள்', calendar: 'நாட்காட்டி' },
    ];
    for (const words of screens) {
      await chooseLanguage(page, words.label);
      await expect.poll(() => lang(page)).toBe(`${words.code}-IN`);
      await page.goto(`${baseUrl()}/attendance/uploadHomework`);
      await page.getByRole('heading', { name: words.homework }).waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `homework-${words.code}`);
      await page.goto(`${baseUrl()}/announcement/announcement-view`);
      await page.getByRole('heading', { name: words.feed, exact: true }).waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `announcements-${words.code}`);
      if (child) {
        await page.goto(`${baseUrl()}/student/calendar/${child}`);
        await page.getByRole('heading', { name: words.calendar, exact: true }).waitFor();
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await shot(page, `calendar-${words.code}`);
      }
    }
  });

  it('the sign-in screen offers the languages before sign-in and remembers the choice', async () => {
    const page = await newPage(browser, PHONE);
    await page.goto(`${baseUrl()}/login`);
    await page.getByTestId('language-select').selectOption({ label: 'தமிழ்' });
    await page.getByRole('heading', { name: 'உள்நுழை' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'உள்நுழை' }).waitFor();
    expect(await lang(page)).toBe('ta-IN');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'sign-in-ta');
  });
  it(
    'a diary and the report card speak Hindi to the parent and Tamil to the teacher',
    { timeout: 120_000 },
    async () => {
      const teacher = await apiClient(TEACHER);
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      // A note in the child's subject diary beside the class's seeded general diary: both kinds of diary on show.
      const note = await teacher('POST', '/api/subject-diaries', {
        franchiseeId: 2,
        studentAdmissionId: 1,
        subject: 'Music',
        diaryDate: today,
        note: 'Sang the whole rhyme',
      });
      expect(note.status).toBe(201);
      const people = [
        {
          email: PARENT,
          code: 'hi',
          diary: 'Aarav Kapoor की क्लास डायरी',
          kinds: ['सामान्य डायरी', 'विषय डायरी'],
          report: 'Aarav Kapoor का रिपोर्ट कार्ड',
          grade: 'सीख गया',
          remarks: 'क्लास टीचर की टिप्पणी',
        },
        {
          email: TEACHER,
          code: 'ta',
          diary: 'Aarav Kapoor வகுப்பு நாட்குறிப்பு',
          kinds: ['பொது நாட்குறிப்பு', 'பாட நாட்குறிப்பு'],
          report: 'Aarav Kapoor முன்னேற்ற அறிக்கை',
          grade: 'கற்றுக்கொண்டது',
          remarks: 'வகுப்பு ஆசிரியரின் குறிப்பு',
        },
      ];
      try {
        for (const words of people) {
          await (
            await apiClient(words.email)
          )('PUT', '/api/admin/me/language', { language: words.code });
          const page = await newPage(browser, PHONE);
          await signIn(page, words.email);
          await expect.poll(() => lang(page)).toBe(`${words.code}-IN`);
          await openLoaded(page, `${baseUrl()}/class-diary/view/1`, '/api/class-diary/view/1');
          await page.getByRole('heading', { name: words.diary }).waitFor();
          for (const kind of words.kinds) await page.getByRole('heading', { name: kind, exact: true }).waitFor();
          await page.getByText('Sang the whole rhyme').first().waitFor();
          await settleForShot(page);
          expect(await sideways(page)).toBeLessThanOrEqual(0);
          await shot(page, `class-diary-${words.code}`);
          await openLoaded(
            page,
            `${baseUrl()}/grade-book/skills/final-report/1`,
            '/api/grade-book/skills/final-report/1',
          );
          await page.getByRole('heading', { name: words.report }).waitFor();
          await page.getByText(words.grade, { exact: true }).first().waitFor();
          await page.getByRole('heading', { name: words.remarks }).waitFor();
          await settleForShot(page);
          expect(await sideways(page)).toBeLessThanOrEqual(0);
          await shot(page, `report-card-${words.code}`);
          await page.context().close();
        }
      } finally {
        await teacher('PUT', '/api/admin/me/language', { language: 'en' });
        await teacher('DELETE', `/api/subject-diaries/${(note.json as { id: number }).id}`);
      }
    },
  );
});
