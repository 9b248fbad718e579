import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'oxfmt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineModuleAccess, MENU_GROUPS, mergeModuleAccess } from '@portal/core';
import type { ServerModule } from '@portal/kit';
import { loadConfig } from '../src/config.ts';
import { serverModules } from '../src/modules.ts';
import { accessRecordFiles } from '../../../scripts/test-manifests.mjs';
import { accessPart, readAccessContent, type AccessPart } from './access-content.ts';
import { startTestApp, type TestApp } from './support.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** A file's text as the format check wants it: oxfmt's `format` reads no configuration, so the tree's is given. */
async function formatted(file: string, text: string): Promise<string> {
  const {
    $schema: _schema,
    ignorePatterns: _ignored,
    ...options
  } = JSON.parse(readFileSync(path.join(root, '.oxfmtrc.json'), 'utf8'));
  const { code, errors } = await format(file, text, options);
  if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`);
  return code;
}

/**
 * Each module folder records what its modules seed in `test/access.json` (keyed by server module name), so a
 * deliberate change of grants or menus shows in the module that made it.
 */
function recordedParts(): Map<string, { file: string; part: AccessPart }> {
  const parts = new Map<string, { file: string; part: AccessPart }>();
  for (const file of accessRecordFiles())
    for (const [name, part] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, AccessPart>))
      parts.set(name, { file, part });
  return parts;
}

/** Where a module's record lives: where it is recorded already, else the folder named after it. */
function recordFile(module: ServerModule, recorded: Map<string, { file: string }>): string {
  return recorded.get(module.name)?.file ?? path.join(root, 'modules', module.name, 'test', 'access.json');
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("the modules' access manifests", () => {
  const withAccess = serverModules(loadConfig({})).filter((m) => m.access);

  it('seed the end points, roles, grants and menu each module folder records', async () => {
    const whole = await readAccessContent(t.db.db);
    const recorded = recordedParts();
    const seeded = withAccess.map((m) => ({ module: m, part: accessPart(whole, m.access!) }));
    // A deliberate change of grants or menus is recorded once it is meant (docs/architecture.md, adding a module).
    if (process.env.UPDATE_ACCESS_FIXTURE) {
      const files = new Map<string, Record<string, AccessPart>>();
      for (const { module, part } of seeded) {
        const file = recordFile(module, recorded);
        files.set(file, { ...files.get(file), [module.name]: part });
      }
      // Written as the format check wants it, so a recorded change passes `oxfmt --check` as it is.
      for (const [file, parts] of files) writeFileSync(file, await formatted(file, JSON.stringify(parts)));
    }
    for (const { module, part } of seeded) expect(part, module.name).toEqual(recordedParts().get(module.name)?.part);
    expect([...recordedParts().keys()].sort()).toEqual(withAccess.map((m) => m.name).sort());
    expect(whole.menu.length).toBeGreaterThan(80);
  });

  it('leave nothing seeded that no module owns', async () => {
    const whole = await readAccessContent(t.db.db);
    const parts = withAccess.map((m) => accessPart(whole, m.access!));
    expect(parts.flatMap((p) => p.endPoints).sort()).toEqual([...whole.endPoints].sort());
    expect(parts.flatMap((p) => p.roles.map((r) => r.role)).sort()).toEqual(whole.roles.map((r) => r.role).sort());
    expect(parts.flatMap((p) => p.menu.map((m) => m.name)).sort()).toEqual(whole.menu.map((m) => m.name).sort());
    const grants = (role: string) => parts.flatMap((p) => p.grants[role] ?? []).sort();
    for (const role of whole.roles) expect(grants(role.role), role.role).toEqual([...role.grants].sort());
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
