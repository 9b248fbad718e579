import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessRecordFiles } from '../../../scripts/test-manifests.mjs';
import { toSpecPath, type PortalRoute } from '@portal/ui/routing';
import { loadRouteTable, moduleRouteSets } from '../src/routing/table.ts';

/**
 * A screen is found by its users: some role's menu links to it, or another screen does. The menus are what the
 * modules' access manifests seed (recorded in each module's `test/access.json`); a screen no menu links to
 * declares the screen that does beside its route (`reachedFrom`, which `resourceRoutes` fills in for a resource's
 * create, view, edit and upload screens). `fixtures/reached-from.json` holds the declarations not yet moved beside
 * their routes, a list that only shrinks. Public pages are reached by the link a person is sent.
 */
const REACHED_FROM_FILE = 'apps/web/test/fixtures/reached-from.json';
const root = path.resolve(import.meta.dirname, '../../..');
const fixture: { screens: Record<string, string>; unverified: string[] } = JSON.parse(
  readFileSync(path.join(root, REACHED_FROM_FILE), 'utf8'),
);

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

/**
 * A menu entry reaches the screen it names, or the screen whose path it fills in (`/kit-mapping/curriculum-kit-1`
 * opens `/kit-mapping/{kitType}`) when no screen is named by it as it is.
 */
const patternOf = (screen: string) =>
  new RegExp(
    `^${screen
      .replace(/[.*+^$()|[\]\\]/g, '\\$&')
      .replace(/\/\{[^}]+\?\}/g, '(?:/[^/]+)?')
      .replace(/\{[^}]+\}/g, '[^/]+')}$`,
  );
const filledIn = [...menuPaths].filter((entry) => !screens.includes(entry));
const inMenu = (screen: string) =>
  menuPaths.has(screen) || (screen.includes('{') && filledIn.some((entry) => patternOf(screen).test(entry)));
const ownerOf = new Map<string, string>();
const routeOf = new Map<string, PortalRoute>();
for (const set of moduleRouteSets)
  for (const r of await set.load()) {
    ownerOf.set(toSpecPath(r.path), set.name);
    routeOf.set(toSpecPath(r.path), r);
  }
/** The screens' own declarations of the screen linking to them. */
const declared = new Map(
  routeTable.flatMap((r) => (r.reachedFrom ? [[toSpecPath(r.path), toSpecPath(r.reachedFrom)] as const] : [])),
);
const reachedFrom = (screen: string) => declared.get(screen) ?? fixture.screens[screen];

/** Where a screen's menu entry and its route are declared: its module's, or the shell's own. */
const homeOf = (screen: string) => {
  const owner = ownerOf.get(screen);
  return owner
    ? { menu: `modules/${owner}/server/access.ts`, routes: `modules/${owner}/web/routes.ts` }
    : { menu: 'apps/web/src/routing/app-routes.ts', routes: 'apps/web/src/routing/app-routes.ts' };
};

/** True when a menu reaches the screen, directly or through the screens declared as linking to it. */
function reached(screen: string, seen = new Set<string>()): boolean {
  if (inMenu(screen)) return true;
  const from = reachedFrom(screen);
  if (!from || seen.has(screen)) return false;
  return reached(from, new Set([...seen, screen]));
}

describe('every screen has a way in', () => {
  it('is linked from some role’s menu or from a screen declared as linking to it', () => {
    const lost = screens
      .filter((screen) => !inMenu(screen) && !reachedFrom(screen))
      .map((screen) => {
        const home = homeOf(screen);
        const route = routeOf.get(screen)?.path ?? screen;
        return (
          `${screen}: add a menu entry for it in ${home.menu}, or declare the screen with the link to it on its ` +
          `route in ${home.routes}: { path: '${route}', reachedFrom: '/the/screen/with/the/link', … } ` +
          `(resourceRoutes(xShape, …, { reachedFrom }) for a resource's list, or its screens when it has none)`
        );
      });
    expect(lost, 'screens no menu and no declared screen links to').toEqual([]);
  });

  it('declares only screens that exist, that no menu reaches, each from a screen that is reached', () => {
    const declarations = [
      ...[...declared].map(([screen, from]) => ({
        screen,
        from,
        where: `reachedFrom of its route in ${homeOf(screen).routes}`,
      })),
      ...Object.entries(fixture.screens).map(([screen, from]) => ({ screen, from, where: REACHED_FROM_FILE })),
    ];
    const wrong = declarations.flatMap(({ screen, from, where }) => {
      if (!screens.includes(screen)) return [`${screen}: no route declares this screen; remove it from ${where}`];
      if (inMenu(screen) && where === REACHED_FROM_FILE)
        return [`${screen}: a menu links to it now; remove it from ${where}`];
      if (!screens.includes(from)) return [`${screen}: reached from ${from} (${where}), which no route declares`];
      if (!reached(screen))
        return [`${screen}: reached from ${from} (${where}), which no menu reaches in turn: declare its way in too`];
      return [];
    });
    expect(wrong, 'declarations of the screen linking to another').toEqual([]);
  });

  it('keeps in the fixture only what its screen does not declare itself', () => {
    const twice = Object.keys(fixture.screens)
      .filter((screen) => declared.has(screen))
      .map((screen) => `${screen}: its route declares reachedFrom; remove it from ${REACHED_FROM_FILE}`);
    const strays = fixture.unverified
      .filter((screen) => !fixture.screens[screen])
      .map((screen) => `${screen}: no longer in "screens"; remove it from "unverified" in ${REACHED_FROM_FILE}`);
    expect([...twice, ...strays]).toEqual([]);
  });
});
