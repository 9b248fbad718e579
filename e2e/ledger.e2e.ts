import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPaise } from '@portal/core';
import {
  baseUrl,
  launch,
  newPage,
  settleForShot,
  signIn,
  type Browser,
  type Page,
  until,
  BUDGET,
  shown,
  go,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

/** Where the flow leaves its screenshots (SCREENSHOT_DIR), when asked to. */
const shots = process.env.SCREENSHOT_DIR;

/** A call with the signed-in page's token, or none for the public payment pages. */
async function apiCall<T>(page: Page | null, method: string, path: string, body?: unknown, viaPage?: Page): Promise<T> {
  const on = page ?? viaPage!;
  const token = page ? await page.evaluate(() => localStorage.getItem('token')) : null;
  const res = await on.request.fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const listText = (page: Page) => page.getByTestId('ledger-line-list').textContent();

describe('franchisee ledger screens', () => {
  it('shows kit order charges, payments to head office and the nodal account each on its own screen', async () => {
    const centre = await newPage(browser);
    await signIn(centre, 'franchisee-b@demo.school');
    const finance = await newPage(browser);
    await signIn(finance, 'finance@demo.school');
    const delivery = await newPage(browser);
    await signIn(delivery, 'delivery@demo.school');

    // Centre 3 (Tiny Tots, Pune) only: the other flows work on centre 2 and count its carts and ledgers.
    // A kit order for one LKG child, confirmed: its charge lands on the centre's account.
    const cart = await apiCall<{ rows: { enrollmentID: number; className: string }[] }>(
      centre,
      'GET',
      '/api/place-order/cart?kitType=CURRICULUM_KIT_1',
    );
    const child = cart.rows.find((r) => r.className === 'LKG') ?? cart.rows[0];
    const order = await apiCall<{ id: number }>(centre, 'POST', '/api/place-order', {
      kitType: 'CURRICULUM_KIT_1',
      studentAdmissionIds: [child.enrollmentID],
    });
    await apiCall(delivery, 'POST', `/api/order-history/${order.id}/confirm`, {});

    // The centre pays head office by bank transfer.
    await apiCall(finance, 'POST', '/api/ledger/transaction/add', {
      franchiseeId: 3,
      type: 'DEBIT_NOTE',
      amountPaise: 1_000_00,
      reason: 'Signage board',
    });
    await apiCall(finance, 'POST', '/api/ledger/transfer-franchisee-to-bb', {
      franchiseeId: 3,
      amountPaise: 750_00,
      utr: 'E2EPAY4411',
    });

    // A parent pays an installment online (test mode): the nodal account holds it for the centre.
    const plans = await apiCall<{ rows: { id: number }[] }>(centre, 'GET', '/api/fee-plan?q=Hybrid%20annual%20plan');
    const admitted = await apiCall<{ rows: { id: number; classIdLabel: string }[] }>(
      centre,
      'GET',
      '/api/student-admission?pageSize=200',
    );
    let admission = 0;
    for (const a of admitted.rows.filter((r) => ['Playgroup', 'Nursery', 'LKG', 'UKG'].includes(r.classIdLabel))) {
      const account = await apiCall<{ plans: unknown[] }>(centre, 'GET', `/api/student-account/${a.id}`);
      if (account.plans.length === 0) {
        admission = a.id;
        break;
      }
    }
    const assigned = await apiCall<{ referenceId: string }>(
      centre,
      'POST',
      `/api/fee-plans/${plans.rows[0].id}/assign`,
      {
        studentAdmissionId: admission,
      },
    );
    const plan = await apiCall<{ installments: { id: number; amountPaise: number }[] }>(
      null,
      'GET',
      `/api/public/admission-payments/${assigned.referenceId}`,
      undefined,
      centre,
    );
    const payOrder = await apiCall<{ orderId: string }>(
      null,
      'POST',
      '/api/public/payments/order',
      { referenceId: assigned.referenceId, installmentId: plan.installments[0].id },
      centre,
    );
    const signed = await apiCall(
      null,
      'POST',
      '/api/public/payments/test-checkout',
      { orderId: payOrder.orderId },
      centre,
    );
    await apiCall(null, 'POST', '/api/public/payments/verify', signed, centre);

    // Each spec path shows its own lines.
    await go(finance, '/ledger/franchisee-order-kit');
    await shown(finance.getByRole('heading', { name: 'Franchisee kit orders' }));
    await until(() => listText(finance)).toContain(`Order ${order.id}`);
    expect(await listText(finance)).not.toContain('E2EPAY4411');
    if (shots) await screenshots(finance, 'franchisee-order-kit');

    await go(finance, '/ledger/franchisee/payments');
    await shown(finance.getByRole('heading', { name: 'Franchisee payments' }));
    await until(() => listText(finance)).toContain('E2EPAY4411');
    expect(await listText(finance)).toContain('₹750.00');
    expect(await listText(finance)).not.toContain(`Order ${order.id}`);
    if (shots) await screenshots(finance, 'franchisee-payments');

    await go(finance, '/ledger/franchisee-nodal');
    await shown(finance.getByRole('heading', { name: 'Franchisee nodal account' }));
    await until(() => listText(finance)).toContain(formatPaise(plan.installments[0].amountPaise));
    expect(await listText(finance)).toContain('Tiny Tots');
    expect(await listText(finance)).not.toContain('E2EPAY4411');
    expect(await listText(finance)).not.toContain(`Order ${order.id}`);
    if (shots) await screenshots(finance, 'franchisee-nodal');

    // The filters narrow the list; nothing matching says so.
    await finance.getByLabel('Search').fill('no-such-reference');
    await shown(finance.getByText('No online collection yet'));

    // The student ledger is named after the student.
    const ledger = await apiCall<{ student: { name: string } }>(centre, 'GET', `/api/ledger/student/${admission}`);
    await go(centre, `/ledger/student-ledger/${admission}`);
    await until(() => centre.getByTestId('page-title').textContent()).toContain(ledger.student.name);
    if (shots) await screenshots(centre, 'student-ledger');
  });

  it('says in place when an id in the address does not exist', async () => {
    const finance = await newPage(browser);
    await signIn(finance, 'finance@demo.school');
    for (const [path, text] of [
      ['/ledger/student-ledger/999999', 'Student not found'],
      ['/ledger/franchisee/detail/99999', 'Centre not found'],
      ['/ledger/franchisee/royalty-invoice/999999', 'Royalty invoice not found'],
    ]) {
      await go(finance, path);
      await until(() => finance.getByText(text).isVisible(), BUDGET.poll, path).toBe(true);
    }
  });
});

/** The page at desktop and phone widths. */
async function screenshots(page: Page, name: string) {
  mkdirSync(shots!, { recursive: true });
  await settleForShot(page);
  await page.screenshot({ path: `${shots}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 860 });
}
