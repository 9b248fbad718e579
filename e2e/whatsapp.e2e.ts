import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  DESKTOP,
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
} from './browser.ts';

/**
 * A parent opts their number in to WhatsApp on their phone, in each of the portal's languages, and out again; the
 * screen fits 390 px without scrolling sideways. The parent's language and choice are put back at the end.
 */
const PARENT = 'parent@demo.school';
const shot = shooter('WHATSAPP_SHOTS_DIR');
const WORDS = {
  en: { title: 'WhatsApp', optIn: 'Yes, send on WhatsApp', doneIn: 'Messages will come on WhatsApp.' },
  hi: { title: 'व्हाट्सऐप', optIn: 'हाँ, व्हाट्सऐप पर भेजें', doneIn: 'संदेश व्हाट्सऐप पर आएँगे।' },
  kn: {
    title: 'ವಾಟ್ಸ್‌ಆ್ಯಪ್',
    optIn: 'ಹೌದು, ವಾಟ್ಸ್‌ಆ್ಯಪ್‌ನಲ್ಲಿ ಕಳುಹಿಸಿ',
    doneIn: 'ಸಂದೇಶಗಳು ವಾಟ್ಸ್‌ಆ್ಯಪ್‌ನಲ್ಲಿ ಬರುತ್ತವೆ.',
  },
  ta: { title: 'வாட்ஸ்அப்', optIn: 'ஆம், வாட்ஸ்அப்பில் அனுப்புங்கள்', doneIn: 'செய்திகள் வாட்ஸ்அப்பில் வரும்.' },
} as const;

let browser: Browser;
let parent: Awaited<ReturnType<typeof apiClient>>;

beforeAll(async () => {
  browser = await launch();
  parent = await apiClient(PARENT);
});
afterAll(async () => {
  await parent('PUT', '/api/notifications/channels', { kind: 'day.arrivals', channel: null });
  await parent('PUT', '/api/admin/me/language', { language: 'en' });
  await parent('POST', '/api/whatsapp/mine', { decision: 'OUT' });
});

describe('WhatsApp opt-in on a phone', () => {
  for (const [language, words] of Object.entries(WORDS)) {
    it(`a parent opts in and out in ${language}`, async () => {
      expect((await parent('PUT', '/api/admin/me/language', { language })).status).toBe(200);
      const page = await newPage(browser, PHONE);
      await signInQuietly(page, PARENT);
      await openLoaded(page, `${baseUrl()}/whatsapp/mine`, '/api/whatsapp/mine');
      await page.getByRole('heading', { name: words.title }).waitFor();
      const toggle = page.getByTestId('whatsapp-toggle');
      await shown(toggle);
      expect(await toggle.textContent()).toBe(words.optIn);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `mine-${language}-390`);

      const answer = await submit(toggle, { path: '/api/whatsapp/mine' });
      expect(answer.status()).toBe(200);
      await shown(page.getByText(words.doneIn));
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `opted-in-${language}-390`);

      expect((await submit(toggle, { path: '/api/whatsapp/mine' })).status()).toBe(200);
      await shown(page.getByText(words.optIn));
      await page.close();
    });
  }
});

describe('the channel of each kind of message, on a phone', () => {
  it('a parent opts in to WhatsApp, then picks WhatsApp for arrivals; sign-in codes cannot be turned off', async () => {
    expect((await parent('PUT', '/api/admin/me/language', { language: 'en' })).status).toBe(200);
    const page = await newPage(browser, PHONE);
    await signInQuietly(page, PARENT);
    await openLoaded(page, `${baseUrl()}/whatsapp/mine`, '/api/whatsapp/mine');
    const toggle = page.getByTestId('whatsapp-toggle');
    await shown(toggle);
    if ((await toggle.textContent()) === WORDS.en.optIn)
      expect((await submit(toggle, { path: '/api/whatsapp/mine' })).status()).toBe(200);
    await shown(page.getByText(WORDS.en.doneIn));

    await openLoaded(page, `${baseUrl()}/notifications/settings`, '/api/notifications/preferences');
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    const arrivals = page.locator('[data-kind="day.arrivals"]').getByLabel('Check-in and check-out', { exact: true });
    await shown(arrivals);
    expect(await arrivals.inputValue()).toBe('Usual way');
    await arrivals.click();
    const saved = await submit(page.getByRole('option', { name: 'WhatsApp', exact: true }), {
      path: '/api/notifications/channels',
    });
    expect(saved.status()).toBe(200);
    expect((await saved.json()).kinds.find((k: { kind: string }) => k.kind === 'day.arrivals').channel).toBe(
      'WHATSAPP',
    );
    await until(() => arrivals.inputValue()).toBe('WhatsApp');

    // Sign-in codes offer no "off", and the screen says why.
    const signInCodes = page.locator('[data-kind="sign-in"]');
    await shown(signInCodes.getByText('Sign-in codes are how you sign in: they cannot be turned off.'));
    await signInCodes.getByLabel('Sign-in codes', { exact: true }).click();
    await shown(page.getByRole('option', { name: 'SMS', exact: true }));
    expect(await page.getByRole('option', { name: 'Nothing (off)' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'channels-390');
    await page.close();
  }, 120_000);
});

describe('the month’s texts, for head office', () => {
  it('shows the texts per centre and kind for a chosen month, and exports them as CSV', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInQuietly(page, 'marketing@demo.school');
    await openLoaded(page, `${baseUrl()}/whatsapp/usage`, '/api/whatsapp/usage');
    await page.getByRole('heading', { name: 'WhatsApp and SMS texts' }).waitFor();
    // The table, or its empty state on a month without texts.
    const table = page.getByTestId('usage-list').or(page.getByText('No texts this month'));
    await shown(table);

    // An earlier month from the picker: the table asks for it.
    const picker = page.getByTestId('usage-month');
    await picker.click();
    const option = page.getByRole('option').nth(1);
    const label = (await option.textContent())!;
    const asked = page.waitForResponse((r) => r.url().includes('/api/whatsapp/usage?month='));
    await option.click();
    expect((await asked).status()).toBe(200);
    expect(await picker.inputValue()).toBe(label);
    await shown(table);
    await shot(page, 'usage-1366');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('usage-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^whatsapp-texts-\d{4}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!)).toString('utf8');
    expect(csv.replace(/^\ufeff/, '').split('\n')[0]).toMatch(/^Centre,Message,WhatsApp delivered,/);
    await page.close();
  }, 120_000);
});
