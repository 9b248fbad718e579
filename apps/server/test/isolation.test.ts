import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResources, type Resource } from '@portal/kit';
import type { ResourceMeta } from '@portal/core';
import { sampleBody } from './samples.ts';
import { walked } from './walked.ts';
import { startTestApp, type TestApp } from './support.ts';

/**
 * The franchisee fence: franchisee-a (centre 2) walks every franchisee-owned resource
 * with centre 3's ids (franchisee-b's) on every operation and must learn nothing.
 */
let t: TestApp;
const SUPER = 'superadmin@demo.school';
const A = 'franchisee-a@demo.school';
/**
 * Read-only resources without a row of the other centre in the demo, so their records go untried: named here, never
 * skipped silently; the list only shrinks (seed a row of the other centre).
 */
const NO_ROW_YET = new Set([
  'royalty-adjustments',
  'consent-records',
  'dev-launch-tasks',
  // The demo collects no tuition at centre 3: its royalty statements are tried by
  // modules/ledger/test/statements.test.ts.
  'royalty-statements',
  'royalty-statement-lines',
]);
const OWN = 2;
const OTHER = 3;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function otherCentresRow(meta: ResourceMeta): Promise<number> {
  if (meta.scope === 'self') return OTHER;
  const created = await t.as(SUPER, {
    method: 'POST',
    url: `/api/${meta.name}`,
    payload: await sampleBody(t, meta, OTHER),
  });
  expect(created.statusCode, `${meta.name}: ${created.body}`).toBe(201);
  expect(created.json().franchiseeId).toBe(OTHER);
  return created.json().id;
}

/** A row of the other centre already in a read-only resource's table, if any. */
async function existingRowOf(res: Resource): Promise<number | undefined> {
  const column = res.columns.franchiseeId;
  if (!column) return undefined;
  const [row] = (await t.db.db.select().from(res.table).where(eq(column, OTHER)).limit(1)) as { id: number }[];
  return row?.id;
}

describe('franchisee isolation', () => {
  const fenced = () => allResources().filter((r) => r.scope !== 'global');

  it('covers the franchisee-owned resources', () => {
    expect(
      fenced()
        .map((r) => r.name)
        .sort(),
    ).toEqual(expect.arrayContaining(['franchisee', 'pincodes', 'user']));
  });

  it("answers 404 on every operation with another franchisee's id", async (context) => {
    const untried: string[] = [];
    let tried = 0;
    for (const res of fenced()) {
      const meta: ResourceMeta = (await t.as(SUPER, { method: 'GET', url: `/api/meta/resources/${res.name}` })).json();
      // Rows only a module's services write (a log) are not created over the API: one already there is read.
      const id = res.readOnly ? await existingRowOf(res) : await otherCentresRow(meta);
      // Never skipped silently: a resource without a row of the other centre is named, and the walk fails.
      if (id === undefined && !NO_ROW_YET.has(res.name))
        untried.push(`${res.name}: no row of centre ${OTHER} to try its records with`);
      const reads =
        id === undefined
          ? []
          : [
              { method: 'GET' as const, url: `/api/${res.name}/${id}` },
              { method: 'GET' as const, url: `/api/${res.name}/${id}/history` },
            ];
      const writes =
        id === undefined || res.readOnly
          ? []
          : [
              { method: 'PUT' as const, url: `/api/${res.name}/${id}`, payload: {} },
              ...(res.remove ? [{ method: 'DELETE' as const, url: `/api/${res.name}/${id}` }] : []),
              ...Object.keys(res.commands).map((c) => ({
                method: 'POST' as const,
                url: `/api/${res.name}/${id}/${c}`,
                payload: {},
              })),
            ];
      const calls = [
        ...reads,
        ...writes,
        { method: 'GET' as const, url: `/api/${res.name}?franchiseeID=${OTHER}` },
        { method: 'GET' as const, url: `/api/${res.name}/export?franchiseeID=${OTHER}` },
      ];
      for (const call of calls) {
        tried++;
        const answer = await t.as(A, { ...call, franchiseeId: OTHER });
        // 403 is acceptable only where the role lacks the module altogether.
        expect([403, 404], `${call.method} ${call.url}: ${answer.statusCode} ${answer.body}`).toContain(
          answer.statusCode,
        );
        expect(answer.body).not.toContain('"companyName":"Tiny Tots');
      }
      const fence = res.scope === 'self' ? 'id' : 'franchiseeId';
      const list = await t.as(A, { method: 'GET', url: `/api/${res.name}?pageSize=200&fields=${fence}` });
      if (list.statusCode === 200) {
        for (const row of list.json().rows)
          expect(res.scope === 'self' ? row.id : row.franchiseeId, res.name).toBe(OWN);
      }
      if (id === undefined) continue;
      const moved = await t.as(SUPER, { method: 'GET', url: `/api/${res.name}/${id}` });
      expect(moved.statusCode).toBe(200);
    }
    expect(untried, 'seed a row of the other centre, or let the walk make one').toEqual([]);
    walked(context, "resources' operations with another centre's id", tried);
  });

  it("refuses to create rows in another franchisee's name", async () => {
    const meta: ResourceMeta = (await t.as(SUPER, { method: 'GET', url: '/api/meta/resources/pincodes' })).json();
    const body = { ...(await sampleBody(t, meta, OTHER)), pincode: '411099' };
    const res = await t.as(A, { method: 'POST', url: '/api/pincodes', payload: body });
    expect(res.statusCode).toBe(404);
    const own = await t.as(A, { method: 'POST', url: '/api/pincodes', payload: { ...body, franchiseeId: undefined } });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().franchiseeId).toBe(OWN);
  });

  it('keeps the franchisee header from widening the fence', async () => {
    const res = await t.as(A, { method: 'GET', url: '/api/franchisee/active', franchiseeId: OTHER });
    expect(res.json().rows.map((r: { id: number }) => r.id)).toEqual([OWN]);
  });

  it('shows a BSK user only the franchisee bound to its role, whatever the account says', async () => {
    const res = await t.as('bsk@demo.school', { method: 'GET', url: '/api/franchisee/active' });
    expect(res.json().rows).toEqual([{ id: 4, companyName: 'Bright Beginnings Whitefield', otherRoles: false }]);
  });

  it('shows head office every active franchisee', async () => {
    const res = await t.as('finance@demo.school', { method: 'GET', url: '/api/franchisee/active' });
    expect(res.json().rows.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
