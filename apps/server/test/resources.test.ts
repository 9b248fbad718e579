import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources } from '@portal/kit';
import type { ResourceMeta } from '@portal/core';
import { sampleBody } from './samples.ts';
import { startTestApp, type TestApp } from './support.ts';

let t: TestApp;
const SUPER = 'superadmin@demo.school';
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const meta = async (name: string): Promise<ResourceMeta> =>
  (await t.as(SUPER, { method: 'GET', url: `/api/meta/resources/${name}` })).json();

describe('every resource', () => {
  it('takes no write over the API where only its services write', async () => {
    const readOnly = allResources().filter((r) => r.readOnly);
    expect(readOnly.map((r) => r.name)).toContain('access-log');
    for (const res of readOnly) {
      const created = await t.as(SUPER, { method: 'POST', url: `/api/${res.name}`, payload: {} });
      expect(created.statusCode, res.name).toBe(404);
      expect((await t.as(SUPER, { method: 'GET', url: `/api/${res.name}?pageSize=1` })).statusCode, res.name).toBe(200);
    }
  });

  it('is registered', () => {
    expect(
      allResources()
        .map((r) => r.name)
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        'academic-year',
        'city',
        'dashboards',
        'dynamic-module',
        'franchisee',
        'pincodes',
        'roles',
        'system-end-points',
        'user',
      ]),
    );
  });

  it('answers malformed bodies with 400 and a message per field, writing nothing', async () => {
    for (const res of allResources().filter((r) => !r.readOnly)) {
      const before = (await t.as(SUPER, { method: 'GET', url: `/api/${res.name}?pageSize=1` })).json().count;
      const notJson = await t.as(SUPER, {
        method: 'POST',
        url: `/api/${res.name}`,
        payload: '{"oops',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.statusCode, res.name).toBe(400);
      expect(notJson.json().message).toBe('The request body is not valid JSON');

      const empty = await t.as(SUPER, { method: 'POST', url: `/api/${res.name}`, payload: {} });
      expect(empty.statusCode, res.name).toBe(400);
      const required = Object.entries(res.fields).filter(([, f]) => f.required && !f.readOnly && f.kind !== 'boolean');
      for (const [name, field] of required) {
        // Settled from the user when possible: the franchisee, and the owner of a self-service row.
        if (name === 'franchiseeId' || name === res.owner?.column) continue;
        expect(empty.json().fieldErrors?.[name], `${res.name}.${name}`).toContain(field.label);
      }

      const wrongTypes = Object.fromEntries(Object.keys(res.fields).map((k) => [k, { nested: ['x'] }]));
      const bad = await t.as(SUPER, { method: 'POST', url: `/api/${res.name}`, payload: wrongTypes });
      expect(bad.statusCode, res.name).toBe(400);
      expect(Object.keys(bad.json().fieldErrors ?? {}).length, res.name).toBeGreaterThan(0);

      const unknown = await t.as(SUPER, {
        method: 'POST',
        url: `/api/${res.name}`,
        payload: { ...(await sampleBody(t, await meta(res.name), 2)), __proto__x: 1 },
      });
      expect(unknown.statusCode, res.name).toBe(400);
      expect(unknown.json().message).toMatch(/Unknown field/);

      const after = (await t.as(SUPER, { method: 'GET', url: `/api/${res.name}?pageSize=1` })).json().count;
      expect(after, res.name).toBe(before);
    }
  });

  it('creates, reads, updates and lists with an audit row per write', async () => {
    for (const res of allResources().filter((r) => !r.readOnly)) {
      const body = await sampleBody(t, await meta(res.name), 2);
      const created = await t.as(SUPER, { method: 'POST', url: `/api/${res.name}`, payload: body });
      // A master whose every allowed value is already seeded (one row per enum value) can only be edited.
      const full = created.statusCode === 409;
      expect(full ? 201 : created.statusCode, `${res.name}: ${created.body}`).toBe(201);
      const id = full
        ? (await t.as(SUPER, { method: 'GET', url: `/api/${res.name}?pageSize=1` })).json().rows[0].id
        : created.json().id;
      const got = await t.as(SUPER, { method: 'GET', url: `/api/${res.name}/${id}` });
      expect(got.statusCode).toBe(200);
      expect(got.json()).not.toHaveProperty('passwordHash');
      const listed = (await t.as(SUPER, { method: 'GET', url: `/api/${res.name}?pageSize=5` })).json().rows;
      for (const row of listed)
        expect(
          Object.keys(row).filter((k) => /hash$/i.test(k)),
          res.name,
        ).toEqual([]);
      // A yes/no flag is the safest edit (no cross-field rules); else a free-text field.
      const editable = Object.entries(res.fields).filter(([, f]) => !f.readOnly && !f.createOnly);
      const field =
        editable.find(([, f]) => f.kind === 'boolean') ?? editable.find(([, f]) => f.kind === 'text' && !f.pattern);
      const patch = field ? { [field[0]]: field[1].kind === 'boolean' ? !got.json()[field[0]] : 'Changed value' } : {};
      const updated = await t.as(SUPER, { method: 'PUT', url: `/api/${res.name}/${id}`, payload: patch });
      expect(updated.statusCode, `${res.name}: ${updated.body}`).toBe(200);
      const audit = await t.db.db.execute(
        // Audit rows are written in the same transaction as the change.
        (await import('drizzle-orm')).sql`select action, changes from audit_log
            where resource = ${res.name} and record_id = ${String(id)} order by id`,
      );
      const rows = (audit as unknown as { rows: { action: string; changes: Record<string, unknown> }[] }).rows;
      const writes = full ? ['update'] : ['create', 'update'];
      expect(
        rows.map((r) => r.action),
        res.name,
      ).toEqual(writes);
      if (field) expect(Object.keys(rows.at(-1)!.changes)).toContain(field[0]);
      const history = await t.as(SUPER, { method: 'GET', url: `/api/${res.name}/${id}/history` });
      expect(history.json().rows.map((r: { action: string; user: string }) => [r.action, r.user])).toEqual(
        writes.reverse().map((w) => [w, SUPER]),
      );
    }
    // Every resource's writes and reads: 68 s at loads of 12 to 20 on two cores, past half the default 90 s.
  }, 240_000);

  it("reuses a built page for the same shape of query, always with that request's values", async () => {
    const names = async (url: string) =>
      (await t.as(SUPER, { method: 'GET', url })).json().rows.map((r: { name: string }) => r.name);
    expect(await names('/api/city?q=beng')).toEqual(['Bengaluru']);
    expect(await names('/api/city?q=pun')).toEqual(['Pune']);
    expect(await names('/api/city?state=Karnataka&sort=name')).toEqual(['Bengaluru']);
    expect(await names('/api/city?state=Maharashtra&sort=name')).toEqual(['Mumbai', 'Pune']);
    // The same filter with two values is another shape; so is another sort direction.
    expect(await names('/api/city?state=Maharashtra,Karnataka&sort=name&dir=desc')).toEqual([
      'Pune',
      'Mumbai',
      'Bengaluru',
    ]);
    // A centre user's fence travels as values too: the same shape for two centres gives each its own rows.
    const own = async (email: string) =>
      (await t.as(email, { method: 'GET', url: '/api/enquiry?pageSize=200&fields=franchiseeId' }))
        .json()
        .rows.map((r: { franchiseeId: number }) => r.franchiseeId);
    expect(new Set(await own('franchisee-a@demo.school'))).toEqual(new Set([2]));
    expect(new Set(await own('franchisee-b@demo.school'))).toEqual(new Set([3]));
    // Past the last page there is no row to carry the total; it is counted on its own.
    const past = (await t.as(SUPER, { method: 'GET', url: '/api/city?page=50&pageSize=2' })).json();
    expect(past.rows).toEqual([]);
    expect(past.count).toBeGreaterThanOrEqual(3);
  });

  it('pages, sorts, searches and exports', async () => {
    const page = await t.as(SUPER, {
      method: 'GET',
      url: '/api/franchisee?page=1&pageSize=2&sort=companyName&dir=asc',
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.rows).toHaveLength(2);
    expect(body.count).toBeGreaterThanOrEqual(5);
    expect(body.rows[0].companyName.localeCompare(body.rows[1].companyName)).toBeLessThanOrEqual(0);
    expect(body.rows[0]).toHaveProperty('cityIdLabel');

    const search = await t.as(SUPER, { method: 'GET', url: '/api/franchisee?q=koregaon' });
    expect(search.json().rows.map((r: { code: string }) => r.code)).toEqual(['PUN-001']);

    const filtered = await t.as(SUPER, { method: 'GET', url: '/api/city?state=Maharashtra&sort=name' });
    expect(filtered.json().rows.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Mumbai', 'Pune']),
    );

    const badFilter = await t.as(SUPER, { method: 'GET', url: '/api/city?colour=blue' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe('Unknown filter: colour');
    const badSort = await t.as(SUPER, { method: 'GET', url: '/api/city?sort=passwordHash' });
    expect(badSort.statusCode).toBe(400);

    const csv = await t.as(SUPER, { method: 'GET', url: '/api/franchisee/export?format=csv&q=koregaon' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Tiny Tots Academy Koregaon Park');
    expect(csv.body.split('\n')[0]).toContain('Company name');
    const xlsx = await t.as(SUPER, { method: 'GET', url: '/api/franchisee/export?format=xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a duplicate with 409 and a readable message', async () => {
    const res = await t.as(SUPER, {
      method: 'POST',
      url: '/api/city',
      payload: { name: 'Pune', state: 'Maharashtra' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A record with this name and state already exists');
    expect(res.json().fieldErrors).toEqual({ name: 'A record with this name and state already exists' });
  });

  it('runs the status fence on ids: a bad id is a 400, a missing one a 404', async () => {
    expect((await t.as(SUPER, { method: 'GET', url: '/api/city/abc' })).statusCode).toBe(400);
    expect((await t.as(SUPER, { method: 'GET', url: '/api/city/999999' })).statusCode).toBe(404);
    expect((await t.as(SUPER, { method: 'GET', url: '/api/city/99999999999999' })).statusCode).toBe(400);
  });
});
