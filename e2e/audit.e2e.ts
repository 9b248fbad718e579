import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launch, newPage, PHONE, shooter, until, type Browser, submit, signInQuietly, go } from './browser.ts';

/**
 * A centre audit end to end: head office drafts an audit of centre 002, fills it on a phone with one failed
 * item and a photo, and submits it; the score shows; the centre closes the non-compliance with evidence and
 * the audit is CLOSED.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

// A 1×1 PNG: the file store checks the content, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const shot = shooter('AUDIT_SHOTS_DIR');

const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function answer(card: Locator, label: 'Yes' | 'No' | 'N/A') {
  await card.getByText(label, { exact: true }).click();
}

describe('centre audit', () => {
  // About 20 s on a busy two-core machine: 90 s leaves room for a machine a few times slower.
  it('runs from the draft to CLOSED', async () => {
    // Head office (the academic coordinator) drafts an audit of Little Sprouts Indiranagar (centre 002).
    const desk = await newPage(browser, DESKTOP);
    await signInQuietly(desk, 'trainer@demo.school');
    await go(desk, '/audit/list');
    await desk.getByTestId('new-centre-audit').click();
    await desk.waitForURL(/\/audit\/add\/centre$/);
    const centre = desk.getByTestId('field-franchiseeId');
    await centre.click();
    await centre.fill('Indiranagar');
    await desk.getByRole('option', { name: /Little Sprouts Preschool Indiranagar/ }).click();
    await desk.getByTestId('field-auditDate').fill(today);
    await desk.getByTestId('field-auditDate').press('Tab');
    await desk.getByTestId('field-title').fill('Quarterly visit');
    await shot(desk, 'audit-new-1366');
    await submit(desk.getByTestId('form-submit'));
    await desk.waitForURL(/\/audit\/editAudit\/\d+$/);
    const auditId = Number(/editAudit\/(\d+)/.exec(desk.url())![1]);

    // On a phone: every item answered, the first (fire extinguishers, evidence required) failed with a photo.
    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, 'trainer@demo.school');
    await go(phone, `/audit/editAudit/${auditId}`);
    const items = phone.getByTestId('audit-item');
    await until(() => items.count()).toBe(11);
    const total = await items.count();
    for (let i = 0; i < total; i++) {
      await answer(items.nth(i), i === 0 ? 'No' : 'Yes');
      await until(() => phone.getByTestId('answered').innerText()).toBe(`${i + 1} of ${total} answered`);
    }
    const first = items.first();
    await first.getByRole('textbox').fill('Extinguisher in the hall expired last month');
    await first.getByRole('textbox').blur();
    await until(() => first.getByTestId('item-saved').count()).toBe(1);
    await first.locator('input[type=file]').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: PNG });
    await until(() => first.getByTestId('evidence-photo').count()).toBe(1);
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'audit-fill-390');
    await phone.getByTestId('submit-audit').click();
    await submit(phone.getByTestId('confirm-submit'));
    await phone.waitForURL(/\/audit\/viewAudit\/\d+$/);
    // 40 of the 495 weight failed: 455 / 495 = 91.9 %.
    await until(() => phone.getByTestId('audit-score').innerText()).toContain('91.9 %');
    expect(await phone.getByTestId('audit-score').innerText()).toMatch(/excellent/i);
    await until(() => phone.getByTestId('audit-status').first().innerText()).toBe('Completed');
    await shot(phone, 'audit-view-390');

    // The centre closes its non-compliance: evidence first, since the item asks for it.
    const owner = await newPage(browser, DESKTOP);
    await signInQuietly(owner, 'franchisee-a@demo.school');
    await go(owner, '/my-audit/list');
    await until(() => owner.getByTestId('closure-list').innerText()).toContain(
      'Fire extinguishers are in date and within reach',
    );
    await shot(owner, 'my-audit-list-1366');
    await go(owner, `/my-audit/viewAudit/${auditId}`);
    const nc = owner.getByTestId('non-compliance');
    await until(() => nc.count()).toBe(1);
    await nc.getByTestId('closure-note').fill('New extinguisher mounted in the hall');
    await nc.getByTestId('close-non-compliance').click();
    await until(() => owner.locator('body').innerText()).toContain('add a photo of what was done first');
    await nc.locator('input[type=file]').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: PNG });
    await until(() => nc.getByTestId('evidence-photo').count()).toBe(1);
    await submit(nc.getByTestId('close-non-compliance'));
    await until(() => nc.getByTestId('audit-status').innerText()).toBe('Closed');
    await until(() => owner.getByTestId('audit-status').first().innerText()).toBe('Closed');
    await until(() => owner.locator('body').innerText()).toContain('New extinguisher mounted in the hall');
    await shot(owner, 'audit-closed-1366');

    // Head office sees the closed audit among the centre's scores.
    await go(desk, '/audit/individualCentreList/2');
    await until(() => desk.locator('body').innerText()).toContain('91.9 %');
    await shot(desk, 'audit-centre-1366');
    await go(desk, '/audit/auditScores');
    await until(() => desk.getByTestId('worst-parameters').count()).toBe(1);
    await shot(desk, 'audit-scores-1366');
  });

  it('refuses a parameter that takes a sub-category past 100 %', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInQuietly(page, 'trainer@demo.school');
    await go(page, '/audit/categories/list');
    await until(() => page.locator('body').innerText()).toContain('Safety');
    await shot(page, 'audit-categories-1366');
    // Safety is the first category of the demo checklist; its Premises parameters weigh 95 %.
    await go(page, '/audit/edit/1');
    const premises = page.getByTestId('sub-category').filter({ hasText: 'Premises' });
    await until(() => premises.innerText()).toContain('95 % of 100 %');
    await premises.getByRole('button', { name: 'Add parameter' }).click();
    const form = page.getByTestId('form-audit-parameters');
    await form.getByTestId('field-text').fill('First-aid box is stocked');
    await form.getByTestId('field-weight').fill('10');
    await form.getByTestId('form-submit').click();
    await until(() => form.innerText()).toContain(
      'The weights in Premises would add up to 105 %; they may add up to at most 100 % (5 % left)',
    );
    await shot(page, 'audit-weight-refused-1366');
  });
});
