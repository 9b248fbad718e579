import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMonth } from '@portal/core';
import {
  apiClient,
  baseUrl,
  launch,
  newPage,
  signIn,
  signInQuietly,
  type Browser,
  type Page,
  submit,
  until,
  shown,
  go,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

// The month in India, as the royalty screens show it ('Nov 2026').
const thisMonth = formatMonth(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7));

/** A signed-in page's own API call (its stored token), for finding demo rows. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

/**
 * An admitted Hybrid-class student of centre 2 with no fee plan yet, oldest first: a child who joined at the start
 * of the year is billed the whole plan (one admitted today by another flow gets a plan from this month on).
 */
async function admissionWithoutPlan(page: Page): Promise<number> {
  const list = await apiGet<{ rows: { id: number; classIdLabel: string }[] }>(
    page,
    '/api/student-admission?pageSize=200&sort=id&dir=asc',
  );
  for (const a of list.rows.filter((r) => ['Playgroup', 'Nursery', 'LKG', 'UKG'].includes(r.classIdLabel))) {
    // An empty account: no plan, and no other charge (a late pickup) that the figures below would carry.
    const account = await apiGet<{ plans: unknown[]; charges: unknown[] }>(page, `/api/student-account/${a.id}`);
    if (account.plans.length === 0 && account.charges.length === 0) return a.id;
  }
  throw new Error('no admitted Hybrid student without a fee plan');
}

const owed = async (page: Page) => (await page.getByTestId('ledger-balance').textContent())!;

