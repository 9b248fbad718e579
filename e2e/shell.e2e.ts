import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  lastMessageTo,
  launch,
  newPage,
  sessionStorageOf,
  signIn,
  signInQuietly,
  storedMenu,
  type Browser,
  submit,
  until,
  shown,
  go,
} from './browser.ts';
import { seriousViolations } from './screen-walk.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

/** A stored value as the web app reads it: JSON, but for the token and the language. */
const parsed = (key: string, value: string | null | undefined) =>
  value && key !== 'token' && key !== 'lang' ? JSON.parse(value) : value;

/** What each demo account must and must not find in its menu. */
const MENUS: [email: string, has: string[], hasNot: string[]][] = [
  ['superadmin@demo.school', ['home', 'franchisee', 'users', 'cities', 'system'], []],
  ['franchisee-a@demo.school', ['home', 'users', 'pincodes', 'enquiry-qrcode'], ['franchisee', 'system', 'cities']],
  ['counsellor@demo.school', ['home', 'pincodes', 'enquiry-qrcode'], ['users', 'system', 'franchisee']],
  ['teacher@demo.school', ['home'], ['users', 'system', 'pincodes', 'enquiry-qrcode']],
  ['finance@demo.school', ['home', 'franchisee', 'cities'], ['users', 'system']],
  ['marketing@demo.school', ['home', 'cities', 'pincodes', 'enquiry-qrcode'], ['users', 'system']],
  ['delivery@demo.school', ['home'], ['users', 'system', 'cities']],
  ['bsk@demo.school', ['home', 'enquiry-qrcode'], ['users', 'system', 'cities']],
  ['parent@demo.school', ['home'], ['users', 'system', 'franchisee']],
];

