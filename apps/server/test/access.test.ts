import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('access checks on the server', () => {
  it('answers 401 to every API route without a token', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('api/');
    for (const url of [
      '/api/admin/me',
      '/api/franchisee',
      '/api/franchisee/active',
      '/api/franchiseeAcademicYears',
      '/api/user/1',
      '/api/dashboard-by-role/1',
      '/api/logout',
      '/api/user/menu',
      '/api/meta/resources/city',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
    const put = await t.app.inject({ method: 'PUT', url: '/api/city/1', payload: { name: 'X' } });
    expect(put.statusCode).toBe(401);
  });

  it('lets a read-only role read but not write', async () => {
    const read = await t.as('finance@demo.school', { method: 'GET', url: '/api/city' });
    expect(read.statusCode).toBe(200);
    const write = await t.as('finance@demo.school', {
      method: 'POST',
      url: '/api/city',
      payload: { name: 'Mysuru', state: 'Karnataka' },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('You do not have permission to do this');
    const del = await t.as('finance@demo.school', { method: 'DELETE', url: '/api/city/1' });
    expect(del.statusCode).toBe(403);
  });

  it("honours 'any' as every method", async () => {
    const res = await t.as('franchisee-a@demo.school', {
      method: 'POST',
      url: '/api/pincodes',
      payload: { pincode: '560071', area: 'Domlur' },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses modules a role does not hold', async () => {
    expect((await t.as('teacher@demo.school', { method: 'GET', url: '/api/roles' })).statusCode).toBe(403);
    expect((await t.as('teacher@demo.school', { method: 'GET', url: '/api/user' })).statusCode).toBe(403);
    expect((await t.as('superadmin@demo.school', { method: 'GET', url: '/api/roles' })).statusCode).toBe(200);
  });

  it('unites the end points of all the roles of a user', async () => {
    // FRANCHISEE_USER_1 holds User; Councellor does not. The two-role user gets both.
    expect((await t.as('counsellor@demo.school', { method: 'GET', url: '/api/user' })).statusCode).toBe(403);
    expect((await t.as('multirole@demo.school', { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('lets only a user of a role, or the System module, load its dashboards', async () => {
    const me = (await t.as('counsellor@demo.school', { method: 'GET', url: '/api/admin/me' })).json();
    const own = await t.as('counsellor@demo.school', {
      method: 'GET',
      url: `/api/dashboard-by-role/${me.roles[0].id}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()[0]).toMatchObject({ name: 'home', dashboardRoleMap: { isActive: true, isDefault: true } });
    const teacher = (await t.as('teacher@demo.school', { method: 'GET', url: '/api/admin/me' })).json();
    expect(
      (await t.as('counsellor@demo.school', { method: 'GET', url: `/api/dashboard-by-role/${teacher.roles[0].id}` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.as('superadmin@demo.school', { method: 'GET', url: `/api/dashboard-by-role/${teacher.roles[0].id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('builds the menu per role, OR-merging for all roles', async () => {
    const me = (await t.as('multirole@demo.school', { method: 'GET', url: '/api/admin/me' })).json();
    const byRole = async (roleId?: number) =>
      (
        await t.as('multirole@demo.school', {
          method: 'GET',
          url: `/api/user/menu${roleId ? `?roleId=${roleId}` : ''}`,
        })
      ).json();
    const owner = me.roles.find((r: { role: string }) => r.role === 'FRANCHISEE_USER_1').id;
    const counsellor = me.roles.find((r: { role: string }) => r.role === 'Councellor').id;
    const names = (m: { menu: { name: string }[] }) => m.menu.map((i) => i.name);
    expect(names(await byRole(owner))).toContain('users');
    expect(names(await byRole(counsellor))).not.toContain('users');
    expect(names(await byRole())).toEqual(expect.arrayContaining(['users', 'pincodes', 'enquiry-qrcode']));
    // /franchisee is hidden from a user who belongs to a franchisee.
    expect(names(await byRole(owner))).not.toContain('franchisee');
    const pincodes = (await byRole()).menu.find((i: { name: string }) => i.name === 'pincodes');
    // Read-only for the counsellor, writable (absent flag) for the owner: OR gives write.
    expect(pincodes.dashboardRoleMap.isWrite).toBe(true);
    expect(
      (await byRole(counsellor)).menu.find((i: { name: string }) => i.name === 'pincodes').dashboardRoleMap.isWrite,
    ).toBe(false);
    expect((await byRole(counsellor)).hasEnquiryAccess).toBe(1);
    const other = await t.as('multirole@demo.school', { method: 'GET', url: '/api/user/menu?roleId=1' });
    expect([403, 200]).toContain(other.statusCode);
  });

  it('answers /api/admin/me in the shape the shell stores', async () => {
    const me = (await t.as('parent@demo.school', { method: 'GET', url: '/api/admin/me' })).json();
    expect(me).toMatchObject({
      firstName: 'Rohan',
      lastName: 'Kapoor',
      email: 'parent@demo.school',
      franchisee: { id: 2 },
      superAdmin: false,
      modulesAuth: [],
      student: { studentAdmissionID: 1 },
    });
    expect(me.roles).toEqual([
      { id: expect.any(Number), role: 'PARENT', description: 'Parent', systemEndPoints: expect.any(Array) },
    ]);
    const admin = (await t.as('superadmin@demo.school', { method: 'GET', url: '/api/admin/me' })).json();
    expect(admin).toMatchObject({ superAdmin: true, franchisee: null });
  });

  it('lists academic years and the current one', async () => {
    const all = (await t.as('teacher@demo.school', { method: 'GET', url: '/api/franchiseeAcademicYears' })).json();
    expect(all.rows).toHaveLength(3);
    const current = (
      await t.as('teacher@demo.school', {
        method: 'GET',
        url: '/api/franchiseeAcademicYears?isCurrentAcademicYear=true',
      })
    ).json();
    expect(current.rows).toHaveLength(1);
    const { currentAcademicYear } = await import('@portal/core');
    expect(current.rows[0].academicYear).toBe(currentAcademicYear());
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/franchisee/active', '/api/auth/login', '/api/city/{id}']),
    );
  });
});
