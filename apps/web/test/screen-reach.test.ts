import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessRecordFiles } from '../../../scripts/test-manifests.mjs';
import { toSpecPath } from '@portal/ui/routing';
import { loadRouteTable, moduleRouteSets } from '../src/routing/table.ts';

/**
 * A screen is found by its users: some role's menu links to it, or another screen does. The menus are what the
 * modules' access manifests seed (recorded in each module's `test/access.json`); a screen no menu links to names
 * the screen that does in `fixtures/reached-from.json`. Public pages are reached by the link a person is sent.
 */
const REACHED_FROM_FILE = 'apps/web/test/fixtures/reached-from.json';
const root = path.resolve(import.meta.dirname, '../../..');
const reachedFrom: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, REACHED_FROM_FILE), 'utf8'),
).screens;

type AccessRecord = { menu?: { path: string; roles: string[] }[] };
const menuPaths = new Set(
  accessRecordFiles().flatMap((file: string) =>
    (Object.values(JSON.parse(readFileSync(file, 'utf8'))) as AccessRecord[]).flatMap((part) =>
      (part.menu ?? []).filter((entry) => entry.roles.length > 0).map((entry) => entry.path),
    ),
  ),
);

const routeTable = await loadRouteTable();
const screens = routeTable.filter((r) => !r.redirectTo && !r.guard?.public).map((r) => toSpecPath(r.path));
const ownerOf = new Map<string, string>();
for (const set of moduleRouteSets) for (const r of await set.load()) ownerOf.set(toSpecPath(r.path), set.name);

/** Where a screen's menu entry is declared: its module's access manifest, or the shell's own routes. */
const menuHome = (screen: string) => {
  const owner = ownerOf.get(screen);
  return owner ? `modules/${owner}/server/access.ts` : 'apps/web/src/routing/app-routes.ts';
};

/** True when a menu reaches the screen, directly or through the screens declared as linking to it. */
function reached(screen: string, seen = new Set<string>()): boolean {
  if (menuPaths.has(screen)) return true;
  const from = reachedFrom[screen];
  if (!from || seen.has(screen)) return false;
  return reached(from, new Set([...seen, screen]));
}

describe('every screen has a way in', () => {
  it('is linked from some role’s menu or from a screen declared as linking to it', () => {
    const lost = screens
      .filter((screen) => !menuPaths.has(screen) && !reachedFrom[screen])
      .map(
        (screen) =>
          `${screen}: add a menu entry for it in ${menuHome(screen)}, or name the screen that links to it in ` +
          `${REACHED_FROM_FILE} ("${screen}": "/the/screen/with/the/link")`,
      );
    expect(lost, 'screens no menu and no declared screen links to').toEqual([]);
  });

  it('declares only screens that exist, that no menu reaches, each from a screen that is reached', () => {
    const wrong = Object.entries(reachedFrom).flatMap(([screen, from]) => {
      if (!screens.includes(screen))
        return [`${screen}: no route declares this screen; remove it from ${REACHED_FROM_FILE}`];
      if (menuPaths.has(screen)) return [`${screen}: a menu links to it now; remove it from ${REACHED_FROM_FILE}`];
      if (!screens.includes(from)) return [`${screen}: reached from ${from}, which no route declares`];
      if (!reached(screen)) return [`${screen}: reached from ${from}, which no menu reaches in turn`];
      return [];
    });
    expect(wrong, REACHED_FROM_FILE).toEqual([]);
  });
});
