import type { Locator } from 'playwright-core';
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
  type Page,
  submit,
  go,
} from './browser.ts';

/**
 * The quality loop end to end, one step a test: head office plans and approves an academic manager's visit to
 * centre 002; the academic manager audits the centre on a phone with a failed item and a photo; the corrective
 * task lands at the centre, head office sends it training, the teachers do it, the centre closes the item, and
 * the next audit passes the parameter: the task closes. Each step proves one screen; what a step only needs
 * from the others (the teachers' training, the second audit) is done through the API.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const shot = shooter('QUALITY_SHOTS_DIR');

const todayIso = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function pick(page: Page, field: string, typed: string, option: RegExp) {
  const input = page.getByTestId(`field-${field}`);
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function answer(card: Locator, label: 'Yes' | 'No') {
  await card.getByText(label, { exact: true }).click();
}

/** The academic manager drafts a centre audit of centre 002 on screen: the first item fails, with a photo. */
async function auditWithFailedItem(page: Page): Promise<number> {
  await go(page, '/audit/add/centre');
  await pick(page, 'franchiseeId', 'Indiranagar', /Little Sprouts Preschool Indiranagar/);
  await page.getByTestId('field-auditDate').fill(todayIso);
  await page.getByTestId('field-auditDate').press('Tab');
  await submit(page.getByTestId('form-submit'));
  await page.waitForURL(/\/audit\/editAudit\/\d+$/);
  const id = Number(/editAudit\/(\d+)/.exec(page.url())![1]);
  const items = page.getByTestId('audit-item');
  await until(() => items.count()).toBe(11);
  const total = await items.count();
  for (let i = 0; i < total; i++) {
    await answer(items.nth(i), i === 0 ? 'No' : 'Yes');
    await until(() => page.getByTestId('answered').innerText()).toBe(`${i + 1} of ${total} answered`);
  }
  const first = items.first();
  await first.locator('input[type=file]').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: PNG });
  await until(() => first.getByTestId('evidence-photo').count()).toBe(1);
  await page.getByTestId('submit-audit').click();
  await submit(page.getByTestId('confirm-submit'));
  await page.waitForURL(/\/audit\/viewAudit\/\d+$/);
  return id;
}