describe('the shell', () => {
  it('shows each role its own menu', async () => {
    for (const [email, has, hasNot] of MENUS) {
      const page = await newPage(browser);
      await signIn(page, email);
      const menu = await storedMenu(page);
      for (const name of has) expect(menu, `${email} should see ${name}`).toContain(name);
      for (const name of hasNot) expect(menu, `${email} should not see ${name}`).not.toContain(name);
      await page.getByTestId('top-bar').waitFor();
      // A flow that signs in quietly (signInQuietly) starts from the session this screen stored.
      const quiet = await sessionStorageOf(email);
      const stored = await page.evaluate((keys) => keys.map((k) => localStorage.getItem(k)), Object.keys(quiet));
      Object.keys(quiet).forEach((key, i) => {
        if (key !== 'token') expect(parsed(key, stored[i]), `${email}: ${key}`).toEqual(parsed(key, quiet[key]));
      });
      expect(await page.evaluate(() => localStorage.getItem('role')), `${email}: role`).toBe(quiet.role ?? null);
      await page.context().close();
    }
  });

  it('reloads the menu when the role changes', async () => {
    const page = await newPage(browser);
    await signIn(page, 'multirole@demo.school');
    const pick = async (label: string) => {
      await page.getByTestId('role-select').click();
      await page.getByRole('option', { name: label, exact: true }).click();
      await page.waitForFunction((l) => JSON.parse(localStorage.getItem('role') ?? 'null')?.description === l, label);
    };
    await pick('Counsellor');
    await until(() => storedMenu(page)).not.toContain('users');
    await pick('Franchisee owner');
    await until(() => storedMenu(page)).toContain('users');
    await page.context().close();
  });

  it("takes the account as it is now at start-up: a parent's child moved to the new year's admission", async () => {
    const page = await newPage(browser);
    await signInQuietly(page, 'parent@demo.school');
    // As a phone signed in before the child's new admission began holds it: the admission of then.
    await page.evaluate(() => {
      const me = JSON.parse(localStorage.getItem('me') ?? '{}');
      localStorage.setItem('me', JSON.stringify({ ...me, student: { studentAdmissionID: 999_999 } }));
    });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/me' && r.ok());
    await go(page, '/profile/dashboard');
    await answered;
    await until(() => page.evaluate(() => JSON.parse(localStorage.getItem('me') ?? '{}').student)).toEqual({
      studentAdmissionID: 1,
    });
    await page.context().close();
  });

  it('keeps the chosen franchisee and year across a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, 'superadmin@demo.school');
    await page.getByTestId('account-toggle').click();
    await page.getByTestId('user-drawer').getByTestId('franchisee-select').click();
    await page.getByRole('option', { name: '(003) Tiny Tots Academy Koregaon Park' }).click();
    await page.getByTestId('year-select').click();
    const years = await page.getByRole('option').allInnerTexts();
    await page.getByRole('option', { name: years[years.length - 1] }).click();
    await page.reload();
    await page.getByTestId('account-toggle').click();
    await until(() => page.getByTestId('user-drawer').getByTestId('franchisee-select').inputValue()).toBe(
      '(003) Tiny Tots Academy Koregaon Park',
    );
    await until(() => page.getByTestId('year-select').inputValue()).toBe(years[years.length - 1]);
    await page.context().close();
  });

  it("labels a BSK user's one centre 'Centre Change', with no 'Select All'", async () => {
    const page = await newPage(browser);
    await signIn(page, 'bsk@demo.school');
    await page.getByTestId('account-toggle').click();
    await until(() => page.locator('label', { hasText: /^Centre Change$/ }).count()).toBe(1);
    expect(await page.locator('label', { hasText: /^Franchisee$/ }).count()).toBe(0);
    await page.getByTestId('user-drawer').getByTestId('franchisee-select').click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toHaveLength(1);
    expect(options).not.toContain('Select All');
    await page.context().close();
  });

  it("keeps a centre out of another centre's records, whatever the URL", async () => {
    const page = await newPage(browser);
    await signIn(page, 'franchisee-a@demo.school');
    await go(page, '/pincodes/list');
    await until(() => page.locator('body').innerText()).toContain('Indiranagar');
    const body = await page.locator('body').innerText();
    expect(body).not.toContain('Koregaon Park');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // A pincode id of centre 003 (Koregaon Park), fetched as head office.
    const res = await fetch(`${baseUrl()}/api/pincodes?franchiseeID=3`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(404);
    await go(page, '/pincodes/edit/6');
    await until(() => page.locator('body').innerText()).toMatch(/not found/i);
    expect(await page.locator('body').innerText()).not.toContain('Koregaon Park');
    await page.context().close();
  });

  it('turns a read-only role away from write screens', async () => {
    const page = await newPage(browser);
    await signIn(page, 'finance@demo.school');
    await go(page, '/city/citylist');
    await until(() => page.locator('body').innerText()).toContain('Bengaluru');
    // The page says it is not for the role, in words, with the way back; the session stays.
    await go(page, '/city/savecity');
    await shown(page.getByText("Your role can't open this page"));
    expect(page.url()).toContain('/city/savecity');
    expect(await page.getByTestId('login-form').count()).toBe(0);
    await page.getByTestId('page-refused').getByRole('link', { name: 'Back to dashboard' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/city'));
    await page.context().close();
  });

  it('tells a teacher an office page is not for their role, not that they were signed out', async () => {
    const page = await newPage(browser);
    await signIn(page, 'teacher@demo.school');
    await go(page, '/user/page/1');
    await shown(page.getByTestId('page-refused'));
    expect(await page.getByTestId('page-refused').innerText()).toContain("Your role can't open this page");
    expect(await page.getByTestId('login-form').count()).toBe(0);
    await page.context().close();
  });

  it('confirms logout and clears what it stored', async () => {
    const page = await newPage(browser);
    await signIn(page, 'teacher@demo.school');
    await page.getByTestId('account-toggle').click();
    await page.getByTestId('logout').click();
    await until(() => page.locator('body').innerText()).toContain('Are you sure, you want to logout');
    await page.getByTestId('logout-no').click();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-yes').click();
    await page.waitForURL(/\/login/);
    // Only the device's language stays (the sign-in screen speaks it); nothing of the session does.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'lang'))).toEqual([]);
    await page.context().close();
  });

  it('signs in with an OTP read from the outbox', async () => {
    const page = await newPage(browser);
    await go(page, '/login');
    await page.getByText('Sign in with OTP').click();
    await page.getByLabel(/email or mobile/i).fill('9000000004');
    await submit(page.getByRole('button', { name: /send otp/i }));
    await page.waitForURL(/\/otp\/[0-9a-f-]{36}/);
    const { body } = await lastMessageTo('9000000004');
    const code = /(\d{6})/.exec(body)![1];
    await page.getByTestId('otp-form').locator('input').first().click();
    await page.keyboard.type(code);
    await submit(page.getByTestId('otp-submit'));
    await page.waitForURL(/\/profile\/dashboard/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('me') ?? '{}').email)).toBe(
      'counsellor@demo.school',
    );
    await page.context().close();
  });

  it('uses a drawer menu under 700 px', async () => {
    const page = await newPage(browser, { width: 390, height: 800 });
    await signIn(page, 'superadmin@demo.school');
    expect(await page.getByTestId('top-menu').isVisible()).toBe(false);
    await page.getByTestId('menu-toggle').click();
    await shown(page.getByTestId('side-menu'));
    expect(await page.getByTestId('side-menu').innerText()).toContain('Admin');
    await page.context().close();
  });

  it('has no serious accessibility violations on login, dashboard, a list and a form', async () => {
    // axe is injected as an inline script, which the portal's CSP rightly refuses.
    const page = await newPage(browser, undefined, { bypassCSP: true });
    await go(page, '/login');
    await page.getByTestId('login-form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await signIn(page, 'superadmin@demo.school');
    expect(await seriousViolations(page)).toEqual([]);
    await go(page, '/franchisee');
    await until(() => page.locator('body').innerText()).toContain('Corporate Business Branch');
    expect(await seriousViolations(page)).toEqual([]);
    await go(page, '/franchisee/create');
    await page.getByLabel('Company name').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
