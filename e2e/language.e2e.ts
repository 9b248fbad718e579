import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  launch,
  newPage,
  openLoaded,
  PHONE,
  settleForShot,
  signIn,
  type Browser,
  type Page,
  until,
  sideways,
  shooter,
  go,
} from './browser.ts';
import { chooseLanguage, DAY_SCREEN_WORDS, lang, openFeeAccount } from './language-steps.ts';

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
});

const PARENT = 'parent@demo.school';
const HEAD = 'franchisee-a@demo.school';
const TEACHER = 'teacher@demo.school';
/** Screenshots for a person to look at (Indic scripts drawn, no cut words), only when LANGUAGE_SHOTS_DIR is set. */
const shot = shooter('LANGUAGE_SHOTS_DIR');

describe('languages', () => {
  it('the parent switches to Hindi, then Kannada; screens follow and a reload keeps it', async () => {
    const page = await newPage(browser, PHONE);
    await signIn(page, PARENT);

    await chooseLanguage(page, 'हिन्दी');
    await until(() => lang(page)).toBe('hi-IN');
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
    await until(() => lang(page)).toBe('kn-IN');
    await openFeeAccount(page, { menu: 'ಮೆನು ತೆರೆಯಿರಿ', entry: 'ಶುಲ್ಕ ಖಾತೆ' });
    await page.getByRole('heading', { name: 'ಶುಲ್ಕ ಖಾತೆ' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'fee-account-kn');
  });

  it('the parent’s day screens speak Hindi, Kannada and Tamil', async () => {
    const page = await newPage(browser, PHONE);
    await signIn(page, PARENT);
    for (const words of DAY_SCREEN_WORDS) {
      await chooseLanguage(page, words.label);
      await until(() => lang(page)).toBe(`${words.code}-IN`);
      // A code the kiosk never showed: the kiosk's refusal in the parent's language, not the server's English.
      await go(page, '/day/check-in?k=not-a-code');
      await page.getByRole('heading', { name: words.checkIn }).waitFor();
      await until(() => page.getByTestId('scan-result').textContent()).toMatch(words.badCode);
      // The screen's own words on how to check in (the refusal above speaks of the kiosk's screen too).
      await page.getByText(words.how).and(page.locator(':not([data-testid="scan-result"] *)')).waitFor();
      await page.getByLabel(words.pin).waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `check-in-${words.code}`);
      await go(page, '/day/my-child');
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
      { label: 'हिन्दी', code: 'hi', homework: /का होमवर्क$/, feed: 'सूचनाएँ', calendar: 'कैलेंडर', today: 'आज' },
      {
        label: 'தமிழ்',
        code: 'ta',
        homework: /வீட்டுப்பாடம்$/,
        feed: 'அறிவிப்புகள்',
        calendar: 'நாட்காட்டி',
        today: 'இன்று',
      },
    ];
    for (const words of screens) {
      await chooseLanguage(page, words.label);
      await until(() => lang(page)).toBe(`${words.code}-IN`);
      await go(page, '/attendance/uploadHomework');
      await page.getByRole('heading', { name: words.homework }).waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `homework-${words.code}`);
      await go(page, '/announcement/announcement-view');
      await page.getByRole('heading', { name: words.feed, exact: true }).waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `announcements-${words.code}`);
      if (child) {
        await go(page, `/student/calendar/${child}`);
        await page.getByRole('heading', { name: words.calendar, exact: true }).waitFor();
        // The calendar's own controls too, not only the screen around it.
        await page.getByRole('button', { name: words.today, exact: true }).waitFor();
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await shot(page, `calendar-${words.code}`);
      }
    }
  });

  it('the sign-in screen offers the languages before sign-in and remembers the choice', async () => {
    const page = await newPage(browser, PHONE);
    await go(page, '/login');
    await page.getByTestId('language-select').selectOption({ label: 'தமிழ்' });
    await page.getByRole('heading', { name: 'உள்நுழை' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'உள்நுழை' }).waitFor();
    expect(await lang(page)).toBe('ta-IN');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'sign-in-ta');
  });

  it('the parent’s bus log and profile, and a centre’s tickets, speak Hindi and Kannada', async () => {
    const screens = [
      {
        label: 'हिन्दी',
        code: 'hi',
        password: 'पासवर्ड बदलें',
        bus: 'बस में चढ़ना-उतरना',
        busText: /^आपका बच्चा कब बस में चढ़ा/,
        gotOn: 'बस में चढ़ा',
        tickets: 'टिकट',
        tab: 'सभी',
        summary: ['स्थिति', 'कितना ज़रूरी', 'जवाब का समय'],
        conversation: 'बातचीत',
      },
      {
        label: 'ಕನ್ನಡ',
        code: 'kn',
        password: 'ಪಾಸ್‌ವರ್ಡ್ ಬದಲಿಸಿ',
        bus: 'ಬಸ್ ಹತ್ತುವುದು-ಇಳಿಯುವುದು',
        busText: /^ನಿಮ್ಮ ಮಗು ಯಾವಾಗ ಬಸ್ ಹತ್ತಿತು/,
        gotOn: 'ಬಸ್ ಹತ್ತಿತು',
        tickets: 'ಟಿಕೆಟ್‌ಗಳು',
        tab: 'ಎಲ್ಲವೂ',
        summary: ['ಸ್ಥಿತಿ', 'ಎಷ್ಟು ತುರ್ತು', 'ಉತ್ತರದ ಸಮಯ'],
        conversation: 'ಮಾತುಕತೆ',
      },
    ];
    const log = '/api/transport/stundent-Destination-Log-Details';
    const parent = await newPage(browser, PHONE);
    await signIn(parent, PARENT);
    for (const words of screens) {
      await chooseLanguage(parent, words.label);
      await until(() => lang(parent)).toBe(`${words.code}-IN`);
      // The profile's password form, then the child's boarding log: got on and off the bus, in words.
      await parent.getByRole('heading', { name: words.password }).waitFor();
      expect(await sideways(parent)).toBeLessThanOrEqual(0);
      await settleForShot(parent);
      await shot(parent, `profile-${words.code}`);
      await openLoaded(parent, `${baseUrl()}/transport/stundent-Destination-Log-Details`, log);
      await parent.getByRole('heading', { name: words.bus }).waitFor();
      await parent.getByText(words.busText).waitFor();
      await parent.getByTestId('child-log').getByText(words.gotOn, { exact: true }).first().waitFor();
      expect(await parent.getByTestId('child-log').innerText()).not.toMatch(/BOARDED|DROPPED/);
      expect(await sideways(parent)).toBeLessThanOrEqual(0);
      await settleForShot(parent);
      await shot(parent, `bus-log-${words.code}`);
    }

    // Tickets are the centre's (parents raise none): its head reads the list and a ticket in her language.
    const centre = await newPage(browser, PHONE);
    await signIn(centre, HEAD);
    try {
      for (const words of screens) {
        await chooseLanguage(centre, words.label);
        await until(() => lang(centre)).toBe(`${words.code}-IN`);
        await go(centre, '/ticketing-bees/bees-ticket-list/all');
        await centre.getByRole('heading', { name: words.tickets, exact: true }).waitFor();
        await centre.getByRole('tab', { name: words.tab }).waitFor();
        const list = centre.getByTestId('ticket-list');
        await list.getByRole('link').first().waitFor();
        expect(await sideways(centre)).toBeLessThanOrEqual(0);
        await settleForShot(centre);
        await shot(centre, `tickets-${words.code}`);
        await list.getByRole('link').first().click();
        await centre.waitForURL(/\/ticketing-bees\/action\/\d+/);
        const summary = centre.getByTestId('ticket-summary');
        for (const label of words.summary) await summary.getByText(label, { exact: true }).waitFor();
        expect(await summary.innerText()).not.toMatch(/OPEN|IN PROGRESS|RESOLVED|CLOSED|LOW|MEDIUM|HIGH|URGENT/);
        await centre.getByRole('heading', { name: words.conversation }).waitFor();
        expect(await sideways(centre)).toBeLessThanOrEqual(0);
        await settleForShot(centre);
        await shot(centre, `ticket-${words.code}`);
      }
    } finally {
      await (
        await apiClient(HEAD)
      )('PUT', '/api/admin/me/language', { language: 'en' });
    }
  });

  it('a parent’s incidents, medicine, pickups and a teacher’s roster, reports speak Hindi and Tamil', async () => {
    const screens = [
      {
        label: 'हिन्दी',
        code: 'hi',
        incidents: 'घटनाएँ',
        incidentOrNone: /^(चोट|तबीयत ख़राब|बर्ताव|कुछ और) · |^कोई घटना रिपोर्ट नहीं$/,
        medicine: 'दवाई',
        authorise: 'दवाई देने की अनुमति दें',
        pickups: 'बच्चे को लेने वाले',
        oneTime: 'आज सिर्फ़ एक बार के लिए',
        roster: 'आना और जाना',
        collectedBy: 'कौन ले गया',
        reports: 'घटना रिपोर्ट',
        draft: 'ड्राफ़्ट',
      },
      {
        label: 'தமிழ்',
        code: 'ta',
        incidents: 'நிகழ்வுகள்',
        incidentOrNone: /^(காயம்|உடல்நலக் குறைவு|நடத்தை|மற்றவை) · |^நிகழ்வு அறிக்கைகள் இல்லை$/,
        medicine: 'மருந்துகள்',
        authorise: 'மருந்து கொடுக்க அனுமதி',
        pickups: 'அழைத்துச் செல்பவர்கள்',
        oneTime: 'இன்று ஒருமுறை மட்டும்',
        roster: 'வருகையும் புறப்பாடும்',
        collectedBy: 'அழைத்துச் சென்றவர்',
        reports: 'நிகழ்வு அறிக்கைகள்',
        draft: 'வரைவு',
      },
    ];
    // A screen opens with its heading in the language and its own list's answer; nothing scrolls sideways.
    const open = async (page: Page, url: string, apiPath: string, heading: string) => {
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === apiPath && r.ok());
      await go(page, url);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      await answered;
    };
    const look = async (page: Page, name: string) => {
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await page.evaluate(() => document.fonts.ready);
      await shot(page, name);
    };

    const parent = await newPage(browser, PHONE);
    await signIn(parent, PARENT);
    for (const words of screens) {
      await chooseLanguage(parent, words.label);
      await until(() => lang(parent)).toBe(`${words.code}-IN`);
      await open(parent, '/day/my-incidents', '/api/day/my-incidents', words.incidents);
      await parent.getByText(words.incidentOrNone).first().waitFor();
      await look(parent, `my-incidents-${words.code}`);
      await open(parent, '/day/my-medication', '/api/day-medications', words.medicine);
      await parent.getByRole('button', { name: words.authorise }).waitFor();
      await look(parent, `my-medication-${words.code}`);
      await open(parent, '/day/my-pickups', '/api/day-pickups', words.pickups);
      await parent.getByRole('heading', { name: words.oneTime }).waitFor();
      await look(parent, `my-pickups-${words.code}`);
    }

    // The teacher's account is put back to English whatever happens, for the other flows.
    const teacher = await newPage(browser, PHONE);
    await signIn(teacher, TEACHER);
    try {
      for (const words of screens) {
        await chooseLanguage(teacher, words.label);
        await until(() => lang(teacher)).toBe(`${words.code}-IN`);
        await open(teacher, '/day/roster', '/api/day/roster', words.roster);
        await teacher.getByTestId('day-roster').getByText(words.collectedBy).first().waitFor();
        await look(teacher, `roster-${words.code}`);
        await open(teacher, '/day/incidents', '/api/day-incidents', words.reports);
        await teacher.getByText(words.draft, { exact: true }).first().waitFor();
        await look(teacher, `incidents-${words.code}`);
      }
    } finally {
      await (
        await apiClient(TEACHER)
      )('PUT', '/api/admin/me/language', { language: 'en' });
    }
  });

  it('a diary and the report card speak Hindi to the parent and Tamil to the teacher', async () => {
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
        await until(() => lang(page)).toBe(`${words.code}-IN`);
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
  });
});