describe('quality loop', () => {
  let failedAudit: number;
  let task: { id: number; auditId: number; trainingModuleId: number | null };
  let desk: Page;

  it('head office plans and approves the academic manager’s visit', async () => {
    const office = await newPage(browser, DESKTOP);
    await signInQuietly(office, 'superadmin@demo.school');
    await go(office, '/amsv1/visits/new');
    await pick(office, 'franchiseeId', 'Indiranagar', /Little Sprouts Preschool Indiranagar/);
    await pick(office, 'managerId', 'Anita', /Anita Desai/);
    // A working day about six weeks ahead (no visit falls on a Sunday).
    let day = addDays(todayIso, 45);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
    await office.getByTestId('field-visitDate').fill(day);
    await office.getByTestId('field-visitDate').press('Tab');
    await office.getByTestId('field-auditType').click();
    await office.getByRole('option', { name: 'Centre audit' }).click();
    await shot(office, 'ams-plan-1366');
    await submit(office.getByTestId('form-submit'));
    await office.waitForURL(/\/amsv1\/visits\/\d+$/);
    await office.getByTestId('command-approve').click();
    await submit(office.getByTestId('command-confirm'));
    await until(() => office.getByTestId('record-status').innerText()).toMatch(/approved/i);
    await go(office, '/amsv1/viewApprovedSchedule');
    await until(() => office.getByTestId('visit-list').innerText()).toContain('Anita Desai');
    await shot(office, 'ams-approved-1366');
    await office.close();
  });

  it('the academic manager audits the centre on a phone: one failed item, with a photo', async () => {
    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, 'trainer@demo.school');
    await go(phone, '/amsv1/myCenters');
    await until(() => phone.getByTestId('my-centres').innerText()).toContain('Little Sprouts Preschool Indiranagar');
    await shot(phone, 'ams-my-centres-390');
    failedAudit = await auditWithFailedItem(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'quality-failed-audit-390');
    await phone.close();
  });

  it('the corrective task lands and head office sends it the training', async () => {
    desk = await newPage(browser, DESKTOP);
    await signInQuietly(desk, 'trainer@demo.school');
    await go(desk, '/audit/corrective');
    const row = desk.getByTestId('corrective-list').locator('tr', { hasText: 'Fire extinguishers' }).first();
    await until(() => row.innerText()).toContain('None assigned');
    await row.getByRole('button', { name: 'Assign training' }).click();
    const select = desk.getByLabel('Self-training module').first();
    await select.click();
    await desk.getByRole('option').first().click();
    await submit(desk.getByRole('button', { name: 'Assign to the centre’s teachers' }));
    await until(() => row.innerText()).toContain('teachers done');
    await shot(desk, 'quality-corrective-assigned-1366');
    const trainer = await apiClient('trainer@demo.school');
    const tasks = await trainer<{ rows: (typeof task)[] }>(
      'GET',
      '/api/audit/corrective-tasks?pageSize=100&status=OPEN',
    );
    task = tasks.json.rows.find((r) => r.auditId === failedAudit)!;
    expect(task.trainingModuleId).toBeTruthy();
  });

  it('the teachers train and the centre closes the item with evidence', async () => {
    for (const email of ['teacher@demo.school', 'teacher2@demo.school']) {
      const teacher = await apiClient(email);
      const done = await teacher('POST', `/api/self-training/modules/${task.trainingModuleId}/complete`);
      expect(done.status, done.text).toBe(200);
    }
    const centre = await newPage(browser, DESKTOP);
    await signInQuietly(centre, 'franchisee-a@demo.school');
    await go(centre, '/audit/corrective');
    await until(() => centre.getByTestId('corrective-list').innerText()).toContain('Fire extinguishers');
    await shot(centre, 'quality-corrective-centre-1366');
    await go(centre, `/my-audit/viewAudit/${failedAudit}`);
    const nc = centre.getByTestId('non-compliance');
    await until(() => nc.count()).toBe(1);
    await nc.getByTestId('closure-note').fill('New extinguisher mounted in the hall');
    await nc.locator('input[type=file]').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: PNG });
    await until(() => nc.getByTestId('evidence-photo').count()).toBe(1);
    await submit(nc.getByTestId('close-non-compliance'));
    await until(() => nc.getByTestId('audit-status').innerText()).toMatch(/closed/i);
    await centre.close();
  });

  it('the next audit passes the parameter and the task closes by itself', async () => {
    // The audit screen was proved above: the second audit is answered through the API.
    const trainer = await apiClient('trainer@demo.school');
    const first = await trainer<{ franchiseeId: number }>('GET', `/api/audit/${failedAudit}`);
    const franchiseeId = first.json.franchiseeId;
    const created = await trainer<{ id: number }>('POST', '/api/centre-audits', {
      franchiseeId,
      auditType: 'centre',
      auditDate: todayIso,
    });
    expect(created.status, created.text).toBe(201);
    const next = created.json.id;
    const details = await trainer<{ categories: { subCategories: { items: { id: number }[] }[] }[] }>(
      'GET',
      `/api/audit/${next}`,
    );
    for (const item of details.json.categories.flatMap((c) => c.subCategories.flatMap((s) => s.items))) {
      const saved = await trainer('PUT', `/api/audit/${next}/responses/${item.id}`, { response: 'yes' });
      expect(saved.status, saved.text).toBe(200);
    }
    const submitted = await trainer('POST', `/api/centre-audits/${next}/submit`, {});
    expect(submitted.status, submitted.text).toBe(200);

    await go(desk, '/audit/corrective');
    const closed = desk.getByTestId(`corrective-${task.id}`);
    await until(() => closed.innerText()).toContain('Passed in a later audit');
    await until(() => closed.innerText()).toMatch(/closed/i);
    await shot(desk, 'quality-corrective-closed-1366');
    await desk.close();
  });

  it('the public calendar shows the approved visit without sign-in', async () => {
    const visitor = await newPage(browser, PHONE);
    await go(visitor, '/ams/amsCalender');
    await until(() => visitor.locator('body').innerText()).toContain('AMS calendar');
    await shot(visitor, 'ams-calendar-390');
    await visitor.close();
  });
});
