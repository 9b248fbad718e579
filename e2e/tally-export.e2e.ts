import { readFile } from 'node:fs/promises';
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@portal/core';
import {
  apiClient,
  baseUrl,
  DEMO_PASSWORD,
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
 * Books in Tally on the centre accountant's phone: the finance dashboard's card downloads the month's whole book
 * (the fee receipts among it) as TallyPrime's XML import, and the file names the period's vouchers, as the export
 * answers them.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

/** GST_SHOTS_DIR=/tmp/x saves the card as the accountant sees it. */
const shot = shooter('GST_SHOTS_DIR');

const PARENT = 'parent@demo.school';
const CENTRE = 'franchisee-a@demo.school';

type Voucher = { VOUCHERNUMBER: string; DATE: string; VOUCHERTYPENAME: string };
/** The vouchers of a Tally import file (it must parse as XML with Tally's envelope). */
function vouchersOf(xml: string): Voucher[] {
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    isArray: (name) => name === 'TALLYMESSAGE',
  }).parse(xml) as {
    ENVELOPE: { BODY: { IMPORTDATA: { REQUESTDATA: { TALLYMESSAGE: { VOUCHER?: Voucher }[] } } } };
  };
  return doc.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.flatMap((m) => (m.VOUCHER ? [m.VOUCHER] : []));
}

/** A fee receipt today: the parent pays an owed installment of the child's Hybrid plan through the test gateway. */
async function receiptToday(): Promise<void> {
  const centre = await apiClient(CENTRE);
  const parent = await apiClient(PARENT);
  const child = (await parent<{ studentAdmissionId: number }>('GET', '/api/student/dashboard')).json.studentAdmissionId;
  type Account = { plans: { planName: string; referenceId: string }[] };
  const account = await centre<Account>('GET', `/api/student-account/${child}`);
  let referenceId = account.json.plans.find((p) => p.planName.startsWith('Hybrid annual plan'))?.referenceId;
  if (!referenceId) {
    const plans = await centre<{ rows: { id: number }[] }>('GET', '/api/fee-plan?q=Hybrid%20annual%20plan');
    const assigned = await centre<{ referenceId: string }>('POST', `/api/fee-plans/${plans.json.rows[0]!.id}/assign`, {
      studentAdmissionId: child,
    });
    expect(assigned.status, assigned.text).toBe(201);
    referenceId = assigned.json.referenceId;
  }
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const plan = (await (await fetch(`${baseUrl()}/api/public/admission-payments/${referenceId}`)).json()) as {
    installments: { id: number; outstandingPaise: number }[];
  };
  const owed = plan.installments.find((i) => i.outstandingPaise > 0);
  if (!owed) return; // Paid in full by an earlier flow: its receipts are in the month already.
  const order = (await (await post('/api/public/payments/order', { referenceId, installmentId: owed.id })).json()) as {
    orderId: string;
  };
  const signed = await (await post('/api/public/payments/test-checkout', { orderId: order.orderId })).json();
  expect((await post('/api/public/payments/verify', signed)).status).toBe(200);
}

/** The export's own answer for the period, as the API gives it to a signed-in centre account. */
async function exported(from: string, to: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: CENTRE, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch(`${baseUrl()}/api/finance/tally-export?franchiseeID=2&from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return res.text();
}

describe('books in Tally on a phone', () => {
  // About 10 s on a quiet machine: two minutes leave room for one a few times slower.
  it('downloads the month’s Tally import at 390 px, naming the period’s vouchers', async () => {
    await receiptToday();
    const today = todayInIndia();
    const from = `${today.slice(0, 8)}01`;

    const page = await newPage(browser, PHONE);
    await signInQuietly(page, CENTRE);
    await openLoaded(page, `${baseUrl()}/finance/dashboard`, '/api/finance/dashboard');
    const card = page.getByTestId('tally-export');
    await shown(card);
    await card.scrollIntoViewIfNeeded();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'tally-export-390');

    const button = card.getByRole('button', { name: 'Download for Tally' });
    const [download, answer] = await Promise.all([
      page.waitForEvent('download'),
      submit(button, { path: '/api/finance/tally-export', method: 'GET' }),
    ]);
    expect(answer.status()).toBe(200);
    expect(download.suggestedFilename()).toBe(`tally-BLR-001-${from}-to-${today}.xml`);
    const xml = (await readFile((await download.path())!)).toString('utf8');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    const vouchers = vouchersOf(xml);
    expect(vouchers.length).toBeGreaterThan(0);
    // Every voucher is dated in the period, and they are the export's vouchers for it, no more and no fewer.
    const day = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
    for (const v of vouchers) {
      expect(day(v.DATE) >= from && day(v.DATE) <= today, v.DATE).toBe(true);
      // The whole book: fees billed and sales, receipts and refunds, concessions, notes and royalty payable.
      expect(['Sales', 'Receipt', 'Payment', 'Contra', 'Journal', 'Purchase', 'Credit Note', 'Debit Note']).toContain(
        v.VOUCHERTYPENAME,
      );
    }
    const expected = vouchersOf(await exported(from, today)).map((v) => v.VOUCHERNUMBER);
    expect(vouchers.map((v) => v.VOUCHERNUMBER)).toEqual(expected);
    expect(vouchers.some((v) => day(v.DATE) === today)).toBe(true);
  }, 120_000);
});
