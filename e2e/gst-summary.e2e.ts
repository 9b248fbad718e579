import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPaise, todayInIndia } from '@portal/core';
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
  type Browser,
  sideways,
} from './browser.ts';

/**
 * The GST summary on the centre's phone and desk: after a sale of uniforms to a family, the month shows the
 * exempt fees and the taxable value and tax per HSN code, the same figures the API gives, and exports as CSV;
 * a month without invoices says so.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

/** GST_SHOTS_DIR=/tmp/x saves the screen at each width. */
const shot = shooter('GST_SHOTS_DIR');

const CENTRE = 'franchisee-a@demo.school';
const PARENT = 'parent@demo.school';

type Summary = {
  figures: { key: string; label: string; value: number | null }[];
  rows: { hsnCode: string; taxablePaise: number }[];
  invoices: number;
};

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

describe('the GST summary of a month', () => {
  // About 15 s on a quiet machine: three minutes leave room for one a few times slower.
  it('shows the month at 390 px and 1366 px, exports it as CSV, and says when a month is empty', async () => {
    const centre = await apiClient(CENTRE);
    const parent = await apiClient(PARENT);
    const child = (await parent<{ studentAdmissionId: number }>('GET', '/api/student/dashboard')).json
      .studentAdmissionId;
    const catalogue = await centre<{ rows: { id: number; name: string }[] }>('GET', '/api/family-sales/catalogue');
    const tshirt = catalogue.json.rows.find((p) => p.name === 'Uniform T-shirt')!;
    const sale = await centre<{ invoiceNo: string }>('POST', '/api/family-sales', {
      studentAdmissionId: child,
      items: [{ productId: tshirt.id, quantity: 2 }],
    });
    expect(sale.status, sale.text).toBe(201);

    const month = todayInIndia().slice(0, 7);
    const summary = (await centre<Summary>('GET', `/api/gst/summary?month=${month}`)).json;
    const value = (key: string) => summary.figures.find((f) => f.key === key)!.value ?? 0;
    expect(value('gst.taxable')).toBeGreaterThan(0);

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newPage(browser, viewport);
      await signInQuietly(page, CENTRE);
      await openLoaded(page, `${baseUrl()}/report/gst-summary`, '/api/gst/summary');
      await shown(page.getByTestId('gst-totals').getByText(monthName(month), { exact: false }));
      expect(await page.getByTestId('gst-month').inputValue()).toBe(monthName(month));
      for (const key of ['gst.exempt', 'gst.nilExempt', 'gst.taxable', 'gst.cgst', 'gst.sgst', 'gst.igst'])
        await shown(page.getByTestId(`figure-${key}`).getByText(formatPaise(value(key)), { exact: true }));
      await shown(page.getByTestId('gst-rows').getByText('6109', { exact: true }).first());
      expect(await sideways(page), `sideways scroll at ${viewport.width} px`).toBeLessThanOrEqual(0);
      await shot(page, `gst-summary-${viewport.width}`);
      expect(await page.locator('body').innerText()).not.toMatch(/paise/i);

      const [download, answer] = await Promise.all([
        page.waitForEvent('download'),
        submit(page.getByRole('button', { name: 'Export CSV' }), { path: '/api/gst/summary', method: 'GET' }),
      ]);
      expect(answer.status()).toBe(200);
      expect(download.suggestedFilename()).toBe(`gst-summary-BLR-001-${month}.csv`);
      const csv = (await readFile((await download.path())!)).toString('utf8').replace(/^\ufeff/, '');
      const lines = csv.trim().split('\n');
      expect(lines[0]).toBe('Supply,HSN,GST rate (%),Invoices,Value (₹),CGST (₹),SGST (₹),IGST (₹)');
      expect(lines).toContain(
        [
          'Total',
          '',
          '',
          String(summary.invoices),
          (value('gst.taxable') / 100).toFixed(2),
          (value('gst.cgst') / 100).toFixed(2),
          (value('gst.sgst') / 100).toFixed(2),
          (value('gst.igst') / 100).toFixed(2),
        ].join(','),
      );
      expect(lines.some((l) => l.startsWith('Taxable,6109,5,'))).toBe(true);

      if (viewport === PHONE) {
        // The oldest month offered has no invoices: the screen says so instead of an empty table.
        await page.getByTestId('gst-month').click();
        const options = page.getByRole('option');
        const oldest = options.last();
        const oldestName = (await oldest.textContent())!;
        await submit(oldest, { path: '/api/gst/summary', method: 'GET' });
        await shown(page.getByText(`No tax invoices in ${oldestName}.`));
        await shot(page, 'gst-summary-empty-390');
        expect(await sideways(page)).toBeLessThanOrEqual(0);

        // The sale itself is recorded on a screen that fits the phone too.
        await openLoaded(page, `${baseUrl()}/indent/family-sale`, '/api/family-sales/catalogue');
        await shown(page.getByRole('button', { name: 'Record the sale' }));
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await shot(page, 'family-sale-390');
      }
      await page.context().close();
    }
  }, 180_000);
});
