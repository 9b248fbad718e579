import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  launch,
  newPage,
  PHONE,
  shooter,
  shown,
  signInQuietly,
  submit,
  type Browser,
  sideways,
  go,
} from './browser.ts';

/**
 * The front desk on a phone: the counsellor who took a family's walk-in takes its application fee at her desk (the
 * network gives her role the desk permission for form fees), and once finance has approved it hands over the receipt.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const COUNSELLOR = 'counsellor@demo.school';
const CENTRE = 'franchisee-a@demo.school';
const FINANCE = 'finance@demo.school';
const shot = shooter('DESK_SHOTS_DIR');

describe('the front desk', () => {
  // About 20 s measured; two minutes leave room for a machine a few times slower.
  it('a counsellor takes the application fee on her phone, and the receipt shows once finance approves', async () => {
    const centre = await apiClient(CENTRE);
    const counsellor = await apiClient(COUNSELLOR);
    const years = (
      await centre<{ rows: { id: number }[] }>('GET', '/api/franchiseeAcademicYears?isCurrentAcademicYear=true')
    ).json;
    const classes = (await centre<{ rows: { id: number; name: string }[] }>('GET', '/api/class?pageSize=50')).json;
    const made = await counsellor<{ id: number; enquiryCode: string }>('POST', '/api/enquiry', {
      academicYearId: years.rows[0]!.id,
      source: 'Walk-in',
      parentName: 'Rehana Qadri',
      childName: 'Ayat Qadri',
      childDob: '2022-06-02',
      mobile: `98${String(Date.now()).slice(-8)}`,
      classId: classes.rows.find((c) => c.name === 'Nursery')!.id,
    });
    expect(made.status, made.text).toBe(201);
    const asked = await counsellor('POST', `/api/enquiry/${made.json.id}/application`, { feePaise: 75_000 });
    expect(asked.status, asked.text).toBe(201);

    const page = await newPage(browser, PHONE);
    await signInQuietly(page, COUNSELLOR);
    await go(page, `/forms/edit/${made.json.enquiryCode}`);
    const step = page.getByTestId('step-application');
    await shown(step.getByText('Fee ₹750.00'));
    await step.getByTestId('mark-paid-application').click();
    await page.waitForURL(/\/payments\/application-form\//);
    await shown(page.getByRole('heading', { name: 'Take a payment at the desk' }));
    await shown(page.getByText(/received ₹0\.00, due ₹750\.00/));
    expect(await page.getByTestId('desk-amount').inputValue()).toBe('750.00');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'desk-fee-phone');

    const recorded = await submit(page.getByTestId('desk-record'), { path: '/api/payments/offline' });
    expect(recorded.status()).toBe(201);
    const payment = (await recorded.json()) as { id: number; status: string };
    await shown(
      page
        .getByTestId('desk-recorded')
        .getByText('Payment recorded: it waits for finance’s approval, which issues the receipt'),
    );

    // Desk money of a form fee waits for finance (the demo's fee heads say so); finance approves it.
    const approved = await (
      await apiClient(FINANCE)
    )<{ receiptNo: string }>('POST', `/api/approve-payment/${payment.id}/approve`);
    expect(approved.status, approved.text).toBe(200);

    await page.reload();
    const receipts = page.getByTestId('desk-receipts');
    await shown(receipts.getByText(`Paid under receipt ${approved.json.receiptNo}`, { exact: false }));
    const download = receipts.getByRole('button', { name: 'Download receipt (PDF)' });
    const pdf = await submit(download, { path: `/api/payments/${payment.id}/receipt`, method: 'GET' });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    // Paid in full: the desk takes nothing more for it.
    expect(await page.getByTestId('desk-record').count()).toBe(0);
    await shot(page, 'desk-fee-receipt-phone');
  }, 120_000);
});
