import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  lastMessageTo,
  launch,
  newPage,
  PHONE,
  shooter,
  signIn,
  signInQuietly,
  submit,
  type Browser,
  type Page,
  until,
  go,
} from './browser.ts';

const shot = shooter('USERS_SHOTS_DIR');
/** The id of the account signed in on the page, as the shell keeps it. */
const signedInId = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('me') ?? 'null') as { id: number }).id);
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

describe("a centre's new user", () => {
  it('is invited, joins by choosing a password through the emailed link, and confirms the mobile', async () => {
    const owner = await newPage(browser);
    await signInQuietly(owner, 'franchisee-a@demo.school');
    await go(owner, '/user/create');
    await owner.getByLabel(/^first name/i).fill('Nisha');
    await owner.getByLabel(/^last name/i).fill('Verghese');
    await owner.getByLabel(/^email/i).fill('nisha.v@demo.school');
    await owner.getByLabel(/^mobile/i).fill('9876512345');
    expect(await owner.getByLabel(/^password/i).count()).toBe(0);
    await owner.getByTestId('role-option-TEACHER').check();
    await submit(owner.getByRole('button', { name: 'Send invitation' }));
    await owner.waitForURL(/\/user\/page\/1/);
    const row = owner.getByTestId('invitation-row').filter({ hasText: 'nisha.v@demo.school' });
    await until(() => row.innerText()).toMatch(/invited/i);

    const { body } = await lastMessageTo('nisha.v@demo.school');
    const link = /\/invitation\/[\w-]+/.exec(body)![0];
    // The person opens the link on a phone.
    const person = await newPage(browser, PHONE);
    await go(person, link);
    await until(() => person.locator('body').innerText()).toContain('Teacher');
    await person.getByTestId('invitation-password').fill('Lantern#Monsoon#48');
    await shot(person, 'invitation-accept-390');
    await submit(person.getByTestId('invitation-accept'));
    // The link went to the email only; the mobile joins the login with the code texted to it.
    const code = /(\d{6})/.exec((await lastMessageTo('9876512345')).body)![1];
    await person.getByTestId('invitation-mobile-code').fill(code);
    await shot(person, 'invitation-mobile-code-390');
    await submit(person.getByTestId('invitation-confirm-mobile'));
    await person.waitForURL(/\/login/);
    await signIn(person, '9876512345', 'Lantern#Monsoon#48');
    const joined = await signedInId(person);
    await person.context().close();

    await owner.reload();
    await until(() => row.innerText()).toMatch(/accepted/i);
    await until(() => owner.locator('body').innerText()).toContain('Verghese');
    // The owner may archive the new user, never the account they are signed in with (the server refuses it too).
    await go(owner, `/user/view/${joined}`);
    await owner.getByTestId('view-remove').waitFor();
    await go(owner, `/user/view/${await signedInId(owner)}`);
    await owner.getByTestId('view-edit').waitFor();
    expect(await owner.getByTestId('view-remove').count()).toBe(0);
    await owner.context().close();
  });
});

describe("another centre's invitation to a person who already signs in", () => {
  const storedRoles = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('roles') ?? '[]') as { role: string }[]).map((r) => r.role));

  it("is accepted signed in, and choosing that centre acts with that centre's role there only", async () => {
    // A teacher of centre 002, set up by head office.
    const office = await apiClient('superadmin@demo.school');
    const centres = (await office<{ rows: { id: number; companyName: string }[] }>('GET', '/api/franchisee/active'))
      .json.rows;
    const home = centres.find((c) => c.companyName.includes('Indiranagar'))!;
    const roles = (await office<{ rows: { id: number; role: string }[] }>('GET', '/api/user/assignable-roles')).json
      .rows;
    const roleId = (name: string) => roles.find((r) => r.role === name)!.id;
    const email = 'arjun.teacher@demo.school';
    const password = 'Lantern#Monsoon#51';
    const created = await office<{ id: number }>('POST', '/api/user', {
      firstName: 'Arjun',
      lastName: 'Pai',
      email,
      password,
      franchiseeId: home.id,
    });
    expect(created.status).toBe(201);
    await office('PUT', `/api/user/${created.json.id}/roles`, { roleIds: [roleId('TEACHER')] });

    // Centre 003 invites the same address as a counsellor.
    const other = await apiClient('franchisee-b@demo.school');
    const invited = await other('POST', '/api/user', {
      firstName: 'Arjun',
      lastName: 'Pai',
      email,
      roleIds: [roleId('Councellor')],
    });
    expect(invited.status).toBe(201);

    const page = await newPage(browser);
    await signIn(page, email, password);
    const link = /\/invitation\/[\w-]+/.exec((await lastMessageTo(email)).body)![0];
    await go(page, link);
    await page.getByTestId('invitation-accept').click();
    await page.waitForURL(/\/profile\/dashboard/);
    expect(await storedRoles(page)).toEqual(['TEACHER']);

    const choose = async (centre: RegExp) => {
      await page.getByTestId('account-toggle').click();
      await page.getByTestId('user-drawer').getByTestId('franchisee-select').click();
      await page.getByRole('option', { name: centre }).click();
    };
    await choose(/Koregaon Park/);
    await until(() => storedRoles(page)).toEqual(['Councellor']);
    await page.keyboard.press('Escape');
    await choose(/Indiranagar/);
    await until(() => storedRoles(page)).toEqual(['TEACHER']);
    await page.context().close();
  });
});
