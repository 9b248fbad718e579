import { academicYearRange, latestAcademicYear } from '@portal/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  choose,
  launch,
  openLoaded,
  PHONE,
  newPage,
  signIn,
  signInQuietly,
  storedMenu,
  type Browser,
  type Page,
  submit,
  until,
  shown,
  go,
} from './browser.ts';

let browser: Browser;

/**
 * A fee taken at the desk: the centre records it with its mode (and reference) on the desk payment
 * screen it was sent to, which says it waits for finance, and finance approves it, which settles the fee.
 */
async function takeAtDesk(owner: Page, rupees: string, mode: 'CASH' | 'UPI', reference?: string) {
  await owner.waitForURL(/\/payments\/(application|admission)-form\/[^/]+$/);
  await owner.getByTestId('desk-amount').fill(rupees);
  if (mode !== 'CASH') {
    await owner.getByTestId('desk-mode').click();
    await owner.getByRole('option', { name: 'UPI', exact: true }).click();
    await owner.getByTestId('desk-reference').fill(reference!);
  }
  const recorded = await submit(owner.getByTestId('desk-record'), { path: '/api/payments/offline' });
  expect(recorded.status(), await recorded.text()).toBe(201);
  // The desk screen says the money waits for finance's approval, which issues the receipt.
  await shown(owner.getByTestId('desk-recorded'));
  const finance = await newPage(browser);
  await signInQuietly(finance, 'finance@demo.school');
  await go(finance, '/approve-payment/list');
  const row = finance
    .getByTestId('payments-table')
    .getByRole('row')
    .filter({ hasText: `₹${Number(rupees).toLocaleString('en-IN')}.00` });
  await row
    .getByRole('button', { name: /^Approve payment/ })
    .first()
    .click();
  // Approving asks first.
  const approved = await submit(
    finance.getByRole('dialog', { name: 'Approve payment?' }).getByRole('button', { name: 'Approve' }),
    { path: /^\/api\/approve-payment\/\d+\/approve$/ },
  );
  expect(approved.status(), await approved.text()).toBe(200);
  await shown(finance.getByText('Payment approved'));
  await finance.close();
}
beforeAll(async () => {
  browser = await launch();
});