describe('fees to royalty e-invoice', () => {
  // A test-mode payment by link with a PDF receipt, ledgers and royalty, an offline payment approved, the e-invoice.
  // About 20 s on a busy two-core machine: 90 s leaves room for a machine a few times slower.
  it('takes a plan from assignment through payments and ledgers to the royalty e-invoice', async () => {
    // franchisee-a opens a student's empty fee account and follows it to assigning the approved Hybrid plan.
    const centre = await newPage(browser);
    await signIn(centre, 'franchisee-a@demo.school');
    const admission = await admissionWithoutPlan(centre);
    await go(centre, `/ledger/student-fee-plan/${admission}`);
    await until(() => centre.getByTestId('no-plan').textContent()).toContain('No fee plan is assigned yet.');
    await centre.getByTestId('assign-plan').click();
    await centre.waitForURL(new RegExp(`/fee-component/fee-plan/assign/${admission}$`));
    await centre.getByLabel('Approved plan').first().click();
    await centre.getByRole('option', { name: /Hybrid annual plan \(4 installments\)/ }).click();
    await centre.getByRole('button', { name: 'Assign plan' }).click();
    const link = centre.getByTestId('payment-link');
    await link.waitFor();
    const paymentPath = (await link.getAttribute('href'))!;
    expect(paymentPath).toMatch(/^\/admission-payments\/[A-Za-z0-9_-]{24}$/);
    // The assigned plan offers its next steps: the fee account, the ledger, a payment at the desk.
    const assigned = centre.getByTestId('assigned-plan');
    for (const next of ['Fee account', 'Open the ledger', 'Take a payment at the desk'])
      await shown(assigned.getByRole('link', { name: next }));

    // The parent pays the first installment by link, without signing in, in test mode.
    const parent = await newPage(browser, { width: 390, height: 844 });
    await go(parent, paymentPath);
    // On a phone each installment is a card; nothing scrolls sideways.
    await until(() => parent.getByTestId('installment-card').count()).toBeGreaterThan(1);
    expect(await parent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await parent.getByRole('button', { name: /^Pay ₹[\d,.]+ \(Installment 1\)$/ }).click();
    await shown(parent.getByText('Test mode: no real money moves'));
    await submit(parent.getByRole('button', { name: /Pay ₹15,000\.00 \(test\)/ }));
    await parent.waitForURL(/\/payment-invoice\?receipt=/);
    await shown(parent.getByText(/under receipt RCP\/002\//));
    const [download] = await Promise.all([
      parent.waitForEvent('download'),
      parent.getByTestId('download-receipt').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-RCP-002-\d{4}-\d{2}-\d+\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    // The fee account: the paid installment's badge is green, the next one's is not; amounts in rupees.
    await go(centre, `/ledger/student-fee-plan/${admission}`);
    const badge = (status: string) => centre.getByTestId('installments').locator(`[data-status="${status}"]`).first();
    await badge('PAID').waitFor();
    expect(await badge('PAID').textContent()).toBe('Paid');
    const colour = (status: string) => badge(status).evaluate((el) => getComputedStyle(el).color);
    const paidColour = (await colour('PAID')).match(/\d+/g)!.map(Number);
    expect(paidColour[1]).toBeGreaterThan(paidColour[0]);
    const next = (await centre
      .getByTestId('installments')
      .locator('[data-status]')
      .nth(1)
      .getAttribute('data-status'))!;
    expect(await colour(next)).not.toBe(await colour('PAID'));
    expect(await centre.locator('main').textContent()).not.toMatch(/paise|basis points|APPROVAL_WAITING/);
    await shown(centre.getByTestId('take-payment'));
    await shown(centre.getByTestId('open-ledger'));

    // The student ledger shows the fee billed and the payment; royalty due follows the collection.
    await go(centre, `/ledger/student-ledger/${admission}`);
    await until(() => owed(centre)).toContain('₹45,000.00');
    await go(centre, '/royalty/list');
    const royaltyRow = centre
      .getByTestId('royalty-list')
      .getByRole('row')
      .filter({ hasText: thisMonth })
      .filter({ hasText: 'Little Sprouts' });
    await until(() => royaltyRow.textContent()).toMatch(/₹15,000\.00/);

    // The centre records a cash payment for the second installment; finance approves it.
    await go(centre, `/payments/pay/${paymentPath.split('/').pop()}`);
    await centre
      .getByLabel(/^Installment/)
      .first()
      .click();
    await centre.getByRole('option', { name: /Installment 2/ }).click();
    // Choosing the installment takes what is due on it; a blank amount asks for one in words.
    const amount = centre.getByLabel(/^Amount/).first();
    await until(() => amount.inputValue()).toBe('15000.00');
    await amount.fill('');
    await centre.getByRole('button', { name: 'Record payment' }).click();
    await shown(centre.getByText('Enter the amount'));
    await amount.fill('15000');
    await submit(centre.getByRole('button', { name: 'Record payment' }));
    // The desk screen says it waits for finance; the payment links list it so.
    await shown(centre.getByTestId('desk-recorded').getByText(/waits for finance/));
    await centre.getByRole('button', { name: 'Back to payment links' }).click();
    await centre.waitForURL(/\/payment-links\/page\/1$/);
    await until(() => centre.getByTestId('payments-table').textContent()).toContain('Awaiting approval');

    const finance = await newPage(browser);
    await signInQuietly(finance, 'finance@demo.school');
    await go(finance, '/approve-payment/list');
    const waiting = finance
      .getByTestId('payments-table')
      .getByRole('row')
      .filter({ hasText: 'Cash' })
      .filter({ hasText: '₹15,000.00' });
    await waiting
      .getByRole('button', { name: /^Approve payment/ })
      .first()
      .click();
    // Approving asks first, naming the payment and what follows.
    const approveDialog = finance.getByRole('dialog', { name: 'Approve payment?' });
    await until(() => approveDialog.textContent()).toMatch(/Approve ₹15,000\.00 \(Cash\) from .*receipt is issued/);
    const approved = await submit(approveDialog.getByRole('button', { name: 'Approve' }), {
      path: /^\/api\/approve-payment\/\d+\/approve$/,
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await shown(finance.getByText('Payment approved'));
    await go(centre, `/ledger/student-ledger/${admission}`);
    await until(() => owed(centre)).toContain('₹30,000.00');

    // Head office issues the month's royalty invoice to the centre: GST e-invoice with an IRN.
    await go(finance, '/royalty/list');
    const row = finance
      .getByTestId('royalty-list')
      .getByRole('row')
      .filter({ hasText: thisMonth })
      .filter({ hasText: 'Little Sprouts' });
    await row.getByRole('button', { name: /^Issue invoice/ }).click();
    const issueDialog = finance.getByRole('dialog', { name: 'Issue the royalty invoice?' });
    await until(() => issueDialog.textContent()).toMatch(/Little Sprouts.*GST portal for its IRN/);
    await submit(issueDialog.getByRole('button', { name: 'Issue invoice' }));
    await until(() => row.textContent()).toMatch(/R002\/\d{4}\/\d+/);
    await go(finance, '/royalty/eInvoice-list');
    const invoice = finance
      .getByTestId('einvoice-list')
      .getByRole('row')
      .filter({ hasText: thisMonth })
      .filter({ hasText: 'Little Sprouts' });
    await until(() => invoice.textContent()).toContain('IRN generated');
    const [pdf] = await Promise.all([
      finance.waitForEvent('download'),
      invoice.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // The franchisee ledger now carries the invoice.
    await go(centre, '/ledger/franchisee');
    await until(() => owed(centre)).toMatch(/Owed to head office: ₹[1-9]/);
  });
});

describe("a parent's fee account", () => {
  it('shows the transactions under student-account/transaction, not the fee account again', async () => {
    const parent = await newPage(browser, { width: 390, height: 844 });
    await signInQuietly(parent, 'parent@demo.school');
    await go(parent, '/student-account/transaction');
    await shown(parent.getByRole('heading', { name: 'Transactions' }));
    await go(parent, '/student-account/details');
    await shown(parent.getByRole('heading', { name: 'Fee account' }));
  });
});

describe('screens behind an id', () => {
  // About 15 s measured; two minutes leave room for a machine a few times slower.
  it("finance reviews an enquiry's payments and approves one; the centre edits a waiting concession", async () => {
    const centreApi = await apiClient('franchisee-a@demo.school');
    const years = (
      await centreApi<{ rows: { id: number }[] }>('GET', '/api/franchiseeAcademicYears?isCurrentAcademicYear=true')
    ).json;
    const classes = (await centreApi<{ rows: { id: number; name: string }[] }>('GET', '/api/class?pageSize=50')).json;
    const made = await centreApi<{ id: number; enquiryCode: string }>('POST', '/api/enquiry', {
      academicYearId: years.rows[0]!.id,
      source: 'Walk-in',
      parentName: 'Imran Sheikh',
      childName: 'Alina Sheikh',
      childDob: '2022-08-14',
      mobile: '9000000731',
      classId: classes.rows.find((c) => c.name === 'Nursery')!.id,
    });
    expect(made.status, made.text).toBe(201);
    const asked = await centreApi('POST', `/api/enquiry/${made.json.id}/application`, { feePaise: 50_000 });
    expect(asked.status, asked.text).toBe(201);
    const flow = await centreApi<{ forms: { formType: string; paymentReference: string }[] }>(
      'GET',
      `/api/enquiry/${made.json.id}/workflow`,
    );
    const reference = flow.json.forms.find((f) => f.formType === 'APPLICATION')!.paymentReference;
    const cheque = await centreApi('POST', '/api/payments/offline', {
      referenceId: reference,
      amountPaise: 50_000,
      mode: 'CHEQUE',
      instrumentNo: '004512',
      instrumentDate: '2026-11-20',
      bankName: 'Canara Bank',
    });
    expect(cheque.status, cheque.text).toBe(201);

    const finance = await newPage(browser);
    await signInQuietly(finance, 'finance@demo.school');
    await go(finance, `/approve-payment/approve-payment-details/${made.json.id}`);
    await shown(finance.getByRole('heading', { name: `Payments of enquiry ${made.json.enquiryCode}` }));
    const row = finance.getByTestId('enquiry-payments').getByRole('row').filter({ hasText: 'Canara Bank' });
    await until(() => row.textContent()).toMatch(
      /Application fee.*₹500\.00.*Cheque.*004512 · 20-11-2026 · Canara Bank/,
    );
    await shown(row.getByText('Awaiting approval'));
    await row.getByRole('button', { name: /^Approve payment/ }).click();
    await submit(finance.getByRole('dialog').getByRole('button', { name: 'Approve' }), {
      path: /^\/api\/approve-payment\/\d+\/approve$/,
    });
    await shown(row.getByText('Confirmed'));
    await shown(row.getByRole('link', { name: /^RCP\/002\// }));

    // The centre asks a concession on a plan, then changes it on its edit form.
    const centre = await newPage(browser);
    await signIn(centre, 'franchisee-a@demo.school');
    const admission = await admissionWithoutPlan(centre);
    const plans = (await centreApi<{ rows: { id: number }[] }>('GET', '/api/fee-plan?q=Hybrid%20annual%20plan')).json;
    const plan = await centreApi<{ id: number }>('POST', `/api/fee-plans/${plans.rows[0]!.id}/assign`, {
      studentAdmissionId: admission,
    });
    expect(plan.status, plan.text).toBe(201);
    const types = (await centreApi<{ rows: { id: number; name: string }[] }>('GET', '/api/concession-type?pageSize=50'))
      .json.rows;
    const concession = await centreApi<{ id: number }>('POST', '/api/fee-concessions', {
      studentFeePlanId: plan.json.id,
      concessionTypeId: types.find((x) => x.name === 'Early Bird')!.id,
      reason: 'Admission before 31 January',
    });
    expect(concession.status, concession.text).toBe(201);
    await go(centre, `/fee-Concession/edit/${concession.json.id}`);
    const form = centre.getByTestId('concession-form');
    await until(() => form.getByTestId('concession-amount').textContent()).toBe('₹2,000.00');
    const amount = form.getByRole('textbox', { name: 'Amount (₹)' });
    await until(() => amount.inputValue()).toBe('2000.00');
    await amount.fill('15,00');
    await form.getByRole('button', { name: 'Save' }).click();
    await shown(form.getByText('Amount must be rupees with at most 2 decimals'));
    await amount.fill('1500');
    await submit(form.getByRole('button', { name: 'Save' }), { path: `/api/fee-concessions/${concession.json.id}` });
    await until(() => form.getByTestId('concession-amount').textContent()).toBe('₹1,500.00');
    await centre.reload();
    await until(() => centre.getByTestId('concession-form').getByTestId('concession-amount').textContent()).toBe(
      '₹1,500.00',
    );
    await centre.getByTestId('concession-form').getByRole('button', { name: 'Cancel' }).click();
    await centre.waitForURL(/\/fee-Concession\/list$/);
  }, 120_000);
});
