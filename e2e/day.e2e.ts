import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MESSAGES } from '@portal/mod-day/shared';
import {
  apiClient,
  go,
  launch,
  newPage,
  PHONE,
  signInQuietly,
  type Browser,
  submit,
  until,
  sideways,
} from './browser.ts';

/**
 * The centre's day on the devices it is used on: the door kiosk shows its QR code, a parent's phone opens the
 * code's link and checks the child in, and the teacher's phone hands the child to today's one-time pickup, who
 * gives the code the parent was shown.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

const CENTRE_HEAD = 'franchisee-a@demo.school';
const PARENT = 'parent@demo.school';
const TEACHER = 'teacher@demo.school';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the centre’s day', () => {
  it('checks a child in from the kiosk’s code and out to a one-time pickup with its code, on phones', async () => {
    const kiosk = await newPage(browser);
    await signInQuietly(kiosk, CENTRE_HEAD);
    await go(kiosk, '/day/kiosk');
    await kiosk.getByTestId('kiosk-qr').waitFor();

    // The code the kiosk shows (the same until it is used or runs out), as the parent's camera reads it.
    const head = await apiClient(CENTRE_HEAD);
    const { json: code } = await head<{ token: string }>('GET', '/api/day/kiosk/code');
    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, PARENT);
    await go(phone, `/day/check-in?k=${encodeURIComponent(code.token)}`);
    await until(() => phone.getByTestId('scan-result').textContent()).toMatch(/is checked in/);
    expect(await sideways(phone)).toBeLessThanOrEqual(0);

    await go(phone, '/day/my-pickups');
    await phone.getByTestId('my-pickups').getByRole('img', { name: 'Photo of Lakshmi Iyer' }).waitFor();
    expect(await sideways(phone)).toBeLessThanOrEqual(0);

    // Someone else collects today: the parent adds them and gets the code to hand them.
    await phone.getByRole('button', { name: 'Someone else today' }).click();
    const oneTime = phone.getByRole('dialog');
    await oneTime.getByTestId('field-name').fill('Ravi Kumar');
    await oneTime.getByTestId('field-mobile').fill('9123456780');
    await oneTime.locator('input[type=file]').setInputFiles({ name: 'ravi.png', mimeType: 'image/png', buffer: PNG });
    await oneTime.getByRole('img', { name: 'Photo: uploaded' }).waitFor();
    await submit(oneTime.getByTestId('form-submit'));
    await until(() => phone.getByTestId('pickup-code').textContent()).toMatch(/^\d{6}$/);
    const pickupCode = (await phone.getByTestId('pickup-code').textContent())!;

    const teacher = await newPage(browser, PHONE);
    await signInQuietly(teacher, TEACHER);
    await go(teacher, '/day/roster');
    const roster = teacher.getByTestId('day-roster');
    await roster
      .getByText(/In since/)
      .first()
      .waitFor();
    expect(await sideways(teacher)).toBeLessThanOrEqual(0);
    await roster.getByRole('button', { name: 'Check out' }).first().click();
    const dialog = teacher.getByRole('dialog');
    // The teacher sees each pickup's photo before letting the child go, and takes today's collector's code.
    await dialog.getByRole('img', { name: 'Photo of Lakshmi Iyer' }).waitFor();
    await dialog.getByRole('img', { name: 'Photo of Ravi Kumar' }).waitFor();
    await dialog.getByText('Ravi Kumar').click();
    // A mistyped code is refused in the dialog, and the child stays.
    await dialog.getByLabel('Code the collector gives').fill(pickupCode === '000000' ? '111111' : '000000');
    await submit(dialog.getByRole('button', { name: 'Hand over' }));
    await dialog.getByText(DAY_MESSAGES.wrongCode).waitFor();
    await dialog.getByLabel('Code the collector gives').fill(pickupCode);
    await dialog.getByRole('button', { name: 'Hand over' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await roster
      .getByText(/Collected/)
      .first()
      .waitFor();

    const { json: today } = await head<{ rows: { collectedBy: string | null }[] }>('GET', '/api/day/today');
    expect(today.rows.map((r) => r.collectedBy)).toContain('Ravi Kumar');
  });

  it('a parent adds a pickup with a photo on a phone, and the centre approves it', async () => {
    const name = `Kavya ${Date.now().toString(36)}`;
    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, PARENT);
    await go(phone, '/day/my-pickups');
    await phone.getByRole('button', { name: 'Add a pickup' }).click();
    const form = phone.getByRole('dialog');
    await form.getByTestId('field-name').fill(name);
    await form.getByTestId('field-relation').click();
    await phone.getByRole('option', { name: 'Aunt' }).click();
    await form.getByTestId('field-mobile').fill('9811122233');
    await form.locator('input[type=file]').setInputFiles({ name: 'kavya.png', mimeType: 'image/png', buffer: PNG });
    // Saved only once the photo is stored: the name shows at once, the paperclip when the upload is done.
    await form.getByRole('img', { name: 'Photo: uploaded' }).waitFor();
    await submit(form.getByTestId('form-submit'));
    await form.waitFor({ state: 'hidden' });
    const card = phone.getByTestId('my-pickups').locator('.mantine-Card-root', { hasText: name });
    await card.getByText('Pending').waitFor();
    expect(await sideways(phone)).toBeLessThanOrEqual(0);

    const desk = await newPage(browser);
    await signInQuietly(desk, CENTRE_HEAD);
    await go(desk, '/day/pickups/list');
    const waiting = desk.getByTestId('pickup-approvals').locator('.mantine-Card-root', { hasText: name });
    await waiting.getByRole('img', { name: `Photo of ${name}` }).waitFor();
    await submit(waiting.getByRole('button', { name: 'Approve' }));
    await waiting.waitFor({ state: 'detached' });

    const parent = await apiClient(PARENT);
    const { json } = await parent<{ rows: { name: string; status: string }[] }>(
      'GET',
      '/api/day-pickups?pageSize=100&fields=name,status',
    );
    expect(json.rows).toContainEqual({ id: expect.any(Number), name, status: 'APPROVED' });
  });
});
