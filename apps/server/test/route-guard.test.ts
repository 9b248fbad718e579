import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startTestApp, type TestApp } from './support.ts';

let t: TestApp;
// No session cache: the tests change grants and menu flags between requests.
beforeAll(async () => {
  t = await startTestApp({ auth: { ...loadConfig({}).auth, contextCacheMs: 0 } });
});
afterAll(() => t.close());

const run = (q: ReturnType<typeof sql>) => t.db.db.execute(q);

describe("server route guard: the route's declared levels and the menu write flag (spec section 6)", () => {
  it("refuses a role that holds the module but is not on the route's level", async () => {
    const reverse = (email: string) =>
      t.as(email, { method: 'POST', url: '/api/ledger/entries/999999/reverse', payload: { reason: 'Wrong amount' } });
    expect((await reverse('marketing@demo.school')).json().message).toBe('You do not have permission to do this');
    // Give MARKETING_HEAD full ledger access: the route is level_6 (finance admin), so still no.
    await run(sql`insert into role_end_points (role_id, end_point_id)
      select r.id, e.id from roles r, system_end_points e
      where r.role = 'MARKETING_HEAD' and e.module = 'ledger' and e.method = 'any'`);
    const refused = await reverse('marketing@demo.school');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your role cannot do this');
    // The finance admin passes the guard and reaches the service (no such entry).
    expect((await reverse('finance@demo.school')).statusCode).toBe(404);
    expect((await reverse('superadmin@demo.school')).statusCode).toBe(404);
  });

  it("refuses writes when every menu entry of the module is read-only for the user's roles", async () => {
    const add = () =>
      t.as('franchisee-b@demo.school', { method: 'POST', url: '/api/pincodes', payload: { pincode: 'x' } });
    // Writable today: the write reaches validation.
    expect((await add()).statusCode).toBe(400);
    await run(sql`update role_dashboards set is_write = false
      where role_id = (select id from roles where role = 'FRANCHISEE_USER_1')
        and dashboard_id in (select id from dashboards where 'PincodeCheck' = any(modules))`);
    const refused = await add();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You can only view this');
    const list = await t.as('franchisee-b@demo.school', { method: 'GET', url: '/api/pincodes' });
    expect(list.statusCode).toBe(200);
    // One writable entry is enough (merged with OR).
    await run(sql`update role_dashboards set is_write = null
      where role_id = (select id from roles where role = 'FRANCHISEE_USER_1')
        and dashboard_id = (select id from dashboards where name = 'pincodes')`);
    expect((await add()).statusCode).toBe(400);
  });
});
