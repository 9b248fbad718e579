import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  launch,
  newPage,
  type Browser,
  type Page,
  submit,
  until,
  signInQuietly,
  go,
} from './browser.ts';
import { pdfText } from './pdf.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

/** The first installment of a payment link still owed (another flow on this database may have paid some). */
async function nextInstallment(referenceId: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/public/admission-payments/${referenceId}`);
  const plan = (await res.json()) as { installments: { label: string; outstandingPaise: number }[] };
  return plan.installments.find((i) => i.outstandingPaise > 0)!.label;
}

/** Pays one installment by link in test mode, as a parent on a phone; answers the receipt's text. */
async function payByLink(parent: Page, referenceId: string, installment: string): Promise<string> {
  await go(parent, `/admission-payments/${referenceId}`);
  // Its name is what it shows (the amount) and then the installment it pays.
  await parent.getByRole('button', { name: `(${installment})` }).click();
  await submit(parent.getByRole('button', { name: /\(test\)$/ }));
  await parent.waitForURL(/\/payment-invoice\?receipt=/);
  const href = (await parent.getByTestId('download-receipt').getAttribute('href'))!;
  const pdf = await parent.request.get(`${baseUrl()}${href}`);
  expect(pdf.status()).toBe(200);
  return pdfText(await pdf.body());
}

/** The first amount in a text, as digits ('₹57,000.00' and 'Rs. 57,000.00' both read '57000.00'). */
const amount = (text: string | null) => text?.match(/(?:₹|Rs\.)\s?([\d,]+\.\d{2})/)?.[1].replaceAll(',', '') ?? '';

describe('fee heads, paid by a parent', () => {
  // About 20 s on a quiet machine: 120 s leaves room for one a few times slower.
  it('pays a bus and a tuition installment, each receipted under its head, and both sides owe the same', async () => {
    const centre = await apiClient('franchisee-a@demo.school');
    const parentApi = await apiClient('parent@demo.school');
    const child = (await parentApi<{ studentAdmissionId: number }>('GET', '/api/student/dashboard')).json
      .studentAdmissionId;
    // The child's plan of that name (another flow on this database may have assigned it), else a new one.
    const assign = async (name: string) => {
      type Account = { plans: { planName: string; referenceId: string }[] };
      const account = await centre<Account>('GET', `/api/student-account/${child}`);
      const held = account.json.plans.find((p) => p.planName.startsWith(name));
      if (held) return held.referenceId;
      const plans = await centre<{ rows: { id: number }[] }>('GET', `/api/fee-plan?q=${encodeURIComponent(name)}`);
      const res = await centre<{ referenceId: string }>('POST', `/api/fee-plans/${plans.json.rows[0].id}/assign`, {
        studentAdmissionId: child,
      });
      expect(res.status, res.text).toBe(201);
      return res.json.referenceId;
    };
    const bus = await assign('School bus quarterly plan');
    const tuition = await assign('Hybrid annual plan');

    const parent = await newPage(browser, { width: 390, height: 844 });
    const busInstallment = await nextInstallment(bus);
    expect(await payByLink(parent, bus, busInstallment)).toContain(`Transport: ${busInstallment}`);
    const tuitionInstallment = await nextInstallment(tuition);
    expect(await payByLink(parent, tuition, tuitionInstallment)).toContain(`Tuition: ${tuitionInstallment}`);

    // The parent's "My child" page: both payments under their heads (newest first), and what is still owed.
    await signInQuietly(parent, 'parent@demo.school');
    await go(parent, '/student/dashboard');
    const fees = parent.getByTestId('dashboard-fees');
    await until(() => fees.textContent()).toMatch(/Tuition ·.*Transport ·/s);
    const parentOwes = amount(await parent.getByTestId('dashboard-fees-outstanding').textContent());
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The centre's fee account of the child owes the same.
    const office = await newPage(browser);
    await signInQuietly(office, 'franchisee-a@demo.school');
    await go(office, `/ledger/student-fee-plan/${child}`);
    await until(async () => amount(await office.getByTestId('account-outstanding').textContent())).toBe(parentOwes);
    expect(Number(parentOwes)).toBeGreaterThan(0);

    // Finance refunds the tuition payment from the payment list; the parent sees it refunded and owed again.
    type Board = { receipts: { feeHeadName: string; status: string; receiptNo: string }[] };
    const board = await parentApi<Board>('GET', `/api/student/dashboard/${child}`);
    const paid = board.json.receipts.find((r) => r.feeHeadName === 'Tuition' && r.status === 'CONFIRMED')!;
    const finance = await newPage(browser);
    await signInQuietly(finance, 'finance@demo.school');
    await go(finance, '/payment-links/page/1');
    await finance.getByRole('button', { name: `Refund receipt ${paid.receiptNo}` }).click();
    await finance.getByLabel('Reason').fill('Child withdrawn before the term');
    await finance.getByRole('button', { name: /^Refund ₹/ }).click();
    await finance.getByText('Payment refunded; the installment is due again').waitFor();
    await go(parent, '/student/dashboard');
    await until(() => fees.textContent()).toContain(`Receipt ${paid.receiptNo} · Refunded`);
    const owedAgain = amount(await parent.getByTestId('dashboard-fees-outstanding').textContent());
    expect(Number(owedAgain)).toBeGreaterThan(Number(parentOwes));
  });
});
