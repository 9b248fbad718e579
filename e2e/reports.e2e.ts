import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, shooter, until, type Browser, shown, signInQuietly, go } from './browser.ts';
import { seriousViolations } from './screen-walk.ts';

/**
 * Dashboards and reports: the centre owner's dashboard shows today's follow-ups and opens the list behind
 * the figure; head office runs a report as an export, watches its progress in the download list and
 * downloads the file.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const shot = shooter('REPORTS_SHOTS_DIR');

describe('dashboards and reports', () => {
  it("opens the centre owner's follow-ups of the day from the dashboard figure", async () => {
    for (const viewport of [
      { width: 1366, height: 860 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage(browser, viewport, { bypassCSP: true });
      await signInQuietly(page, 'franchisee-a@demo.school');
      await go(page, '/profile/dashboard');
      const figure = page.getByTestId('figure-follow-ups-today');
      await shown(figure);
      const count = Number((await figure.innerText()).replace(/\D/g, ''));
      expect(count).toBeGreaterThan(0);
      await shown(page.getByTestId('widget-attendance-today'));
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `reports-dashboard-${viewport.width}`);
      await figure.click();
      await page.waitForURL(/\/report\/figure\/follow-ups-today$/);
      await until(() => page.getByTestId('page-title').innerText()).toBe('Follow-ups due today');
      // A table row on a desktop, a card on a phone.
      const rows = page.getByTestId('figure-row');
      await until(() => rows.count()).toBe(count);
      expect(await page.getByTestId('figure-rows').innerText()).toMatch(/Call \w+ about/);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `reports-follow-ups-${viewport.width}`);
      await page.context().close();
    }
  });

  it('lets head office run an export and download it from the download list once its progress ends', async () => {
    const page = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signInQuietly(page, 'marketing@demo.school');
    await go(page, '/report/home');
    const card = page.getByTestId('report-enquiries');
    await shown(card);
    // Marketing runs enquiry reports, not fee reports.
    expect(await page.getByTestId('report-fee-payments').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'reports-home-1366');
    await card.getByRole('button', { name: 'Export' }).click();
    await page.waitForURL(/\/B2SReport\/download-list$/);
    const row = page.getByTestId('download-list').locator('tbody tr').first();
    await until(() => row.innerText()).toContain('Enquiries received');
    // The progress bar climbs to 100 and the file is offered.
    const bar = row.locator('[data-progress]');
    await until(() => bar.getAttribute('data-progress')).toBe('100');
    await until(() => row.innerText()).toMatch(/completed/i);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'reports-download-list-1366');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path()).toString('utf8');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toContain('Enquiry,Centre,Child,Parent,Mobile,Source,Stage,Received on');
    expect(lines.length).toBeGreaterThan(1);
    const rowsShown = Number((await row.locator('td').nth(5).innerText()).replace(/\D/g, ''));
    expect(lines.length - 1).toBe(rowsShown);
    await page.context().close();
  });

  it('shows a centre owner the student progress report, pages it and exports it as a PDF', async () => {
    const page = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signInQuietly(page, 'franchisee-a@demo.school');
    await go(page, '/student-progress-report/home');
    const table = page.getByTestId('report-table');
    await shown(table);
    expect(await table.locator('thead').innerText()).toMatch(/Days marked[\s\S]*Attendance[\s\S]*Homework set/);
    // The demo week of attendance: every child has marks in the last 30 days.
    const first = await table.locator('tbody tr').first().locator('td').nth(4).innerText();
    expect(Number(first)).toBeGreaterThan(0);
    await page.getByLabel('Search', { exact: true }).fill('Aarav');
    await until(() => table.locator('tbody tr').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'reports-student-progress-1366');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'PDF' }).click();
    await page.waitForURL(/\/B2SReport\/download-list$/);
    const row = page.getByTestId('download-list').locator('tbody tr').first();
    await until(() => row.innerText()).toContain('Student progress');
    await until(() => row.innerText()).toMatch(/completed/i);
    await page.context().close();
  });

  it('shows a centre owner where it stands, without the other centres; head office sees them ranked', async () => {
    const owner = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signInQuietly(owner, 'franchisee-a@demo.school');
    await go(owner, '/report/benchmarks');
    await shown(owner.getByTestId('benchmark-own'));
    await until(() => owner.getByTestId('benchmark-trend').locator('tbody tr').count()).toBe(12);
    expect(await owner.getByTestId('benchmark-ranking').count()).toBe(0);
    const text = await owner.locator('main').innerText();
    expect(text).toContain('Attendance');
    expect(text).not.toContain('Tiny Tots');
    expect(text).not.toContain('Bright Beginnings');
    expect(await seriousViolations(owner)).toEqual([]);
    await shot(owner, 'reports-benchmarks-owner-1366');
    await owner.context().close();

    const head = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signInQuietly(head, 'marketing@demo.school');
    await go(head, '/report/benchmarks');
    const ranking = head.getByTestId('benchmark-ranking');
    await shown(ranking);
    expect(await ranking.innerText()).toContain('Tiny Tots Academy Koregaon Park');
    expect(await seriousViolations(head)).toEqual([]);
    await shot(head, 'reports-benchmarks-head-office-1366');
    await head.context().close();
  });
});
