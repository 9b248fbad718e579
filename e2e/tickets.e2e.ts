import { beforeAll, describe, expect, it } from 'vitest';
import {
  launch,
  newPage,
  shooter,
  signIn,
  signInQuietly,
  storedMenu,
  until,
  type Browser,
  type Page,
  submit,
  go,
} from './browser.ts';
import { seriousViolations } from './screen-walk.ts';

/**
 * A centre's ticket end to end: franchisee-a raises it with a photo, the matrix routes it to the finance
 * desk, head office replies and resolves it, and the centre sees the reply and the status, on a laptop and
 * on a phone.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const SUBJECT = `Refund for a withdrawn admission ${String(Date.now()).slice(-5)}`;
const REPLY = 'The refund of the admission fee was sent by NEFT today.';
// A 1×1 PNG: the file store checks the content, not the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const shot = shooter('TICKETS_SHOTS_DIR');

const text = (page: Page) => page.locator('body').innerText();

describe('tickets', () => {
  it('runs from a centre raising a ticket to head office resolving it', async () => {
    // The centre raises the ticket; the form says where the category goes.
    const centre = await newPage(browser, { width: 1366, height: 860 }, { bypassCSP: true });
    await signIn(centre, 'franchisee-a@demo.school');
    expect(await storedMenu(centre)).toEqual(expect.arrayContaining(['create-bees-ticket', 'bees-ticket-list']));
    await go(centre, '/ticketing-bees/create-bees-ticket');
    await centre.getByTestId('ticket-category').click();
    await centre.getByRole('option', { name: 'Fees and refunds', exact: true }).click();
    await until(() => centre.getByTestId('routing-hint').innerText()).toBe(
      'Goes to Finance; answered within 24 hours.',
    );
    await centre.getByTestId('ticket-priority').click();
    await centre.getByRole('option', { name: 'High', exact: true }).click();
    await centre.getByLabel('Subject').fill(SUBJECT);
    await centre
      .getByLabel('Description')
      .fill('A parent withdrew in the first week; please refund the admission fee.');
    await centre.locator('input[type=file]').setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: PNG });
    await until(() => text(centre)).toContain('cheque.png');
    expect(await seriousViolations(centre)).toEqual([]);
    await shot(centre, 'tickets-create-1366');
    await submit(centre.getByRole('button', { name: 'Raise ticket' }));
    await centre.waitForURL(/\/ticketing-bees\/action\/\d+/);
    const id = Number(/action\/(\d+)/.exec(centre.url())![1]);

    // Routed per the matrix: the finance desk owns it with a 24-hour SLA.
    const summary = centre.getByTestId('ticket-summary');
    await until(() => summary.innerText()).toContain('Finance');
    expect(await summary.innerText()).toContain('Vikram Joshi');
    expect(await summary.innerText()).toContain('24 hours');
    expect(await centre.getByTestId('conversation').innerText()).toContain('cheque.png');
    await shot(centre, 'tickets-action-centre-1366');

    // Head office finds it among the open tickets, replies and resolves it.
    const office = await newPage(browser, { width: 1366, height: 860 });
    await signInQuietly(office, 'superadmin@demo.school');
    await go(office, '/ticketing-bees/bees-ticket-list/open');
    await until(() => office.getByTestId('ticket-list').innerText()).toContain(SUBJECT);
    await office.getByRole('button', { name: 'Report', exact: true }).click();
    await until(() => office.getByTestId('ticket-report').innerText()).toContain('Fees and refunds');
    await shot(office, 'tickets-list-office-1366');
    await office.getByRole('link', { name: SUBJECT }).click();
    await office.waitForURL(new RegExp(`/ticketing-bees/action/${id}$`));
    await office.getByLabel('Reply').fill(REPLY);
    await submit(office.getByRole('button', { name: 'Send', exact: true }));
    await until(() => office.getByTestId('conversation').innerText()).toContain(REPLY);
    await office.getByRole('button', { name: 'Resolve', exact: true }).click();
    await office.getByRole('dialog').getByRole('textbox').fill('Refund sent by NEFT');
    await submit(office.getByRole('dialog').getByRole('button', { name: 'Resolve' }));
    await until(() => office.getByTestId('ticket-summary').innerText()).toMatch(/Status\s+Resolved/);
    await shot(office, 'tickets-action-office-1366');

    // The centre sees the reply and the new status, on a phone too.
    await centre.reload();
    await until(() => centre.getByTestId('ticket-summary').innerText()).toMatch(/Status\s+Resolved/);
    const conversation = await centre.getByTestId('conversation').innerText();
    expect(conversation).toContain(REPLY);
    expect(conversation).toContain('Resolved: Refund sent by NEFT');
    expect(await centre.getByRole('button', { name: 'Reopen', exact: true }).isVisible()).toBe(true);
    const phone = await newPage(browser, { width: 390, height: 844 });
    await signInQuietly(phone, 'franchisee-a@demo.school');
    await go(phone, `/ticketing-bees/action/${id}`);
    await until(() => phone.getByTestId('conversation').innerText()).toContain(REPLY);
    await shot(phone, 'tickets-action-centre-390');
    await go(phone, '/ticketing-bees/bees-ticket-list/resolved');
    await until(() => phone.getByTestId('ticket-list').innerText()).toContain(SUBJECT);
    await shot(phone, 'tickets-list-centre-390');
    await go(phone, '/ticketing-bees/create-bees-ticket');
    await until(() => text(phone)).toContain('Raise a ticket');
    await shot(phone, 'tickets-create-390');
  });

  it('shows head office the routing matrix and the tickets the SLA job escalated', async () => {
    const office = await newPage(browser, { width: 1366, height: 860 });
    await signInQuietly(office, 'superadmin@demo.school');
    await go(office, '/ticketing-bees/matrix-list');
    await until(() => text(office)).toContain('Kit and orders');
    await shot(office, 'tickets-matrix-1366');
    // The demo's kit ticket was past its 48-hour SLA when the server started: the job moved it to level 2.
    await go(office, '/ticketing-bees/bees-ticket-list/escalated');
    const list = office.getByTestId('ticket-list');
    await until(() => list.innerText()).toContain('Two curriculum kits arrived damaged');
    expect(await list.innerText()).toMatch(/escalated l2/i);
    await office.getByRole('link', { name: 'Two curriculum kits arrived damaged' }).click();
    await until(() => office.getByTestId('conversation').innerText()).toContain(
      'Escalated to level 2 (Kavita Sharma): not resolved within the SLA of 48 hours',
    );
    await shot(office, 'tickets-escalated-1366');
  });
});
