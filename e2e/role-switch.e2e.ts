import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, newPage, signIn, type Browser, type Page, until, go } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function apiAs<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}

async function pick(page: Page, label: string) {
  await page.getByTestId('role-select').click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.waitForFunction((l) => JSON.parse(localStorage.getItem('role') ?? 'null')?.description === l, label);
}

describe('switching role in the top bar', () => {
  it("opens the new role's home when the page open is closed to it, instead of the sign-in screen", async () => {
    const page = await newPage(browser);
    await signIn(page, 'multirole@demo.school');
    const me = await apiAs<{ roles: { id: number; description: string }[] }>(page, '/api/admin/me');
    const owner = me.roles.find((r) => r.description === 'Franchisee owner')!;
    const counsellor = me.roles.find((r) => r.description === 'Counsellor')!;
    type Entry = { path: string; dashboardRoleMap: { isDefault: boolean } };
    const menuOf = async (roleId: number) =>
      (await apiAs<{ menu: Entry[] }>(page, `/api/user/menu?roleId=${roleId}`)).menu.filter((m) =>
        /^\/[^{:]*$/.test(m.path),
      );
    const paths = async (roleId: number) => (await menuOf(roleId)).map((m) => m.path);
    const counsellorPaths = await paths(counsellor.id);
    // The role's home: its default menu entry, else the portal's home.
    const homeOf = async (roleId: number) =>
      (await menuOf(roleId)).find((m) => m.dashboardRoleMap.isDefault)?.path ?? '/profile/dashboard';
    const counsellorHome = await homeOf(counsellor.id);
    const ownerHome = await homeOf(owner.id);
    // A page of the owner's menu that the counsellor's menu does not offer: the users list.
    const ownerOnly = (await paths(owner.id)).filter((p) => !counsellorPaths.includes(p));
    expect(ownerOnly).toContain('/user/page/1');

    await pick(page, 'Franchisee owner');
    await go(page, '/user/page/1');
    await until(() => page.locator('body').innerText()).toContain('multirole@demo.school');

    await pick(page, 'Counsellor');
    await page.waitForURL((url) => url.pathname === counsellorHome);
    expect(await page.getByTestId('page-refused').count()).toBe(0);
    expect(await page.getByTestId('login-form').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    // Back to the owner: the users list opens again.
    await pick(page, 'Franchisee owner');
    await page.waitForURL((url) => url.pathname === ownerHome);
    await go(page, '/user/page/1');
    await until(() => page.locator('body').innerText()).toContain('multirole@demo.school');
    await page.context().close();
  });
});
