import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  DESKTOP,
  launch,
  newPage,
  PHONE,
  shooter,
  signInQuietly,
  until,
  type Browser,
  submit,
  go,
} from './browser.ts';

/**
 * The general audit response form on a phone (general-audit/add-reponse): the auditor picks the audit in
 * progress, is told which parameters are still unanswered, answers every one with a remark and a photo, saves
 * the draft and submits it. Then head office sets a cycle's weightage (amsv1/weightageModification) on a wide
 * screen: a total other than 100 % is refused in words, a correct one is saved.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const shot = shooter('AUDIT_SHOTS_DIR');
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe('general audit response and AMS weightage', () => {
  it('answers, saves and submits a general audit on a phone', async () => {
    const api = await apiClient('trainer@demo.school');
    const draft = await api<{ id: number }>('POST', '/api/centre-audits', {
      franchiseeId: 2,
      auditType: 'general',
      auditDate: today,
      title: 'Fire safety round',
    });
    expect(draft.status, draft.text).toBe(201);

    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, 'trainer@demo.school');
    await go(phone, '/general-audit/add-reponse');
    await phone.getByTestId('response-audit').click();
    await phone
      .getByRole('option', { name: /Fire safety round/ })
      .first()
      .click();
    const items = phone.getByTestId('response-parameter');
    await until(() => items.count()).toBeGreaterThan(0);
    const total = await items.count();

    // Submitting with nothing answered says what is missing.
    await phone.getByTestId('submit-response').click();
    await until(() => phone.getByTestId('missing-answers').count()).toBe(1);
    expect(await phone.getByTestId('parameter-error').count()).toBe(total);

    await items.first().getByText('No', { exact: true }).click();
    await items.first().getByRole('textbox').fill('Drill record not signed');
    await items
      .first()
      .locator('input[type=file]')
      .setInputFiles({ name: 'd.png', mimeType: 'image/png', buffer: PNG });
    await until(() => items.first().getByTestId('evidence-photo').count()).toBe(1);
    await submit(phone.getByTestId('save-draft'));
    await until(() => phone.getByTestId('unsaved').count()).toBe(0);
    await until(() => phone.getByTestId('answered').innerText()).toBe(`1 of ${total} answered`);
    for (let i = 1; i < total; i++) await items.nth(i).getByText('Yes', { exact: true }).click();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'general-response-390');
    await phone.getByTestId('submit-response').click();
    await submit(phone.getByTestId('confirm-submit'));
    await phone.waitForURL(/\/general-audit\/view-audit\/\d+$/);
    await until(() => phone.getByTestId('audit-status').first().innerText()).toBe('Completed');

    const desk = await newPage(browser, DESKTOP);
    await signInQuietly(desk, 'trainer@demo.school');
    await go(desk, '/general-audit/add-reponse');
    await until(() => desk.getByTestId('response-audit').count()).toBe(1);
    await shot(desk, 'general-response-1366');
  });

  it("edits a cycle's weightage, refusing totals other than 100 %", async () => {
    const desk = await newPage(browser, DESKTOP);
    await signInQuietly(desk, 'trainer@demo.school');
    await go(desk, '/amsv1/weightageModification');
    await until(() => desk.getByTestId('total-centre').count()).toBe(1);
    const centreInputs = desk.locator('[data-testid^="weight-c"]');
    await until(() => centreInputs.count()).toBeGreaterThan(2);
    const n = await centreInputs.count();
    // Everything on the first category of each kind: 100 % there, the rest 0.
    const types = await desk.evaluate(() =>
      [...document.querySelectorAll('[data-testid^="weight-c"]')].map((e) => e.getAttribute('data-testid')),
    );
    for (let i = 0; i < n; i++) await centreInputs.nth(i).fill(i === 0 ? '90' : '0');
    await desk.getByTestId('save-weightage').click();
    await until(() => desk.getByTestId('weightage-error').innerText()).toContain('must add up to 100 %');
    await shot(desk, 'weightage-refused-1366');
    // The first input of each card's set is its kind's first category.
    const firsts = await desk.evaluate(() =>
      [...document.querySelectorAll('.mantine-Card-root')].map(
        (card) => card.querySelector('[data-testid^="weight-c"]')?.getAttribute('data-testid') ?? null,
      ),
    );
    for (const id of types) if (id) await desk.getByTestId(id).fill(firsts.includes(id) ? '100' : '0');
    await submit(desk.getByTestId('save-weightage'));
    await until(() => desk.getByTestId('total-centre').innerText()).toBe('Total 100 %');
    await until(() => desk.getByTestId('weightage-error').count()).toBe(0);
    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, 'trainer@demo.school');
    await go(phone, '/amsv1/weightageModification');
    await until(() => phone.getByTestId('total-academic').innerText()).toBe('Total 100 %');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'weightage-390');
    await go(phone, '/amsv1/dashboard');
    await until(() => phone.getByTestId('ams-cycles').count()).toBe(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'ams-dashboard-390');
    await go(desk, '/amsv1/dashboard');
    await until(() => desk.getByTestId('ams-cycles').count()).toBe(1);
    await shot(desk, 'ams-dashboard-1366');
    await go(desk, '/amsv1/roleConfiguration');
    await until(() => desk.getByTestId('zone-card').count()).toBeGreaterThan(0);
    await shot(desk, 'role-configuration-1366');
  });
});
