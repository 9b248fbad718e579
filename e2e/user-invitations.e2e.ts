import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, lastMessageTo, launch, newPage, signIn, type Browser } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe("a centre's new user", () => {
  it('is invited, shows as Invited, and joins the centre by choosing a password through the link', async () => {
    const owner = await newPage(browser);
    await signIn(owner, 'franchisee-a@demo.school');
    await owner.goto(`${baseUrl()}/user/create`);
    await owner.getByLabel(/^first name/i).fill('Nisha');
    await owner.getByLabel(/^last name/i).fill('Verghese');
    await owner.getByLabel(/^email/i).fill('nisha.v@demo.school');
    expect(await owner.getByLabel(/^password/i).count()).toBe(0);
    await owner.getByTestId('role-option-TEACHER').check();
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.waitForURL(/\/user\/page\/1/);
    const row = owner.getByTestId('invitation-row').filter({ hasText: 'nisha.v@demo.school' });
    await expect.poll(() => row.innerText()).toMatch(/invited/i);

    const { body } = await lastMessageTo('nisha.v@demo.school');
    const link = /\/invitation\/[\w-]+/.exec(body)![0];
    const person = await newPage(browser);
    await person.goto(`${baseUrl()}${link}`);
    await expect.poll(() => person.locator('body').innerText()).toContain('Teacher');
    await person.getByTestId('invitation-password').fill('Lantern#Monsoon#48');
    await person.getByTestId('invitation-accept').click();
    await person.waitForURL(/\/login/);
    await signIn(person, 'nisha.v@demo.school', 'Lantern#Monsoon#48');
    await person.context().close();

    await owner.reload();
    await expect.poll(() => row.innerText()).toMatch(/accepted/i);
    await expect.poll(() => owner.locator('body').innerText()).toContain('Verghese');
    await owner.context().close();
  });
});
