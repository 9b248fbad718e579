import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  choose,
  DESKTOP,
  launch,
  newPage,
  openLoaded,
  PHONE,
  signIn,
  signInQuietly,
  submit,
  type Browser,
  go,
} from './browser.ts';
import { seriousViolations } from './screen-walk.ts';

/**
 * Franchise development: a prospect fills the website's form on a phone; head office qualifies them, meets them
 * and sends the disclosure document; the agreement is refused until the prospect acknowledges the document
 * through the link, and then the steps go on (the LOI token paid through its payment link); the signed prospect is
 * converted into a centre, whose launch board opens with its plan dated back from the opening day, and head
 * office's network board lists it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

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
    await go(form, '/franchise-enquiry');
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
    await signInQuietly(desk, SUPER);
    await go(desk, `/development/prospects/view/${id}`);
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
    await go(form, link);
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
    // The LOI token by payment link: head office sends it, the prospect pays on their phone.
    const tokenCard = desk.getByTestId('token-link-card');
    await tokenCard.getByLabel('Token amount (₹)').fill('500000');
    const linkSent = await submit(tokenCard.getByTestId('send-token-link'), {
      path: `/api/development/prospects/${id}/token-link`,
    });
    expect(linkSent.status(), await linkSent.text()).toBe(201);
    const payLink = (await tokenCard.getByTestId('token-link').innerText()).match(/https?:\/\/\S+/)![0];
    await form.goto(payLink);
    const verified = await submit(form.getByTestId('pay-token'), {
      path: /\/api\/public\/franchise-token\/.+\/verify$/,
    });
    expect(verified.status(), await verified.text()).toBe(200);
    await form.getByTestId('token-paid').waitFor();
    await desk.reload();
    await stage.getByText('LOI token paid').waitFor();
    await tokenCard.getByTestId('token-link-PAID').waitFor();
    const signed = await submit(desk.getByTestId('step-signAgreement'), {
      path: `/api/dev-prospects/${id}/signAgreement`,
    });
    expect(signed.status()).toBe(200);
    await stage.getByText('Agreement signed').waitFor();

    // Head office converts the signed prospect: the centre, its owner's login and its launch plan.
    const centreName = `Kidz Corner ${mobile.slice(-4)}`;
    await desk.getByTestId('convert-form').waitFor();
    const opening = desk.getByTestId('convert-opening-day');
    await opening.pressSequentially('15-06-2027');
    await opening.press('Tab');
    await desk.getByLabel('Centre name').fill(centreName);
    await desk.getByLabel('Owner’s login email').fill(`owner${mobile}@example.in`);
    await choose(desk, desk.getByTestId('convert-city'), 'Pune', 'Pune');
    await desk.getByLabel('Centre address').fill('12 Avinashi Road, Coimbatore');
    const converted = await submit(desk.getByTestId('convert'), { path: `/api/development/prospects/${id}/convert` });
    expect(converted.status(), await converted.text()).toBe(201);
    const { franchiseeId } = (await converted.json()) as { franchiseeId: number };
    await desk.getByTestId('converted-centre').getByText('opening 15-06-2027', { exact: false }).waitFor();

    // Its launch board: the tasks dated back from the opening day, grouped by status.
    await desk.getByTestId('converted-centre').getByText('Launch board').click();
    const todo = desk.getByTestId('launch-column-TODO');
    await todo.getByText('Opening day').waitFor();
    await todo.getByText('15-06-2027 to 15-06-2027').waitFor();
    const plan = await api<{ tasks: { id: number; title: string }[] }>(
      'GET',
      `/api/development/launch/centre?franchiseeId=${franchiseeId}`,
    );
    const site = plan.json.tasks.find((t) => t.title === 'Site and lease')!;
    const card = desk.getByTestId(`launch-task-${site.id}`);
    await desk.getByTestId(`task-status-${site.id}`).click();
    await desk.getByRole('option', { name: 'Done', exact: true }).click();
    await card.getByLabel('Note').fill('Lease signed for 9 years');
    const saved = await submit(desk.getByTestId(`save-task-${site.id}`), {
      path: `/api/development/launch/tasks/${site.id}`,
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await desk.getByTestId('launch-column-DONE').getByText('Site and lease').waitFor();
    await desk.getByTestId('launch-progress').getByText('1 of 10 tasks done').waitFor();

    // Head office's network board lists the centre with its share done.
    await openLoaded(desk, `${baseUrl()}/development/launches`, '/api/development/launch/network');
    await desk.getByTestId('launches').getByText(centreName).waitFor();
    await desk.getByTestId('launches').getByText('Rainbow Kids Baner').waitFor();
  });

  it('takes the LOI token through a payment link: the prospect pays on a phone and the stage moves', async () => {
    const api = await apiClient(SUPER);
    const mobile = `97${String(Date.now()).slice(-8)}`;
    const created = await api<{ id: number }>('POST', '/api/dev-prospects', {
      name: 'Revathi Iyer',
      mobile,
      city: 'Madurai',
      pincodes: ['625001'],
      investmentBand: '15L_25L',
      source: 'REFERRAL',
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id;
    for (const step of ['qualify', 'meet'])
      expect((await api('POST', `/api/dev-prospects/${id}/${step}`, {})).status).toBe(200);
    const sent = await api<{ link: string }>('POST', `/api/dev-prospects/${id}/sendDisclosure`, {});
    const ack = await api('POST', `/api/public${sent.json.link}/acknowledge`, { confirm: true });
    expect(ack.status, ack.text).toBe(200);
    expect((await api('POST', `/api/dev-prospects/${id}/approveSite`, {})).status).toBe(200);

    // Head office sends the link from the prospect's record.
    const desk = await newPage(browser, DESKTOP);
    await signInQuietly(desk, SUPER);
    await openLoaded(desk, `${baseUrl()}/development/prospects/view/${id}`, `/api/development/prospects/${id}/story`);
    const stage = desk.getByTestId('prospect-stage');
    await stage.getByText('Site approved').waitFor();
    await desk.getByLabel('Token amount (₹)').fill('150000');
    const linked = await submit(desk.getByTestId('send-token-link'), {
      path: `/api/development/prospects/${id}/token-link`,
    });
    expect(linked.status(), await linked.text()).toBe(201);
    const link = (await desk.getByTestId('token-link').textContent())!.match(/\/franchise-token\/[\w-]+/)![0];
    await desk.getByTestId('token-link-LINK_SENT').waitFor();

    // The prospect pays on a phone, without signing in, through the gateway (the local test gateway here).
    const phone = await newPage(browser, PHONE);
    await openLoaded(phone, `${baseUrl()}${link}`, `/api/public${link}`);
    await phone.getByText('₹1,50,000.00', { exact: false }).first().waitFor();
    const paid = await submit(phone.getByTestId('pay-token'), { path: /\/franchise-token\/[\w-]+\/verify$/ });
    expect(paid.status(), await paid.text()).toBe(200);
    await phone.getByTestId('token-paid').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The record moves on, with the payment recorded; the agreement may follow.
    await openLoaded(desk, `${baseUrl()}/development/prospects/view/${id}`, `/api/development/prospects/${id}/story`);
    await stage.getByText('LOI token paid').waitFor();
    await desk.getByTestId('token-link-PAID').waitFor();
    await desk.getByText('₹1,50,000.00 (pay_', { exact: false }).waitFor();
    const signed = await submit(desk.getByTestId('step-signAgreement'), {
      path: `/api/dev-prospects/${id}/signAgreement`,
    });
    expect(signed.status()).toBe(200);
    await stage.getByText('Agreement signed').waitFor();
  });

  it('shows the pipeline, territories, a record and a launch board without sideways scrolling on a phone', async () => {
    const api = await apiClient(SUPER);
    const { rows } = (await api<{ rows: { id: number }[] }>('GET', '/api/dev-prospects?q=Farah')).json;
    // axe is injected as an inline script, which the portal's CSP rightly refuses.
    const page = await newPage(browser, PHONE, { bypassCSP: true });
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
    // The demo's centre in launch: its board, the overdue task marked, readable by everyone.
    const { rows: launches } = (
      await api<{ rows: { franchiseeId: number; centreName: string }[] }>('GET', '/api/development/launch/network')
    ).json;
    const baner = launches.find((l) => l.centreName === 'Rainbow Kids Baner')!;
    await openLoaded(page, `${baseUrl()}/development/launches/${baner.franchiseeId}`, '/api/development/launch/centre');
    await page.getByTestId('overdue').first().waitFor();
    expect(await sideways()).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
