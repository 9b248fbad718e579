import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  DESKTOP,
  launch,
  newPage,
  openLoaded,
  PHONE,
  signInQuietly,
  submit,
  type Browser,
} from './browser.ts';

/**
 * Royalty adjustments: a centre owner asks on a phone for a credit on last month's royalty invoice (a refund to a
 * family); head office accepts it at its desk, the credit note with its e-invoice follows, the centre's account
 * with head office goes down by the note, and the owner reads the decision.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const OWNER = 'franchisee-a@demo.school';
const FINANCE = 'finance@demo.school';

describe('royalty adjustments', () => {
  it('is raised by the franchisee and accepted by head office: the credit note and the ledger follow', async () => {
    const owner = await apiClient(OWNER);
    const { rows } = (
      await owner<{ rows: { id: number; invoiceNo: string; adjustablePaise: number }[] }>(
        'GET',
        '/api/royalty/adjustable-invoices',
      )
    ).json;
    const invoice = rows.find((r) => r.adjustablePaise >= 250_00)!;
    expect(invoice, 'the demo invoice of centre 2').toBeDefined();

    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, OWNER);
    await openLoaded(phone, `${baseUrl()}/royalty/adjustments`, '/api/royalty-adjustments');
    await phone.getByTestId('raise-adjustment-form').waitFor();
    await phone.getByTestId('adjustment-invoice').click();
    await phone.getByRole('option', { name: new RegExp(invoice.invoiceNo.replace(/\//g, '\\/')) }).click();
    await phone.getByTestId('adjustment-reason').click();
    await phone.getByRole('option', { name: 'Refund to a family', exact: true }).click();
    await phone.getByLabel('Royalty to adjust (₹)').fill('250');
    await phone.getByLabel('What happened').fill('Fees refunded to a family that moved to Chennai mid-month');
    const raised = await submit(phone.getByTestId('raise-adjustment'), { path: '/api/royalty/adjustments' });
    expect(raised.status(), await raised.text()).toBe(201);
    const { id } = (await raised.json()) as { id: number };
    await phone.getByTestId(`adjustment-status-${id}`).filter({ hasText: 'Waiting for head office' }).first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // Head office accepts it: a credit note of ₹250.00 and the 18 % GST the invoice charged on it.
    const finance = await apiClient(FINANCE);
    const before = (await finance<{ balance: number }>('GET', '/api/ledger/franchisee/2')).json.balance;
    const desk = await newPage(browser, DESKTOP);
    await signInQuietly(desk, FINANCE);
    await openLoaded(desk, `${baseUrl()}/royalty/adjustments`, '/api/royalty-adjustments');
    const accepted = await submit(desk.getByTestId(`accept-${id}`), { path: `/api/royalty-adjustments/${id}/accept` });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const note = (await accepted.json()) as { noteNo: string; totalPaise: number; einvoiceStatus: string };
    expect(note.totalPaise).toBe(295_00);
    expect(note.einvoiceStatus).toBe('GENERATED');
    await desk
      .getByTestId(`adjustment-note-${id}`)
      .filter({ hasText: `${note.noteNo}: ₹295.00 with GST` })
      .first()
      .waitFor();
    await desk.getByTestId(`einvoice-${id}`).first().waitFor();

    // The centre's account with head office: the note's line, and the balance down by exactly the note.
    const after = (await finance<{ balance: number }>('GET', '/api/ledger/franchisee/2')).json.balance;
    expect(before - after).toBe(295_00);
    await openLoaded(desk, `${baseUrl()}/ledger/franchisee/detail/2`, '/api/ledger/franchisee/2');
    await desk.getByText(`Credit note ${note.noteNo}`, { exact: false }).first().waitFor();

    // The franchisee reads the decision.
    await openLoaded(phone, `${baseUrl()}/royalty/adjustments`, '/api/royalty-adjustments');
    await phone.getByTestId(`adjustment-status-${id}`).filter({ hasText: 'Accepted' }).first().waitFor();
    await phone.getByTestId(`adjustment-note-${id}`).first().waitFor();
  });
});
