import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  launch,
  newPage,
  PHONE,
  shown,
  signIn,
  signInQuietly,
  submit,
  until,
  type Browser,
  sideways,
  go,
} from './browser.ts';

/**
 * Fees on a parent's phone: what the home says is owed is paid where it is shown (a late pickup, without a fee plan
 * being needed), and the payment page by link speaks the family's language.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const PARENT = 'parent@demo.school';
const CENTRE = 'franchisee-a@demo.school';

interface Account {
  plans: unknown[];
  charges: { id: number; description: string; amountPaise: number; status: string }[];
}

describe('fees on a parent’s phone', () => {
  // About 15 s measured; two minutes leave room for a machine a few times slower.
  it('the parent pays a late-pickup charge from the home’s Pay and sees it paid with its receipt', async () => {
    const api = await apiClient(PARENT);
    const before = (await api<Account>('GET', '/api/student-account/me')).json;
    const late = before.charges.find((c) => c.status === 'DUE' && c.description.startsWith('Late pickup'));
    expect(late, 'the demo’s late pickup of a week ago, still due').toBeDefined();
    const rupees = `₹${(late!.amountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

    const page = await newPage(browser, PHONE);
    await signIn(page, PARENT);
    await shown(page.getByTestId('home-owed'));
    await page.getByTestId('home-pay').click();
    await page.waitForURL(/\/student-account\/details$/);

    const row = page.getByTestId('charge-row').filter({ hasText: late!.description });
    const pay = row.getByRole('button', { name: `Pay ${rupees}` });
    await shown(pay);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await submit(pay, { path: '/api/student-account/charges/order' });
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByText('Test mode: no real money moves'));
    const verified = await submit(dialog.getByRole('button', { name: `Pay ${rupees} (test)` }), {
      path: '/api/public/payments/verify',
    });
    expect(verified.status()).toBe(200);
    const { receiptNo } = (await verified.json()) as { receiptNo: string };

    await shown(page.getByTestId('charge-paid').getByText(`receipt ${receiptNo}`));
    await shown(row.getByText('Paid', { exact: true }));
    await shown(row.getByText(`Paid under receipt ${receiptNo}`));
    await shown(row.getByRole('link', { name: 'Receipt' }));
    expect(await row.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    const after = (await api<Account>('GET', '/api/student-account/me')).json;
    expect(after.charges.find((c) => c.id === late!.id)?.status).toBe('PAID');
  }, 120_000);

  // About 10 s measured; two minutes leave room for a machine a few times slower.
  it('the fee account says the late pickup in the parent’s language, Hindi or Tamil', async () => {
    const api = await apiClient(PARENT);
    const account = (await api<Account>('GET', '/api/student-account/me')).json;
    const late = account.charges.find((c) => c.description.startsWith('Late pickup'));
    expect(late, 'the demo’s late pickup of a week ago').toBeDefined();
    // "Late pickup on 21-11-2026: collected at 06:26 PM, 26 minutes after closing": the date and time stay.
    const [, date, time, minutes] = /on (\S+): collected at (\d\d:\d\d [AP]M), (\d+) minutes/.exec(late!.description)!;
    const words = {
      hi: `${date} को देर से ले जाना: ${time} पर ले गए, बंद होने के ${minutes} मिनट बाद`,
      ta: `${date} அன்று தாமதமாக அழைத்துச் சென்றது: ${time} மணிக்கு, மூடிய ${minutes} நிமிடங்களுக்குப் பின்`,
    };
    try {
      for (const language of ['hi', 'ta'] as const) {
        expect((await api('PUT', '/api/admin/me/language', { language })).status).toBe(200);
        const page = await newPage(browser, PHONE);
        await signInQuietly(page, PARENT);
        await go(page, '/student-account/details');
        await until(() => page.evaluate(() => document.documentElement.lang)).toBe(`${language}-IN`);
        await shown(page.getByTestId('charge-row').getByText(words[language]));
        expect(await page.locator('body').textContent()).not.toMatch(/Late pickup|minutes after closing|Installment/);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await page.context().close();
      }
    } finally {
      await api('PUT', '/api/admin/me/language', { language: 'en' });
    }
  }, 120_000);

  // About 10 s measured; two minutes leave room for a machine a few times slower.
  it('the payment page by link reads in Hindi, with the amounts in ₹', async () => {
    // Centre 2 assigns its Hybrid plan to a child who has none, for the link.
    const centre = await apiClient(CENTRE);
    const admissions = (
      await centre<{ rows: { id: number; classIdLabel: string }[] }>(
        'GET',
        '/api/student-admission?pageSize=200&sort=id&dir=desc',
      )
    ).json.rows.filter((r) => ['Playgroup', 'Nursery', 'LKG', 'UKG'].includes(r.classIdLabel));
    let admission: number | undefined;
    for (const a of admissions) {
      const account = (await centre<Account>('GET', `/api/student-account/${a.id}`)).json;
      if (account.plans.length === 0) {
        admission = a.id;
        break;
      }
    }
    expect(admission, 'a Hybrid child without a plan').toBeDefined();
    const plans = (await centre<{ rows: { id: number }[] }>('GET', '/api/fee-plan?q=Hybrid%20annual%20plan')).json;
    const assigned = await centre<{ referenceId: string }>('POST', `/api/fee-plans/${plans.rows[0]!.id}/assign`, {
      studentAdmissionId: admission,
    });
    expect(assigned.status, assigned.text).toBe(201);

    const page = await newPage(browser, PHONE);
    await go(page, `/admission-payments/${assigned.json.referenceId}?lang=hi`);
    await until(() => page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
    await shown(page.getByText('टेस्ट मोड', { exact: true }));
    for (const words of ['कुल', 'छूट', 'अभी बाकी']) await shown(page.getByText(words, { exact: true }).first());
    await shown(page.getByTestId('payment-heading').getByText(/की फ़ीस · Hybrid annual plan/));
    // The first installment a child joining now owes: which one depends on the day the plan is assigned.
    const first = page.getByTestId('installment-card').first();
    const label = /^(किस्त \d+|पूरी फ़ीस एक साथ|प्रवेश के दिन से)$/;
    await shown(first.getByText(label));
    // Its accessible name starts with what it shows, then says which installment (WCAG 2.5.3).
    const pay = first.getByRole('button', { name: /^₹[\d,]+\.\d\d भरें \((किस्त \d+|पूरी फ़ीस एक साथ|प्रवेश के दिन से)\)$/ });
    await shown(pay);
    expect(await pay.textContent()).toMatch(/^₹[\d,]+\.\d\d भरें$/);
    expect(await page.locator('body').textContent()).not.toMatch(/Installment|Pay |Still due|Rs\./);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await submit(pay, { path: '/api/public/payments/order' });
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByText('टेस्ट मोड: असली पैसा नहीं कटता'));
    await submit(dialog.getByRole('button', { name: /^₹[\d,]+\.\d\d भरें \(टेस्ट\)$/ }), {
      path: '/api/public/payments/verify',
    });
    await page.waitForURL(/\/payment-invoice\?receipt=/);
    await shown(page.getByText('धन्यवाद'));
    await shown(page.getByText(/आपका भुगतान रसीद RCP\/002\/.+ पर मिल गया।/));
    await shown(page.getByRole('link', { name: 'रसीद डाउनलोड करें (PDF)' }));
  }, 120_000);
});
