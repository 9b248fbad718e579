import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  launch,
  newPage,
  openLoaded,
  PHONE,
  shown,
  signInQuietly,
  submit,
  type Browser,
} from './browser.ts';

/**
 * AutoPay on a parent's phone: the parent sets it up for the Hybrid plan and approves it in the (test) UPI app, sees
 * the notice of the next debit and skips it; the one after is debited and receipted. The daily sweep is run through
 * the test gateway's hook at the moments it would run (two days before each due date, then on it).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PARENT = 'parent@demo.school';
const CENTRE = 'franchisee-a@demo.school';
const SUPER = 'superadmin@demo.school';

type Installment = { id: number; label: string; dueDate: string; outstandingPaise: number };
type Plan = { id: number; planName: string; installments: Installment[] };

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');
const daysBefore = (iso: string, days: number) =>
  new Date(new Date(`${iso}T09:00:00+05:30`).getTime() - days * 86_400_000).toISOString();

describe('AutoPay on a parent’s phone', () => {
  // About 5 s measured; two minutes leave room for a machine a few times slower.
  it('sets up AutoPay, sees the notice, skips one, and the next is debited with its receipt', async () => {
    const parent = await apiClient(PARENT);
    const centre = await apiClient(CENTRE);
    const head = await apiClient(SUPER);
    const mine = async () =>
      (await parent<{ studentAdmissionId: number; plans: Plan[] }>('GET', '/api/student-account/me')).json;
    let account = await mine();
    if (!account.plans.some((p) => p.planName.startsWith('Hybrid annual plan'))) {
      const plans = (await centre<{ rows: { id: number }[] }>('GET', '/api/fee-plan?q=Hybrid%20annual%20plan')).json;
      const assigned = await centre('POST', `/api/fee-plans/${plans.rows[0]!.id}/assign`, {
        studentAdmissionId: account.studentAdmissionId,
      });
      expect(assigned.status, assigned.text).toBe(201);
      account = await mine();
    }
    const plan = account.plans.find((p) => p.planName.startsWith('Hybrid annual plan'))!;
    const [first, second] = plan.installments.filter((i) => i.outstandingPaise > 0);
    expect(second, 'two installments still owed').toBeDefined();

    const page = await newPage(browser, PHONE);
    await signInQuietly(page, PARENT);
    await openLoaded(page, `${baseUrl()}/student-account/details`, '/api/autopay/me');
    const box = page.getByTestId(`autopay-${plan.id}`);
    await submit(box.getByTestId('autopay-setup'), { path: '/api/autopay/mandates' });
    const approved = await submit(page.getByRole('dialog').getByTestId('autopay-approve-test'), {
      path: /^\/api\/autopay\/mandates\/\d+\/authorise$/,
    });
    expect(approved.status()).toBeLessThan(300);
    await shown(box.getByTestId('autopay-on'));

    // Two days before the first due date the notice goes out; the parent sees it and skips this one.
    const noticed = await head('POST', '/api/autopay/test-sweep', { at: daysBefore(first.dueDate, 2) });
    expect(noticed.status, noticed.text).toBe(200);
    await openLoaded(page, `${baseUrl()}/student-account/details`, '/api/autopay/me');
    const words = `${rupees(first.outstandingPaise)} for ${first.label} will be debited on ${ddmmyyyy(first.dueDate)}`;
    await shown(box.getByText(words));
    const row = box.locator('[data-testid^="autopay-debit-"]').filter({ hasText: words });
    const skipped = await submit(row.getByTestId('autopay-skip'), { path: /\/api\/autopay\/debits\/\d+\/skip$/ });
    expect(skipped.status()).toBe(200);
    const skippedRow = box
      .locator('[data-testid^="autopay-debit-"]')
      .filter({ hasText: `${rupees(first.outstandingPaise)} for ${first.label},` });
    await shown(skippedRow.getByText('Skipped', { exact: true }));

    // The first due date passes without a debit; the second is noticed, then debited on its day.
    await head('POST', '/api/autopay/test-sweep', { at: daysBefore(first.dueDate, 0) });
    await head('POST', '/api/autopay/test-sweep', { at: daysBefore(second.dueDate, 2) });
    const debited = await head<{ debited: number }>('POST', '/api/autopay/test-sweep', {
      at: daysBefore(second.dueDate, 0),
    });
    expect(debited.json.debited).toBeGreaterThanOrEqual(1);

    await openLoaded(page, `${baseUrl()}/student-account/details`, '/api/autopay/me');
    const paid = box
      .locator('[data-testid^="autopay-debit-"]')
      .filter({ hasText: `${rupees(second.outstandingPaise)} for ${second.label}` });
    await shown(paid.getByText('Debited', { exact: true }));
    const payments = (await mine()).plans.find((p) => p.id === plan.id)! as unknown as {
      payments: { studentInstallmentId: number; status: string; receiptNo: string | null }[];
    };
    const receipt = payments.payments.find((p) => p.studentInstallmentId === second.id && p.status === 'CONFIRMED');
    expect(receipt?.receiptNo).toBeTruthy();
    await shown(page.getByTestId('payments').getByText(receipt!.receiptNo!));
    expect(payments.payments.some((p) => p.studentInstallmentId === first.id && p.status === 'CONFIRMED')).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }, 120_000);
});
