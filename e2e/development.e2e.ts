import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  DESKTOP,
  launch,
  newPage,
  openLoaded,
  PHONE,
  signIn,
  submit,
  type Browser,
} from './browser.ts';

/**
 * Franchise development: a prospect fills the website's form on a phone; head office qualifies them, meets them
 * and sends the disclosure document; the agreement is refused until the prospect acknowledges the document
 * through the link, and then the steps go on.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const SUPER = 'superadmin@demo.school';
/** The form refuses a submission faster than this after it opened (bots submit at once). */
const MIN_FILL_MS = 3000;

describe('franchise development', () => {
  it('takes a prospect from the website form to an agreement, the disclosure acknowledged first', async () => {
    const mobile = `98${String(Date.now()).slice(-8)}`;
    const form = await newPage(browser, PHONE);
    const tokenIssued = form.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/public/franchise-enquiry' && r.request().method() === 'GET',
    );
    await form.goto(`${baseUrl()}/franchise-enquiry`);
    await tokenIssued;
    const opened = Date.now();
    await form.getByLabel('Your name').fill('Meenakshi Sundaram');
    await form.getByLabel('Mobile number').fill(mobile);
    await form.getByLabel('City').fill('Coimbatore');
    await form.getByLabel('PIN codes you want').fill('641002');
    await form.getByTestId('investment-select').click();
    await form.getByRole('option', { name: '₹25–40 lakh' }).click();
    await form.waitForTimeout(Math.max(0, MIN_FILL_MS + 300 - (Date.now() - opened)));
    const sent = await submit(form.getByTestId('submit-franchise'), { path: '/api/public/franchise-enquiry' });
    expect(sent.status(), await sent.text()).toBe(200);
    await form.getByTestId('franchise-thanks').waitFor();

    const api = await apiClient(SUPER);
    const found = await api<{ rows: { id: number }[] }>('GET', `/api/dev-prospects?q=${mobile}`);
    const id = found.json.rows[0].id;

    const desk = await newPage(browser, DESKTOP);
    await signIn(desk, SUPER);
    await desk.goto(`${baseUrl()}/development/prospects/view/${id}`);
    const stage = desk.getByTestId('prospect-stage');
    await stage.getByText('New').waitFor();
    for (const [step, after] of [
      ['qualify', 'Qualified'],
      ['meet', 'Discovery meeting'],
      ['sendDisclosure', 'Disclosure sent'],
    ] as const) {
      const answer = await submit(desk.getByTestId(`step-${step}`), { path: `/api/dev-prospects/${id}/${step}` });
      expect(answer.status()).toBe(200);
      await stage.getByText(after, { exact: true }).waitFor();
    }
    const link = (await desk.getByTestId('disclosure-link').textContent())!.match(/\/disclosure\/[\w-]+/)![0];

    // The agreement waits for the acknowledgement of the current disclosure document.
    const refused = await submit(desk.getByTestId('step-signAgreement'), {
      path: `/api/dev-prospects/${id}/signAgreement`,
    });
    expect(refused.status()).toBe(409);
    await desk
      .getByTestId('step-problem')
      .getByText(/acknowledgement of the current disclosure document/)
      .waitFor();

    // The prospect acknowledges through the link, on the phone, without signing in.
    await form.goto(`${baseUrl()}${link}`);
    await form.getByLabel('I have received and read this disclosure document').check();
    const ack = await submit(form.getByTestId('acknowledge-disclosure'), { path: /\/acknowledge$/ });
    expect(ack.status()).toBe(200);
    await form.getByTestId('disclosure-acknowledged').waitFor();

    await desk.reload();
    await stage.getByText('Disclosure acknowledged').waitFor();
    await desk.getByTestId('disclosure-gate').getByText('Current disclosure acknowledged').waitFor();
    const approved = await submit(desk.getByTestId('step-approveSite'), {
      path: `/api/dev-prospects/${id}/approveSite`,
    });
    expect(approved.status()).toBe(200);
    await stage.getByText('Site approved').waitFor();
    await desk.getByLabel('LOI token (₹)').fill('500000');
    await desk.getByLabel('Payment reference').fill('NEFT-E2E-0001');
    const paid = await submit(desk.getByTestId('step-payToken'), { path: `/api/dev-prospects/${id}/payToken` });
    expect(paid.status()).toBe(200);
    await stage.getByText('LOI token paid').waitFor();
    const signed = await submit(desk.getByTestId('step-signAgreement'), {
      path: `/api/dev-prospects/${id}/signAgreement`,
    });
    expect(signed.status()).toBe(200);
    await stage.getByText('Agreement signed').waitFor();
  });

  it('shows the pipeline, territories and a record without sideways scrolling on a phone', async () => {
    const api = await apiClient(SUPER);
    const { rows } = (await api<{ rows: { id: number }[] }>('GET', '/api/dev-prospects?q=Farah')).json;
    const page = await newPage(browser, PHONE);
    await signIn(page, SUPER);
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await openLoaded(page, `${baseUrl()}/development/pipeline`, '/api/development/pipeline');
    await page.getByTestId('stage-count-SITE_APPROVED').waitFor();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await openLoaded(page, `${baseUrl()}/development/territories`, '/api/development/territories');
    await page.getByText('580020').first().waitFor();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await openLoaded(
      page,
      `${baseUrl()}/development/prospects/view/${rows[0].id}`,
      `/api/development/prospects/${rows[0].id}/story`,
    );
    await page.getByTestId('prospect-stage').getByText('Site approved').waitFor();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