const IST = 330 * 60_000;
const isoDay = (offsetDays = 0) => new Date(Date.now() + IST + offsetDays * 86_400_000).toISOString().slice(0, 10);
const letters = () =>
  Array.from({ length: 5 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Picks the year new enquiries are taken for, as a counsellor does in the account drawer: from December to March a
 * lead is for the year starting the coming April (`latestAcademicYear`), while the shell opens on the year running,
 * whose lists would not show it. From April to November the two are the same year.
 */
async function chooseEnquiryYear(page: Page) {
  const year = latestAcademicYear();
  await page.getByTestId('account-toggle').click();
  await page.getByTestId('year-select').click();
  await page.getByRole('option', { name: year, exact: true }).click();
  await until(() => page.getByTestId('year-select').inputValue()).toBe(year);
  await page.keyboard.press('Escape');
}

async function fillDate(page: Page, testId: string, iso: string) {
  await page.getByTestId(testId).fill(iso);
  await page.getByTestId(testId).press('Tab');
}

describe('enquiry to admission', () => {
  it('takes a QR enquiry through follow-up and the three forms to a student marked present', async () => {
    const child = `Meher ${cap(letters())}`;
    const mobile = `9${String(Date.now()).slice(-9)}`;

    // A parent scans franchisee-a's QR code and sends the public form (no sign-in).
    const parent = await newPage(browser, { width: 390, height: 844 });
    await go(parent, '/enquiry-form/2');
    await parent.getByTestId('centre-name').waitFor({ timeout: 60_000 });
    expect(await parent.getByTestId('centre-name').textContent()).toBe('Little Sprouts Preschool Indiranagar');
    const opened = Date.now();
    await parent.getByTestId('field-parentName').fill('Shalini Menon');
    await parent.getByTestId('field-mobile').fill(mobile);
    await parent.getByTestId('field-childName').fill(child);
    await fillDate(parent, 'field-childDob', '2022-08-15');
    await pick(parent, 'class-select', 'Nursery');
    await parent.getByTestId('field-pincode').fill('560038');
    // The form refuses submissions faster than a person types.
    await parent.waitForTimeout(Math.max(0, 3500 - (Date.now() - opened)));
    await submit(parent.getByTestId('submit-enquiry'));
    await parent.waitForURL(/\/enquiry-saved\/thankyou$/);
    await until(() => parent.getByTestId('thank-you').textContent()).toMatch(/counsellor will call you soon/);

    // It reaches franchisee-a's counsellor...
    const counsellor = await newPage(browser);
    await signInQuietly(counsellor, 'counsellor@demo.school');
    await go(counsellor, '/forms/list');
    await chooseEnquiryYear(counsellor);
    await counsellor.getByTestId('filter-search').fill(mobile);
    await counsellor.getByTestId('apply-filters').click();
    const row = counsellor.locator('[data-testid^="enquiry-ENQ-"]');
    await until(() => row.count()).toBe(1);
    const code = (await row.getAttribute('data-testid'))!.replace('enquiry-', '');
    expect(await row.textContent()).toContain('QR Code');

    // ...and not franchisee-b.
    const other = await newPage(browser);
    await signInQuietly(other, 'franchisee-b@demo.school');
    await go(other, '/forms/list');
    await other.getByTestId('filter-search').fill(mobile);
    await other.getByTestId('apply-filters').click();
    await until(() => other.getByText('No enquiries').count()).toBe(1);
    await go(other, `/forms/edit/${code}`);
    await until(() => other.getByText('Enquiry not found').count()).toBeGreaterThan(0);
    await other.context().close();

    // The counsellor plans a follow-up and sends the application form with a ₹500 fee link.
    await go(counsellor, `/forms/edit/${code}`);
    await submit(counsellor.getByTestId('add-follow-up'));
    await until(() => counsellor.getByTestId('follow-ups').textContent()).toContain('Open');
    await counsellor.getByTestId('fee-application').fill('500');
    await submit(counsellor.getByTestId('send-application'));
    await until(() => counsellor.getByTestId('status-application').textContent()).toBe('Link sent');
    const applicationLink = (await counsellor.getByTestId('link-application').textContent())!;

    // The family fills the application by its link.
    await parent.goto(applicationLink);
    await until(() => parent.getByTestId('fee').textContent()).toContain('₹500.00');
    await pick(parent, 'field-gender', 'Female');
    await parent.getByTestId('field-fatherName').fill('Arvind Menon');
    await parent.getByTestId('field-motherName').fill('Shalini Menon');
    await parent.getByTestId('field-email').fill('shalini.menon@example.in');
    await parent.getByTestId('field-address').fill('22, 5th Cross, HAL 2nd Stage, Indiranagar');
    await submit(parent.getByTestId('submit-form'));
    await parent.waitForURL(/\/thankyou$/);

    // The centre takes the fee at the desk, registers the child and sends the admission form.
    const owner = await newPage(browser);
    await signInQuietly(owner, 'franchisee-a@demo.school');
    await go(owner, `/forms/edit/${code}`);
    await owner.getByTestId('mark-paid-application').click();
    await takeAtDesk(owner, '500', 'CASH');
    await go(owner, `/forms/edit/${code}`);
    await until(() => owner.getByTestId('status-application').textContent()).toBe('Completed');
    // The form starts with the centre's registration fee (its fee settings); this centre waives it here.
    await expect(owner.getByTestId('fee-registration').inputValue()).resolves.toBe('1000.00');
    await owner.getByTestId('fee-registration').fill('0');
    await submit(owner.getByTestId('send-registration'));
    await until(() => owner.getByTestId('status-registration').textContent()).toBe('Link sent');
    await owner.getByTestId('fill-registration').click();
    await owner.getByTestId('field-emergencyContactName').fill('Arvind Menon');
    await owner.getByTestId('field-emergencyContactMobile').fill('9845067890');
    await owner.getByTestId('field-authorisedPickup').fill('Arvind Menon, Shalini Menon');
    await fillDate(owner, 'field-preferredStartDate', isoDay(7));
    await submit(owner.getByTestId('save-registration'));
    await until(() => owner.getByTestId('status-registration').textContent()).toBe('Completed');
    await owner.getByTestId('fee-admission').fill('15000');
    await owner.getByTestId('send-admission').click();
    const admissionLink = (await owner.getByTestId('link-admission').textContent())!;

    await parent.goto(admissionLink);
    // The child starts today, or on the first day of the lead's year when that is the coming one.
    const today = isoDay(0);
    const starts = [today, academicYearRange(latestAcademicYear()).from].sort()[1];
    await fillDate(parent, 'field-admissionDate', starts);
    await submit(parent.getByTestId('submit-form'));
    await parent.waitForURL(/\/admissionConfirmation$/);

    await owner.reload();
    await owner.getByTestId('mark-paid-admission').click();
    await takeAtDesk(owner, '15000', 'UPI', 'UTR300918274455');
    await go(owner, `/forms/edit/${code}`);
    await until(() => owner.getByTestId('status-admission').textContent()).toBe('Completed');
    await owner.getByTestId('admission-link').click();
    await owner.waitForURL(/\/students\/admissions-form\/\d+$/);
    await until(() => owner.getByTestId('admission-status').textContent()).toBe('Active');
    // The student page offers the next step: assigning the fee plan opens the assign screen for this admission.
    const admissionId = new URL(owner.url()).pathname.split('/').pop();
    await owner.getByTestId('next-assign-plan').click();
    await owner.waitForURL(new RegExp(`/fee-component/fee-plan/assign/${admissionId}$`));
    await until(() => owner.getByRole('heading', { name: 'Assign fee plan' }).count()).toBeGreaterThan(0);

    // The child is in the Nursery class list of the lead's year, and is marked present once the admission has begun.
    await go(owner, '/students/details/page/1');
    await chooseEnquiryYear(owner);
    await pick(owner, 'class-filter', 'Nursery');
    await until(() => owner.getByTestId('student-list').textContent()).toContain(child);
    // From December to March the child starts in April, so there is no day of theirs to mark yet.
    if (starts === today) {
      await go(owner, '/attendance/give-attendance');
      await pick(owner, 'attendance-class', 'Nursery');
      const first = child.split(' ')[0];
      await until(() => owner.getByTestId('attendance-roster').textContent()).toContain(child);
      await owner.getByTestId(`mark-${first}`).getByText('Present', { exact: true }).click();
      await submit(owner.getByTestId('save-attendance'));
      await until(() => owner.getByText(/^Saved: \d+ present/).count()).toBeGreaterThan(0);
    }
    await Promise.all([parent.context().close(), counsellor.context().close(), owner.context().close()]);
  }, 360_000);

  it('a counsellor records a walk-in enquiry on a phone', async () => {
    const phone = await newPage(browser, PHONE);
    await signInQuietly(phone, 'counsellor@demo.school');
    await openLoaded(phone, `${baseUrl()}/forms/enquiry-form`, '/api/meta/resources/enquiry');
    const child = `${cap(letters())} Walkin`;
    await phone.getByTestId('field-parentName').fill('Deepa Raman');
    await phone.getByTestId('field-mobile').fill(`9${String(Date.now()).slice(-9)}`);
    await phone.getByTestId('field-childName').fill(child);
    await fillDate(phone, 'field-childDob', '2022-06-10');
    // The classes of the centre are offered to the counsellor (once refused to the role, leaving the list empty).
    await choose(phone, phone.getByTestId('field-classId'), 'Nurs', 'Nursery');
    await phone.getByTestId('field-pincode').fill('560038');
    const saved = await submit(phone.getByTestId('form-submit'), { path: '/api/enquiry' });
    expect(saved.status(), await saved.text()).toBe(201);
    await phone.waitForURL(/\/forms\/edit\/ENQ-/);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await phone.context().close();
  });

  it('a centre owner uploads a file of leads: refused whole with a bad row, then imported skipping it', async () => {
    const owner = await newPage(browser);
    await signInQuietly(owner, 'franchisee-a@demo.school');
    await go(owner, '/upload/enquiries');
    const mobile = `98${String(Date.now()).slice(-8)}`;
    const csv = [
      'Parent name,Mobile,Child name,Child date of birth,Class,PIN code,Source',
      `Kiran Desai,${mobile},Mira Desai,15-03-2022,Nursery,560038,Walk-in`,
      'Bad Mobile,99000,Tia Roy,15-01-2022,Nursery,560038,',
    ].join('\n');
    await owner.locator('input[type="file"]').setInputFiles({
      name: 'leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    // All or nothing: nothing is written, and the bad row is named with its reason.
    const refused = await submit(owner.getByTestId('upload-send'), { path: '/api/upload/enquiries' });
    expect(refused.status()).toBe(400);
    await shown(owner.getByText('Mobile number must be a 10-digit Indian mobile number').first());
    // The column by the heading the file has, not the field's code.
    await shown(owner.getByTestId('upload-errors').getByText('Mobile', { exact: true }).first());
    await owner.getByText('Skip bad rows').click();
    const imported = await submit(owner.getByTestId('upload-send'), { path: '/api/upload/enquiries' });
    expect(imported.status(), await imported.text()).toBe(200);
    await until(() => owner.getByTestId('upload-result').textContent()).toBe('1 of 2 rows imported; 1 skipped.');
    await owner.context().close();
  });

  it('alerts a counsellor off the enquiry screens; a closed alert returns in 2 hours', async () => {
    const page = await newPage(browser);
    await signIn(page, 'counsellor@demo.school');
    const alert = page.getByTestId('enquiry-alert');
    await until(() => alert.innerText()).toMatch(/^Enquiries waiting: \d+ leads? yet to call/);
    await go(page, '/forms/enquiry/list');
    await page.getByTestId('new-enquiry').waitFor();
    expect(await alert.count()).toBe(0);
    await go(page, '/profile/dashboard');
    await alert.waitFor();
    await page.getByRole('button', { name: 'Close enquiry alert' }).click();
    await until(() => alert.count()).toBe(0);
    await page.reload();
    await page.getByTestId('top-bar').waitFor();
    await page.waitForTimeout(1000);
    expect(await alert.count()).toBe(0);
    // Closed just over 2 hours ago: it is back.
    await page.evaluate(() =>
      localStorage.setItem('enquiryAlertClosedAt', String(Date.now() - 2 * 60 * 60 * 1000 - 1000)),
    );
    await page.reload();
    await alert.waitFor();
    await page.context().close();
  });

  it("shows a parent their own child's attendance, whatever student the link names", async () => {
    const parent = await newPage(browser);
    await signIn(parent, 'parent@demo.school');
    expect(await storedMenu(parent)).toContain('child-attendance');
    for (const id of [1, 2]) {
      await go(parent, `/attendance/report/${id}`);
      await until(() => parent.getByRole('heading', { level: 1 }).first().textContent()).toBe(
        'Attendance · Aarav Kapoor',
      );
    }
    await go(parent, '/students/details/page/1');
    // The staff's list of students is not a parent's page: it says so.
    await shown(parent.getByTestId('page-refused'));
    await parent.context().close();
  });
});
