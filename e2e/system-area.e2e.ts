import { beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launch,
  newPage,
  signIn,
  storedMenu,
  type Browser,
  type Page,
  submit,
  until,
  signInQuietly,
  go,
} from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});

async function apiAs<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}

describe('the System area', () => {
  it("creates a role with end points and a dashboard, assigns it, and the user's menu changes", async () => {
    const teacher = await newPage(browser);
    await signIn(teacher, 'teacher@demo.school');
    expect(await storedMenu(teacher)).not.toContain('cities');
    await teacher.context().close();

    const admin = await newPage(browser);
    await signInQuietly(admin, 'superadmin@demo.school');
    await go(admin, '/system/save-role');
    await admin.getByTestId('field-role').fill('CENTRE_AUDITOR');
    await admin.getByTestId('field-description').fill('Centre auditor');
    await admin.getByLabel('Filter end points').fill('city');
    await admin.getByTestId('end-point-picker').getByText('city', { exact: true }).click();
    await submit(admin.getByRole('button', { name: 'Create role' }));
    await admin.waitForURL(/\/system\/roles/);

    const role = (await apiAs<{ rows: { id: number; role: string }[] }>(admin, '/api/roles?q=CENTRE_AUDITOR')).rows[0];
    const endPoints = await apiAs<{ rows: { module: string; method: string }[] }>(
      admin,
      `/api/roles/${role.id}/end-points`,
    );
    expect(endPoints.rows.map((e) => `${e.module} ${e.method}`).sort()).toEqual(['city GET', 'city any']);

    const cities = (
      await apiAs<{ rows: { id: number; name: string }[] }>(admin, '/api/dashboards?q=cities&fields=name')
    ).rows.find((d) => d.name === 'cities')!;
    await go(admin, `/system/dynamic-dash-create/${role.id}`);
    await admin.getByTestId(`dashboard-grant-${cities.id}`).getByRole('checkbox').first().check();
    await submit(admin.getByTestId('dashboards-save'));
    await until(async () =>
      (await apiAs<{ name: string }[]>(admin, `/api/dashboard-by-role/${role.id}`)).map((d) => d.name),
    ).toEqual(['cities']);

    const user = (await apiAs<{ rows: { id: number; email: string }[] }>(admin, '/api/user?q=teacher%40demo.school'))
      .rows[0];
    await go(admin, `/user/edit/${user.id}`);
    // Another person's account offers its Active switch; the admin's own does not, and says who can switch it off.
    await admin.getByTestId('field-isActive').waitFor();
    expect(await admin.getByTestId('own-account-note').count()).toBe(0);
    const me = await apiAs<{ id: number }>(admin, '/api/admin/me');
    await go(admin, `/user/edit/${me.id}`);
    await admin.getByTestId('own-account-note').waitFor();
    expect(await admin.getByTestId('field-isActive').count()).toBe(0);
    await go(admin, `/user/edit/${user.id}`);
    await admin.getByTestId('role-option-CENTRE_AUDITOR').check();
    await submit(admin.getByTestId('user-roles-save'));
    await until(async () =>
      (await apiAs<{ rows: { role: string }[] }>(admin, `/api/user/${user.id}/roles`)).rows.map((r) => r.role).sort(),
    ).toEqual(['CENTRE_AUDITOR', 'TEACHER']);
    await admin.context().close();

    const again = await newPage(browser);
    await signIn(again, 'teacher@demo.school');
    expect(await storedMenu(again)).toContain('cities');
    await go(again, '/city/citylist');
    await until(() => again.locator('body').innerText()).toContain('Bengaluru');
    await again.context().close();
  });

  it('opens End points after Roles (each list starts from its own sort)', async () => {
    const admin = await newPage(browser);
    await signIn(admin, 'superadmin@demo.school');
    // Moves inside the app, as the menu does: the list screen stays mounted between the two resources.
    const open = (path: string) =>
      admin.evaluate((p) => {
        history.pushState({}, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    const body = () => admin.locator('body').innerText();
    await go(admin, '/system/system-end-points-list');
    await until(body).toContain('Full access to');
    await open('/system/roles');
    await until(body).toContain('Franchisee owner');
    await open('/system/system-end-points-list');
    await until(body).toContain('Full access to');
    expect(await body()).not.toContain('Cannot sort by');
    await admin.context().close();
  });

  it('lists the configuration warnings for super admins', async () => {
    const admin = await newPage(browser);
    await signInQuietly(admin, 'superadmin@demo.school');
    await go(admin, '/system/configuration-warnings');
    const warnings = admin.getByTestId('configuration-warnings');
    await warnings.waitFor();
    // The browser flows run without JITSI_APP_SECRET: the development meeting secret is in use.
    expect(await warnings.innerText()).toContain('JITSI_APP_SECRET');
    await admin.context().close();
  });
});
