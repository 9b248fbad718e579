import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  choose,
  launch,
  newPage,
  PHONE,
  shooter,
  shown,
  signInQuietly,
  type Browser,
  submit,
  sideways,
  go,
} from './browser.ts';

/**
 * An incident report on phones, entered at 04:05 PM (typed 16:05 on a 24-hour habit) on a phone whose clock is set
 * to UTC: the report is kept at 04:05 PM India time and the parent reads, and signs, 04:05 PM on theirs.
 *
 * An incident report on phones: a teacher's draft (set up through the API) is sent by the centre head from the
 * centre's incident list, and the parent reads it and acknowledges it with their typed name; the report then
 * shows who acknowledged it and when, to the parent and to the centre.
 */
let browser: Browser;
const shot = shooter('INCIDENT_SHOTS_DIR');
beforeAll(async () => {
  browser = await launch();
});

const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';
const CENTRE_HEAD = 'franchisee-a@demo.school';

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
    await signInQuietly(head, CENTRE_HEAD);
    await go(head, '/day/incidents');
    const card = head.getByTestId('day-incidents').locator('[data-card]').filter({ hasText: 'Behaviour' });
    await card.getByText(child.name).waitFor();
    expect(await sideways(head)).toBeLessThanOrEqual(0);
    await submit(card.getByRole('button', { name: 'Send to parents' }));
    await head.getByText('The parents are told by email and SMS').waitFor();
    await card.waitFor({ state: 'detached' });

    const parent = await newPage(browser, PHONE);
    await signInQuietly(parent, PARENT);
    await go(parent, '/day/my-incidents');
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

  it('a teacher enters an incident at 04:05 PM; the parent reads and signs 04:05 PM on their phone', async () => {
    const parentApi = await apiClient(PARENT);
    const { json: mine } = await parentApi<{
      children: { studentAdmissionId: number; name: string; className: string }[];
    }>('GET', '/api/day/my-children');
    const [child] = mine.children;
    // Yesterday in India, so that 04:05 PM is past whatever the hour the flow runs.
    const yesterday = new Date(Date.now() + 330 * 60_000 - 86_400_000).toISOString().slice(0, 10);
    const [y, m, d] = yesterday.split('-');
    const shownDay = `${d}-${m}-${y}`;

    const teacher = await newPage(browser, PHONE, { timezoneId: 'UTC' });
    await signInQuietly(teacher, TEACHER);
    await go(teacher, '/day/incidents/report');
    const main = teacher.locator('main');
    // A required field's label ends with its asterisk.
    await main
      .getByLabel(/^Class/)
      .first()
      .click();
    await teacher.getByRole('option', { name: child.className, exact: true }).click();
    await choose(teacher, main.getByLabel(/^Child/).first(), child.name.split(' ')[0], child.name);
    await main.getByTestId('field-kind').click();
    await teacher.getByRole('option', { name: 'Illness', exact: true }).click();
    await teacher.getByTestId('field-occurredAt-date').fill(shownDay);
    await teacher.getByTestId('field-occurredAt-date').press('Tab');
    // Typed the 24-hour way: the boxes turn to 04:05 and PM, the time that is saved.
    const clock = teacher.getByTestId('field-occurredAt-time-clock');
    await clock.fill('16:05');
    await clock.press('Tab');
    expect(await clock.inputValue()).toBe('04:05');
    expect(await teacher.getByTestId('field-occurredAt-time-PM').getAttribute('aria-pressed')).toBe('true');
    await shown(teacher.getByText('Saved as 04:05 PM'));
    await teacher.getByTestId('field-place').fill('Snack table');
    await teacher.getByTestId('field-whatHappened').fill('Felt warm and sleepy after the afternoon snack.');
    await teacher.getByTestId('field-staffPresent').fill('Fatima Shaikh');
    await shot(teacher, 'incident-report-390');
    expect(await sideways(teacher)).toBeLessThanOrEqual(0);
    const saved = await submit(teacher.getByTestId('form-submit'), { path: '/api/day-incidents' });
    expect(saved.status()).toBe(201);
    const { id, occurredAt } = (await saved.json()) as { id: number; occurredAt: string };
    expect(new Date(occurredAt).getTime()).toBe(Date.parse(`${yesterday}T16:05:00+05:30`));
    // The confirmation reads the saved time back.
    await shown(teacher.getByText(`Saved for ${shownDay} at 04:05 PM.`, { exact: false }));

    const head = await apiClient(CENTRE_HEAD);
    const sent = await head('POST', `/api/day-incidents/${id}/send`, {});
    expect(sent.status, sent.text).toBe(200);

    const parent = await newPage(browser, PHONE, { timezoneId: 'Asia/Kolkata' });
    await signInQuietly(parent, PARENT);
    await go(parent, '/day/my-incidents');
    const report = parent.getByTestId(`incident-${id}`);
    await shown(report.getByText(`${shownDay} 04:05 PM`, { exact: false }));
    expect(await sideways(parent)).toBeLessThanOrEqual(0);
    await shot(parent, 'incident-notice-390');
    await report.getByLabel(/^Your name/).fill('Anita Sharma');
    await submit(report.getByRole('button', { name: 'Acknowledge' }), {
      path: `/api/day/my-incidents/${id}/acknowledge`,
    });
    await shown(report.getByTestId('acknowledgement'));
    // Signed with the report still reading 04:05 PM.
    expect(await report.textContent()).toContain(`${shownDay} 04:05 PM`);
    const { json: read } = await parentApi<{ incidents: { id: number; occurredAt: string; status: string }[] }>(
      'GET',
      '/api/day/my-incidents',
    );
    const signed = read.incidents.find((i) => i.id === id)!;
    expect(signed.status).toBe('ACKNOWLEDGED');
    expect(new Date(signed.occurredAt).getTime()).toBe(Date.parse(`${yesterday}T16:05:00+05:30`));
  });
});
