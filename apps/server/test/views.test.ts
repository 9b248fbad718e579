import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support.ts';

/**
 * A declared joined view (the Spanco list: enquiries with their centre, class and counsellor) gets
 * what a resource list gets: paging with its total, sort, search, filters, `fields=`, export, the
 * franchisee fence and a response schema.
 */
let t: TestApp;
const SUPER = 'superadmin@demo.school';
const A = 'franchisee-a@demo.school';
const URL = '/api/enquiry/spanco';

type Row = Record<string, unknown> & { id: number };
const list = async (email: string, query: string) => {
  const res = await t.as(email, { method: 'GET', url: `${URL}?${query}` });
  return { status: res.statusCode, body: res.json() as { rows: Row[]; count: number; statusCounts: object } };
};

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a joined view', () => {
  it('pages with the total in every page and no page overlapping another', async () => {
    const all = await list(SUPER, 'pageSize=200');
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(all.body.rows.length);
    expect(all.body.count).toBeGreaterThan(3);
    const first = await list(SUPER, 'pageSize=2&page=1');
    const second = await list(SUPER, 'pageSize=2&page=2');
    expect(first.body.rows).toHaveLength(2);
    expect(second.body.count).toBe(all.body.count);
    expect(second.body.rows.map((r) => r.id)).toEqual(all.body.rows.slice(2, 4).map((r) => r.id));
    const past = await list(SUPER, 'pageSize=2&page=999');
    expect(past.body).toMatchObject({ rows: [], count: all.body.count, page: 999 });
    expect(Object.keys(all.body.statusCounts).length).toBeGreaterThan(0);
  });

  it('answers joined columns named as the API names them, and nothing else', async () => {
    const { body } = await list(SUPER, 'pageSize=5');
    for (const row of body.rows) {
      expect(typeof row.franchiseeName).toBe('string');
      expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(row).not.toHaveProperty('__total');
    }
  });

  it('sorts, searches and filters', async () => {
    const sorted = await list(SUPER, 'pageSize=200&sort=childName&dir=asc');
    const names = sorted.body.rows.map((r) => String(r.childName));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await list(SUPER, 'sort=nope')).status).toBe(400);

    const someone = sorted.body.rows[0];
    const code = String(someone.enquiryCode);
    const found = await list(SUPER, `pageSize=200&searchValue=${encodeURIComponent(code)}`);
    expect(found.body.rows.map((r) => r.id)).toContain(someone.id);
    expect(found.body.rows.length).toBeLessThan(sorted.body.rows.length);

    const stage = String(someone.stage);
    const staged = await list(SUPER, `pageSize=200&stage=${stage}`);
    expect(staged.body.rows.length).toBeGreaterThan(0);
    expect(staged.body.rows.every((r) => r.stage === stage)).toBe(true);
    const refused = await list(SUPER, 'stage=NOT_A_STAGE');
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty('message');
  });

  it('answers the requested fields only, and refuses unknown ones', async () => {
    const some = await list(SUPER, 'pageSize=3&fields=enquiryCode,className');
    expect(some.status).toBe(200);
    for (const row of some.body.rows) expect(Object.keys(row).sort()).toEqual(['className', 'enquiryCode', 'id']);
    const unknown = await list(SUPER, 'fields=enquiryCode,passwordHash');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Unknown field: passwordHash');
  });

  it("keeps a centre to its own rows and answers 404 for another centre's", async () => {
    const own = await list(A, 'pageSize=200&fields=franchiseeId');
    expect(own.status).toBe(200);
    expect(own.body.rows.length).toBeGreaterThan(0);
    expect(new Set(own.body.rows.map((r) => r.franchiseeId))).toEqual(new Set([2]));
    expect((await list(A, 'franchiseeID=3')).status).toBe(404);
    const exported = await t.as(A, { method: 'GET', url: `${URL}/export?franchiseeID=3` });
    expect(exported.statusCode).toBe(404);
  });

  it('exports what the list shows, filtered the same way, as CSV and XLSX', async () => {
    const { body } = await list(A, 'pageSize=200');
    const csv = await t.as(A, { method: 'GET', url: `${URL}/export?format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Enquiry code');
    expect(lines[0]).toContain('Centre');
    expect(lines).toHaveLength(body.count + 1);
    const xlsx = await t.as(A, { method: 'GET', url: `${URL}/export?format=xlsx` });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('shows its typed answer in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answer = doc.paths[URL].get.responses['200'];
    const schema = answer.content['application/json'].schema;
    expect(JSON.stringify(schema)).toContain('franchiseeName');
    expect(JSON.stringify(schema)).toContain('statusCounts');
  });
});
