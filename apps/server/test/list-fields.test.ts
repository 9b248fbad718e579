import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, readableFields, recordSchema } from '@portal/kit';
import { startTestApp, type TestApp } from './support.ts';

/**
 * A list sends what the list shows: the declared columns, their reference labels and the id by
 * default; other readable fields on request; and never a field outside the route's schema.
 */
let t: TestApp;
const SUPER = 'superadmin@demo.school';

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.as(SUPER, { method: 'GET', url });

describe('list fields', () => {
  it('answers the list columns, their labels and the id by default', async () => {
    const res = await get('/api/enquiry?pageSize=5');
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    const expected = [
      'id',
      'enquiryCode',
      'childName',
      'parentName',
      'mobile',
      'classId',
      'classIdLabel',
      'source',
      'stage',
      'spancoStatus',
      'assignedTo',
      'assignedToLabel',
      'nextFollowUpDate',
      'createdAt',
    ].sort();
    for (const row of rows) {
      // Absent values still travel as null, so every row has the same keys.
      expect(Object.keys(row).sort()).toEqual(expected);
      expect(row).not.toHaveProperty('address');
      // A class's name comes with its id (a lead may have no class yet).
      expect(typeof row.classIdLabel).toBe(row.classId === null ? 'object' : 'string');
    }
  });

  it('answers requested fields (and the id) only', async () => {
    const res = await get('/api/enquiry?pageSize=5&fields=address,email,franchiseeId');
    expect(res.statusCode).toBe(200);
    for (const row of res.json().rows) {
      expect(Object.keys(row).sort()).toEqual(['address', 'email', 'franchiseeId', 'franchiseeIdLabel', 'id']);
    }
    // Filters, sort and search still work beside fields.
    const sorted = await get('/api/city?fields=name&sort=name&dir=desc&state=Maharashtra');
    expect(sorted.json().rows.map((r: { name: string }) => r.name)).toEqual(['Pune', 'Mumbai']);
  });

  it('refuses unknown and secret fields with a 400 that names them', async () => {
    const unknown = await get('/api/enquiry?fields=childName,shoeSize');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown field: shoeSize');
    const secret = await get('/api/user?fields=email,passwordHash');
    expect(secret.statusCode).toBe(400);
    expect(secret.json().message).toBe('Unknown field: passwordHash');
  });

  it('never sends a field outside the response schema, on any resource list or record', async () => {
    for (const res of allResources()) {
      const allowed = new Set(Object.keys(recordSchema(res).shape));
      const all = readableFields(res).join(',');
      const page = await get(`/api/${res.name}?pageSize=3&fields=${all}`);
      expect(page.statusCode, `${res.name}: ${page.body}`).toBe(200);
      for (const row of page.json().rows) {
        for (const key of Object.keys(row)) expect(allowed.has(key), `${res.name}.${key}`).toBe(true);
        expect(row, res.name).not.toHaveProperty('__total');
        const one = await get(`/api/${res.name}/${row.id}`);
        expect(one.statusCode, res.name).toBe(200);
        for (const key of Object.keys(one.json())) expect(allowed.has(key), `${res.name}/:id ${key}`).toBe(true);
      }
    }
  });

  it('keeps secrets out of records answered by create', async () => {
    const created = await t.as(SUPER, {
      method: 'POST',
      url: '/api/city',
      payload: { name: 'Nashik', state: 'Maharashtra' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(Object.keys(created.json())).toEqual(expect.arrayContaining(['id', 'name', 'state']));
    const user = await get('/api/user?pageSize=1&fields=email');
    const one = await get(`/api/user/${user.json().rows[0].id}`);
    expect(one.body).not.toMatch(/hash/i);
  });

  it('documents typed bodies in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const list = JSON.stringify(doc.paths['/api/enquiry'].get.responses['200']);
    expect(list).toContain('childName');
    expect(list).toContain('classIdLabel');
    expect(JSON.stringify(doc.paths['/api/city/{id}'].get.responses['200'])).toContain('state');
    expect(JSON.stringify(doc.paths['/api/city/{id}/history'].get.responses['200'])).toContain('action');
  });
});

describe('narrowed references', () => {
  it('narrow by a filter the target lists and a field the form has', () => {
    const narrowed = allResources().flatMap((res) =>
      Object.entries(res.fields).flatMap(([name, field]) =>
        field.ref?.narrowBy ? [{ res, name, ref: field.ref, narrowBy: field.ref.narrowBy }] : [],
      ),
    );
    expect(narrowed.map((n) => `${n.res.name}.${n.name}`)).toEqual(
      expect.arrayContaining(['assigned-bus-route-student.busStopId']),
    );
    for (const { res, name, ref, narrowBy } of narrowed) {
      const target = allResources().find((r) => r.name === ref.resource);
      expect(target?.list.filters, `${res.name}.${name}`).toContain(narrowBy.field);
      expect(Object.keys(res.fields), `${res.name}.${name}`).toContain(narrowBy.from);
    }
  });

  it('offers only the stops of the chosen route', async () => {
    const stops = (await get('/api/vehicle-bus-stop?pageSize=100&fields=name,busRouteId')).json().rows as {
      busRouteId: number;
    }[];
    const route = stops[0]!.busRouteId;
    const narrowed = (await get(`/api/vehicle-bus-stop?pageSize=100&fields=name&busRouteId=${route}`)).json().rows;
    expect(narrowed.length).toBe(stops.filter((s) => s.busRouteId === route).length);
    expect(narrowed.length).toBeLessThan(stops.length);
  });
});
