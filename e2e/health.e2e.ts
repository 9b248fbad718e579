import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  DESKTOP,
  launch,
  newPage,
  openLoaded,
  shown,
  signIn,
  signInQuietly,
  submit,
  type Browser,
  go,
} from './browser.ts';

/**
 * Centre health: head office ranks every centre by its score, opens a centre with early warnings (Koregaon Park,
 * whose demo staff turnover is over 30 % this quarter) and reads them, then gives staff turnover more weight and
 * sees the scores worked again from the save's answer; a centre's owner sees only their own centre, its peers
 * without names.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const SUPER = 'superadmin@demo.school';
const OWNER = 'franchisee-a@demo.school';
const OWN_CENTRE = 2;
const WARNED_CENTRE = 3;

interface NetworkAnswer {
  month: string;
  rows: { rank: number | null; franchiseeId: number; centreName: string; score: number | null; warnings: number }[];
}
type Weights = Record<string, number>;

const scoreText = (score: number | null) => (score === null ? 'Not rated yet' : `${score} of 100`);

describe('centre health', () => {
  it('ranks the centres, shows a centre’s warnings and works the scores again with new weights', async () => {
    const api = await apiClient(SUPER);
    const { weights: before } = (await api<{ weights: Weights }>('GET', '/api/health/weights')).json;
    const page = await newPage(browser, DESKTOP);
    await signInQuietly(page, SUPER);
    await openLoaded(page, `${baseUrl()}/health/network`, '/api/health/network');

    // Head office checks the warnings at once (the morning check may not have run yet on a fresh start).
    const network = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/health/network' && r.request().method() === 'GET',
    );
    const ran = await submit(page.getByRole('button', { name: 'Check the warnings now' }), {
      path: '/api/health/warnings/run',
    });
    expect(ran.status(), await ran.text()).toBe(200);
    const ranked = (await (await network).json()) as NetworkAnswer;
    expect(ranked.rows.length).toBeGreaterThan(2);
    // Best first; a centre not rated yet (too little data this month) after every rated one, with no rank.
    const ranks = ranked.rows.map((r) => r.rank);
    const rated = ranks.filter((r): r is number => r !== null);
    expect(ranks).toEqual([...[...rated].sort((a, b) => a - b), ...ranks.filter((r) => r === null)]);

    // Every centre in its place with its score, best first.
    const table = page.getByTestId('health-network');
    const rows = table.locator('tbody tr');
    await shown(rows.nth(ranked.rows.length - 1));
    for (const [i, row] of ranked.rows.entries()) {
      await shown(rows.nth(i).getByText(row.centreName, { exact: true }));
      await shown(rows.nth(i).getByTestId('health-score').getByText(scoreText(row.score), { exact: true }));
    }
    const warned = ranked.rows.find((r) => r.franchiseeId === WARNED_CENTRE)!;
    expect(warned.warnings).toBeGreaterThan(0);

    // The centre with warnings: its inputs, the staff figures among them, its trend and the warning itself.
    const centrePath = `/api/health/centres/${WARNED_CENTRE}`;
    const opened = page.waitForResponse((r) => new URL(r.url()).pathname === centrePath && r.ok());
    await page.getByLabel(`Open ${warned.centreName}`, { exact: true }).click();
    await opened;
    await shown(page.getByText(`Health of ${warned.centreName}`));
    await shown(page.getByTestId('figure-staff.turnover').getByText('Staff turnover', { exact: false }));
    await shown(page.getByTestId('figure-training.staffTrained').getByText('Teachers trained', { exact: false }));
    expect(await page.getByTestId('health-trend').locator(':scope > div').count()).toBe(6);
    const warning = page.getByTestId('warning-staffTurnover');
    await shown(warning.getByText(/^Staff turnover was [\d.]+ % from \d\d-\d{4} to \d\d-\d{4}, above 30 %\.$/));

    // Head office gives staff turnover more weight, taken from fee collection: the save's answer, then the
    // ranking asked again, and the screen shows the scores worked with the new weights.
    await openLoaded(page, `${baseUrl()}/health/network`, '/api/health/network');
    const weights = page.getByTestId('health-weights');
    await shown(weights);
    const moved = Math.min(before.collection, 15);
    await page.getByTestId('weight-turnover').fill(String(before.turnover + moved));
    await page.getByTestId('weight-collection').fill(String(before.collection - moved));
    await shown(page.getByTestId('weights-total').getByText('Total: 100 of 100'));
    const again = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/health/network' && r.request().method() === 'GET',
    );
    const saved = await submit(page.getByRole('button', { name: 'Save the weights' }), { path: '/api/health/weights' });
    expect(saved.status(), await saved.text()).toBe(200);
    const savedWeights = ((await saved.json()) as { weights: Weights }).weights;
    expect(savedWeights.turnover).toBe(before.turnover + moved);
    const reranked = (await (await again).json()) as NetworkAnswer;
    const now = reranked.rows.find((r) => r.franchiseeId === WARNED_CENTRE)!;
    expect(now.score).not.toBe(warned.score);
    await shown(page.getByText('The weights are saved.'));
    const row = page.getByLabel(`Open ${warned.centreName}`, { exact: true });
    await shown(row.getByTestId('health-score').getByText(scoreText(now.score), { exact: true }));

    // The weights as they were, for the flows after this one.
    expect((await api('PUT', '/api/health/weights', before)).status).toBe(200);
  });

  it('shows a centre owner only their centre, the others by rank and score without names', async () => {
    const api = await apiClient(SUPER);
    const ranked = (await api<NetworkAnswer>('GET', '/api/health/network')).json;
    const page = await newPage(browser, DESKTOP);
    await signIn(page, OWNER);
    const mine = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/health/mine' && r.ok());
    await go(page, '/health/mine');
    const answer = (await (await mine).json()) as { franchiseeId: number; peers: unknown[] };
    expect(answer.franchiseeId).toBe(OWN_CENTRE);
    const peers = page.getByTestId('health-peers');
    await shown(peers.getByText('Your centre', { exact: true }));
    await shown(peers.locator('tbody tr').nth(ranked.rows.length - 1));
    expect(await peers.getByText('Your centre', { exact: true }).count()).toBe(1);
    expect(await peers.getByText('Another centre', { exact: true }).count()).toBe(ranked.rows.length - 1);
    const text = await page.locator('body').innerText();
    for (const r of ranked.rows.filter((r) => r.franchiseeId !== OWN_CENTRE)) expect(text).not.toContain(r.centreName);

    // Their own centre's health opens; another centre's does not, nor head office's ranking.
    const own = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/health/centres/${OWN_CENTRE}`);
    await page.getByRole('link', { name: 'See the inputs' }).click();
    expect((await own).status()).toBe(200);
    await shown(page.getByTestId('health-inputs'));
    const other = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/health/centres/${WARNED_CENTRE}`);
    await go(page, `/health/centres/${WARNED_CENTRE}`);
    expect((await other).status()).toBe(404);
    await shown(page.getByRole('alert'));
    await go(page, '/health/network');
    await shown(page.getByTestId('page-refused'));
  });

  it('counts a staff member the owner marks as left on the staff screen in the centre’s turnover', async () => {
    const owner = await apiClient(OWNER);
    const mobile = `93${String(Date.now()).slice(-8)}`;
    const created = await owner<{ id: number }>('POST', '/api/staff', {
      firstName: 'Geetha',
      lastName: 'Kamath',
      mobile,
      staffCategory: 'NON TEACHING',
      designation: 'Cook',
      joiningDate: '2024-08-01',
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json.id;
    expect((await owner('POST', `/api/staff/${id}/approve`, {})).status).toBe(200);
    const turnover = async () =>
      (
        await owner<{ inputs: { input: string; value: number | null }[] }>('GET', `/api/health/centres/${OWN_CENTRE}`)
      ).json.inputs.find((i) => i.input === 'turnover')!.value ?? 0;
    const before = await turnover();

    const page = await newPage(browser, DESKTOP);
    await signInQuietly(page, OWNER);
    await openLoaded(page, `${baseUrl()}/staff/details`, '/api/staff');
    await page
      .getByPlaceholder(/search/i)
      .first()
      .fill(mobile);
    await page.getByText('Geetha', { exact: true }).first().click();
    await page.getByTestId('command-markLeft').click();
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' })
      .format(new Date())
      .replaceAll('/', '-');
    const date = page.getByTestId('field-leftOn');
    await date.pressSequentially(today);
    await date.press('Tab');
    await page.getByTestId('field-leavingReason').click();
    await page.getByRole('option', { name: 'Resigned', exact: true }).click();
    const left = await submit(page.getByTestId('command-confirm'), { path: `/api/staff/${id}/markLeft` });
    expect(left.status(), await left.text()).toBe(200);
    expect(await left.json()).toMatchObject({ leavingReason: 'RESIGNED', isActive: false });
    expect(await turnover()).toBeGreaterThan(before);
  });
});
