import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModuleAccess, MENU_GROUPS, mergeModuleAccess } from '@portal/core';
import { loadConfig } from '../src/config.ts';
import { serverModules } from '../src/modules.ts';
import { readAccessContent, type AccessContent } from './access-content.ts';
import { startTestApp, type TestApp } from './support.ts';

/** The access set-up as apps/server seeded it before each module declared its own (one JSON file). */
const fixture = new URL('./fixtures/seeded-access.json', import.meta.url);
const before = JSON.parse(readFileSync(fixture, 'utf8')) as AccessContent;

/** The deliberate change since: menu entries sit in the spec's side-menu groups. */
const MOVED_GROUPS: Record<string, string> = { Orders: 'Finance', Student: 'Academics' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the modules' access manifests", () => {
  it('seed the same end points, roles, grants and menu role maps as before, menu groups aside', async () => {
    const after = await readAccessContent(t.db.db);
    // A deliberate change of grants or menus is recorded once it is meant (docs/architecture.md, adding a module).
    if (process.env.UPDATE_ACCESS_FIXTURE) writeFileSync(fixture, `${JSON.stringify(after, null, 1)}\n`);
    expect(after.endPoints).toEqual(before.endPoints);
    expect(after.roles).toEqual(before.roles);
    const expected = before.menu.map((m) => ({ ...m, group: m.group && (MOVED_GROUPS[m.group] ?? m.group) }));
    expect(after.menu).toEqual(expected);
    expect(after.menu.length).toBeGreaterThan(80);
  });

  it("show the menu in the spec's group order", async () => {
    const rows = await t.as('franchisee-a@demo.school', { method: 'GET', url: '/api/user/menu' });
    expect(rows.statusCode).toBe(200);
    const groups = (rows.json() as { menu: { groupLabel: string | null }[] }).menu.flatMap((i) =>
      i.groupLabel ? [i.groupLabel] : [],
    );
    const firstSeen = [...new Set(groups)];
    expect(firstSeen.every((g) => (MENU_GROUPS as readonly string[]).includes(g))).toBe(true);
    expect(firstSeen).toEqual(
      [...firstSeen].sort((a, b) => MENU_GROUPS.indexOf(a as never) - MENU_GROUPS.indexOf(b as never)),
    );
    expect(firstSeen).not.toContain('Orders');
  });

  it('each access module is owned by exactly one registered module', () => {
    const owners = new Map<string, string[]>();
    for (const m of serverModules(loadConfig({})))
      for (const name of m.access?.modules ?? []) owners.set(name, [...(owners.get(name) ?? []), m.name]);
    expect([...owners.values()].filter((o) => o.length > 1)).toEqual([]);
    expect(owners.get('PlaceOrders')).toEqual(['orders']);
    expect(owners.get('ledger')).toEqual(['ledger']);
  });
});

describe('merging manifests', () => {
  const base = defineModuleAccess({
    modules: ['alpha'],
    roles: [{ role: 'TEACHER', description: 'Teacher' }],
    grants: { TEACHER: [['alpha', 'GET']] },
    menu: [{ name: 'alpha', label: 'Alpha', path: '/alpha', group: 'Finance', modules: ['alpha'], roles: ['TEACHER'] }],
  });

  it('gives every module the full and read end points and hands grants to the declared role', () => {
    const merged = mergeModuleAccess([base]);
    expect(merged.endPoints.map((e) => `${e.module} ${e.method}`)).toEqual(['alpha any', 'alpha GET']);
    expect(merged.roles).toEqual([{ role: 'TEACHER', description: 'Teacher', grants: [['alpha', 'GET']] }]);
  });

  it('orders the menu by the spec groups, then by module order', () => {
    const early = defineModuleAccess({
      modules: ['beta'],
      menu: [
        { name: 'b1', label: 'B1', path: '/b1', group: 'Finance', modules: ['beta'], roles: [] },
        { name: 'b2', label: 'B2', path: '/b2', group: 'Admin', modules: ['beta'], roles: [] },
      ],
    });
    expect(mergeModuleAccess([base, early]).menu.map((m) => m.name)).toEqual(['b2', 'alpha', 'b1']);
  });

  it('refuses a module owned twice, an undeclared role, an unknown module or a duplicate entry', () => {
    expect(() => mergeModuleAccess([base, defineModuleAccess({ modules: ['alpha'] })])).toThrow(/two modules/);
    const stray = defineModuleAccess({ modules: ['gamma'], grants: { PARENT: [['gamma', 'GET']] } });
    expect(() => mergeModuleAccess([base, stray])).toThrow(/undeclared role PARENT/);
    const unknown = defineModuleAccess({
      modules: ['delta'],
      uses: ['nowhere'],
      menu: [{ name: 'd', label: 'D', path: '/d', group: 'Admin', modules: ['nowhere'], roles: [] }],
    });
    expect(() => mergeModuleAccess([base, unknown])).toThrow(/unknown module nowhere/);
    expect(() => mergeModuleAccess([base, { ...base, modules: [] }])).toThrow(/declared twice/);
  });
});
