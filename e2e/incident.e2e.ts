import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, baseUrl, launch, newPage, PHONE, signIn, type Browser, type Page, submit } from './browser.ts';

/**
 * An incident report on phones: a teacher's draft (set up through the API) is sent by the centre head from the
 * centre's incident list, and the parent reads it and acknowledges it with their typed name; the report then
 * shows who acknowledged it and when, to the parent and to the centre.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';
const CENTRE_HEAD = 'franchisee-a@demo.school';

/** Nothing on the page is wider than the phone: no sideways scrolling. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('incident reports', () => {
  it('the centre head sends a report; the parent acknowledges it', async () => {
    const { json: mine } = await (
      await apiClient(PARENT)
    )<{ children: { studentAdmissionId: number; name: string }[] }>('GET', '/api/day/my-children');
    const [child] = mine.children;
    const teacher = await apiClient(TEACHER);
    const draft = await teacher<{ id: number }>('POST', '/api/day-incidents', {
      studentAdmissionId: child.studentAdmissionId,
      kind: 'BEHAVIOUR',
      occurredAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      place: 'Reading corner',
      whatHappened: 'Bit a classmate’s hand while they both reached for the same book.',
      firstAid: 'None needed for this child; the classmate’s hand was washed.',
      staffPresent: 'Fatima Shaikh',
      serious: false,
    });
    expect(draft.status, draft.text).toBe(201);

    const head = await newPage(browser, PHONE);
    await signIn(head, CENTRE_HEAD);
    await head.goto(`${baseUrl()}/day/incidents`);
    const card = head.getByTestId('day-incidents').locator('[data-card]').filter({ hasText: 'Behaviour' });
    await card.getByText(child.name).waitFor();
    expect(await sideways(head)).toBeLessThanOrEqual(0);
    await submit(card.getByRole('button', { name: 'Send to parents' }));
    await head.getByText('The parents are told by email and SMS').waitFor();
    await card.waitFor({ state: 'detached' });

    const parent = await newPage(browser, PHONE);
    await signIn(parent, PARENT);
    await parent.goto(`${baseUrl()}/day/my-incidents`);
    const report = parent.getByTestId(`incident-${draft.json.id}`);
    await report.getByText('Bit a classmate’s hand', { exact: false }).waitFor();
    expect(await sideways(parent)).toBeLessThanOrEqual(0);
    await report.getByLabel(/^Your name/).fill('Anita Sharma');
    await report.getByRole('button', { name: 'Acknowledge' }).click();
    const acknowledged = report.getByTestId('acknowledgement');
    await acknowledged.waitFor();
    expect(await acknowledged.textContent()).toMatch(
      /^Acknowledged by Anita Sharma on \d\d-\d\d-\d{4} at \d\d:\d\d [AP]M$/,
    );

    await head.locator('label', { hasText: /^Acknowledged$/ }).click();
    await head
      .getByTestId('day-incidents')
      .locator('[data-card]')
      .filter({ hasText: 'Behaviour' })
      .getByText(/Acknowledged by Anita Sharma on/)
      .waitFor();
  });
});
