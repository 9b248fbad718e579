import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  launch,
  newPage,
  PHONE,
  shown,
  type Browser,
  signInQuietly,
  sideways,
  go,
} from './browser.ts';
import { pdfText } from './pdf.ts';

/**
 * The tuition fee certificate on a parent's phone: the fee account offers each financial year with tuition paid,
 * and its button downloads that year's certificate.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PARENT = 'parent@demo.school';
const CENTRE = 'franchisee-a@demo.school';

type Years = { years: { financialYear: string; totalPaise: number }[] };

describe('the tax certificate on a parent’s phone', () => {
  // About 15 s on a quiet machine: two minutes leave room for one a few times slower.
  it('downloads the tuition fee certificate of a year with tuition paid, at 390 px', async () => {
    const centre = await apiClient(CENTRE);
    const parentApi = await apiClient(PARENT);
    const child = (await parentApi<{ studentAdmissionId: number }>('GET', '/api/student/dashboard')).json
      .studentAdmissionId;

    // Tuition paid this financial year: the child's Hybrid plan (another flow may have assigned and paid it).
    let years = (await parentApi<Years>('GET', `/api/tax-certificates/${child}`)).json.years;
    if (years.length === 0) {
      type Account = { plans: { planName: string; referenceId: string }[] };
      const account = await centre<Account>('GET', `/api/student-account/${child}`);
      let referenceId = account.json.plans.find((p) => p.planName.startsWith('Hybrid annual plan'))?.referenceId;
      if (!referenceId) {
        const plans = await centre<{ rows: { id: number }[] }>('GET', '/api/fee-plan?q=Hybrid%20annual%20plan');
        const assigned = await centre<{ referenceId: string }>(
          'POST',
          `/api/fee-plans/${plans.json.rows[0].id}/assign`,
          {
            studentAdmissionId: child,
          },
        );
        expect(assigned.status, assigned.text).toBe(201);
        referenceId = assigned.json.referenceId;
      }
      const plan = (await (await fetch(`${baseUrl()}/api/public/admission-payments/${referenceId}`)).json()) as {
        installments: { id: number; outstandingPaise: number }[];
      };
      const owed = plan.installments.find((i) => i.outstandingPaise > 0)!;
      const post = (path: string, body: unknown) =>
        fetch(`${baseUrl()}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const order = (await (
        await post('/api/public/payments/order', { referenceId, installmentId: owed.id })
      ).json()) as {
        orderId: string;
      };
      const signed = await (await post('/api/public/payments/test-checkout', { orderId: order.orderId })).json();
      const verified = await post('/api/public/payments/verify', signed);
      expect(verified.status).toBe(200);
      years = (await parentApi<Years>('GET', `/api/tax-certificates/${child}`)).json.years;
    }
    const year = years[0].financialYear;

    const page = await newPage(browser, PHONE);
    await signInQuietly(page, PARENT);
    await go(page, '/student-account/details');
    const card = page.getByTestId('tax-certificates');
    await shown(card.getByText(`Financial year ${year}`));
    const button = page.getByTestId(`tax-certificate-${year}`);
    await shown(button);
    expect(await button.textContent()).toBe('Download tax certificate');
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^tuition-fee-certificate-${year}-.+\\.pdf$`));
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Tuition fee certificate');
    expect(text).toContain(`Financial year ${year}`);
  }, 120_000);
});
