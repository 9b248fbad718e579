import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceMeta } from '@portal/core';
import type { ResourceScreenProps } from '@portal/ui/routing';
import { paramNames } from '@portal/ui/routing';
import { loadRouteTable } from '../../web/src/routing/table.ts';
import { sampleBody } from './samples.ts';
import { startTestApp, type TestApp } from './support.ts';

/**
 * A generic list screen whose path names a parent (`/grade-book/skills/subSkills/:skillId`) lists that parent's
 * rows only: every parameter of such a path is declared as a filter, and the filter narrows the list.
 */
let t: TestApp;
const SUPER = 'superadmin@demo.school';

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface NarrowedList {
  path: string;
  resource: string;
  filters: [param: string, field: string][];
}

async function narrowedLists(): Promise<{ lists: NarrowedList[]; undeclared: string[] }> {
  const lists: NarrowedList[] = [];
  const undeclared: string[] = [];
  for (const route of await loadRouteTable()) {
    const props = route.props as Partial<ResourceScreenProps> | undefined;
    if (!props?.resource || props.links?.list !== route.path) continue;
    const params = paramNames(route.path).filter((p) => p !== 'current');
    if (params.length === 0) continue;
    const missing = params.filter((p) => !props.pathFilters?.[p]);
    if (missing.length) undeclared.push(`${route.path}: ${missing.join(', ')}`);
    else
      lists.push({
        path: route.path,
        resource: props.resource,
        filters: params.map((p) => [p, props.pathFilters![p]]),
      });
  }
  return { lists, undeclared };
}

type Rows = { rows: Record<string, unknown>[]; count: number };

/** Rows of the resource: the demo's, or one made from a sample body when the demo has none. */
async function rowsOf(resource: string): Promise<Rows> {
  const all = await list(resource);
  if (all.count > 0) return all;
  const meta = (await t.as(SUPER, { method: 'GET', url: `/api/meta/resources/${resource}` })).json() as ResourceMeta;
  const made = await t.as(SUPER, { method: 'POST', url: `/api/${resource}`, payload: await sampleBody(t, meta, 2) });
  expect(made.statusCode, `${resource}: ${made.body}`).toBe(201);
  return list(resource);
}

async function list(resource: string, query: Record<string, unknown> = {}): Promise<Rows> {
  const res = await t.as(SUPER, { method: 'GET', url: `/api/${resource}`, query: { pageSize: '200', ...query } });
  expect(res.statusCode, `${resource}: ${res.body}`).toBe(200);
  return res.json() as Rows;
}

describe('lists narrowed by their path', () => {
  it('declare every parameter of their path as a filter', async () => {
    const { lists, undeclared } = await narrowedLists();
    expect(undeclared).toEqual([]);
    expect(lists.map((l) => l.path)).toContain('/grade-book/skills/subSkills/:skillId');
  });

  it("list only the parent's rows", async () => {
    const { lists } = await narrowedLists();
    for (const { path, resource, filters } of lists) {
      const all = await rowsOf(resource);
      const sample = all.rows[0];
      const query = Object.fromEntries(filters.map(([, field]) => [field, String(sample[field])]));
      const narrowed = await list(resource, query);
      expect(narrowed.count, path).toBeGreaterThan(0);
      for (const row of narrowed.rows)
        for (const [field, value] of Object.entries(query)) expect(String(row[field]), `${path} ${field}`).toBe(value);
      const others = all.rows.filter((row) => Object.entries(query).some(([f, v]) => String(row[f]) !== v));
      if (others.length) expect(narrowed.count, path).toBeLessThan(all.count);
    }
  });
});
