import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage, signIn, type Browser, type Page } from './browser.ts';

/**
 * The quality loop end to end: head office plans and approves an academic manager's visit to centre 002;
 * the academic manager audits the centre on a phone with a failed item and a photo; the corrective task
 * lands at the centre, head office sends it training, the teachers do it, the centre closes the item, and
 * the next audit passes the parameter: the task closes.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 860 };
const SHOTS = process.env.QUALITY_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const until = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000, interval: 100 });

const todayIso = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A call to the API as the page's signed-in user. */
async function apiAs(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

async function pick(page: Page, field: string, typed: string, option: RegExp) {
  const input = page.getByTestId(`field-${field}`);
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function answer(card: Locator, label: 'Yes' | 'No') {
  await card.getByText(label, { exact: true }).click();
}

/** The academic manager drafts a centre audit of centre 002 and answers it: the first item as given. */
async function audit(page: Page, firstAnswer: 'Yes' | 'No', photo: boolean): Promise<number> {
  await page.goto(`${baseUrl()}/audit/add/centre`);
  await pick(page, 'franchiseeId', 'Indiranagar', /Little Sprouts Preschool Indiranagar/);
  await page.getByTestId('field-auditDate').fill(todayIso);
  await page.getByTestId('field-auditDate').press('Tab');
  await page.getByTestId('form-submit').click();
  await page.waitForURL(/\/audit\/editAudit\/\d+$/);
  const id = Number(/editAudit\/(\d+)/.exec(page.url())![1]);
  const items = page.getByTestId('audit-item');
  await until(() => items.count()).toBe(11);
  const total = await items.count();
  for (let i = 0; i < total; i++) {
    await answer(items.nth(i), i === 0 ? firstAnswer : 'Yes');
    await until(() => page.getByTestId('answered').innerText()).toBe(`${i + 1} of ${total} answered`);
  }
  if (photo) {
    const first = items.first();
    await first.locator('input[type=file]').setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: PNG });
    await until(() => first.getByTestId('evidence-photo').count()).toBe(1);
  }
  await page.getByTestId('submit-audit').click();
  await page.getByTestId('confirm-submit').click();
  await page.waitForURL(/\/audit\/viewAudit\/\d+$/);
  return id;
}

describe('quality loop', () => {
  it('runs from the scheduled visit to the corrective task closed by the next audit', async () => {
    // Head office plans Anita Desai's visit to centre 002 and approves it.
    const office = await newPage(browser, DESKTOP);
    await signIn(office, 'superadmin@demo.school');
    await office.goto(`${baseUrl()}/amsv1/visits/new`);
    await pick(office, 'franchiseeId', 'Indiranagar', /Little Sprouts Preschool Indiranagar/);
    await pick(office, 'managerId', 'Anita', /Anita Desai/);
    const day = addDays(todayIso, 45);
    await office.getByTestId('field-visitDate').fill(day);
    await office.getByTestId('field-visitDate').press('Tab');
    await office.getByTestId('field-auditType').click();
    await office.getByRole('option', { name: 'Centre audit' }).click();
    await shot(office, 'ams-plan-1366');
    await office.getByTestId('form-submit').click();
    await office.waitForURL(/\/amsv1\/visits\/\d+$/);
    await office.getByTestId('command-approve').click();
    await office.getByTestId('command-confirm').click();
    await until(() => office.getByTestId('record-status').innerText()).toMatch(/approved/i);
    await office.goto(`${baseUrl()}/amsv1/viewApprovedSchedule`);
    await until(() => office.getByTestId('visit-list').innerText()).toContain('Anita Desai');
    await shot(office, 'ams-approved-1366');

    // The academic manager sees the centre's next visit, and audits it on a phone: one failed item, a photo.
    const phone = await newPage(browser, PHONE);
    await signIn(phone, 'trainer@demo.school');
    await phone.goto(`${baseUrl()}/amsv1/myCenters`);
    await until(() => phone.getByTestId('my-centres').innerText()).toContain('Little Sprouts Preschool Indiranagar');
    await shot(phone, 'ams-my-centres-390');
    const failedAudit = await audit(phone, 'No', true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(phone, 'quality-failed-audit-390');

    // The corrective task lands at the centre; head office sends it the training.
    const desk = await newPage(browser, DESKTOP);
    await signIn(desk, 'trainer@demo.school');
    await desk.goto(`${baseUrl()}/audit/corrective`);
    const row = desk.getByTestId('corrective-list').locator('tr', { hasText: 'Fire extinguishers' }).first();
    await until(() => row.innerText()).toContain('None assigned');
    await row.getByRole('button', { name: 'Assign training' }).click();
    const select = desk.getByLabel('Self-training module').first();
    await select.click();
    await desk.getByRole('option').first().click();
    await desk.getByRole('button', { name: 'Assign to the centre’s teachers' }).click();
    await until(() => row.innerText()).toContain('teachers done');
    await shot(desk, 'quality-corrective-assigned-1366');
    const tasks = await apiAs(desk, 'GET', `/api/audit/corrective-tasks?pageSize=100&status=OPEN`);
    const task = tasks.json.rows.find((r: { auditId: number }) => r.auditId === failedAudit);
    expect(task.trainingModuleId).toBeTruthy();

    // The centre sees it; its teachers do the training.
    const centre = await newPage(browser, DESKTOP);
    await signIn(centre, 'franchisee-a@demo.school');
    await centre.goto(`${baseUrl()}/audit/corrective`);
    await until(() => centre.getByTestId('corrective-list').innerText()).toContain('Fire extinguishers');
    await shot(centre, 'quality-corrective-centre-1366');
    for (const email of ['teacher@demo.school', 'teacher2@demo.school']) {
      const teacher = await newPage(browser, PHONE);
      await signIn(teacher, email);
      const done = await apiAs(teacher, 'POST', `/api/self-training/modules/${task.trainingModuleId}/complete`);
      expect(done.status).toBe(200);
      await teacher.close();
    }

    // The centre closes the non-compliance with evidence.
    await centre.goto(`${baseUrl()}/my-audit/viewAudit/${failedAudit}`);
    const nc = centre.getByTestId('non-compliance');
    await until(() => nc.count()).toBe(1);
    await nc.getByTestId('closure-note').fill('New extinguisher mounted in the hall');
    await nc.locator('input[type=file]').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: PNG });
    await until(() => nc.getByTestId('evidence-photo').count()).toBe(1);
    await nc.getByTestId('close-non-compliance').click();
    await until(() => nc.getByTestId('audit-status').innerText()).toMatch(/closed/i);

    // The next audit passes the parameter: the corrective task closes by itself.
    await audit(desk, 'Yes', false);
    await desk.goto(`${baseUrl()}/audit/corrective`);
    const closed = desk.getByTestId(`corrective-${task.id}`);
    await until(() => closed.innerText()).toContain('Passed in a later audit');
    await until(() => closed.innerText()).toMatch(/closed/i);
    await shot(desk, 'quality-corrective-closed-1366');

    // The public calendar shows the approved visit without sign-in.
    const visitor = await newPage(browser, PHONE);
    await visitor.goto(`${baseUrl()}/ams/amsCalender`);
    await until(() => visitor.locator('body').innerText()).toContain('AMS calendar');
    await shot(visitor, 'ams-calendar-390');
  });
});
