import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, testManifests } from '../../../scripts/test-manifests.mjs';

/**
 * Each module, app and package declares what the suite's checks need to know of it in its own
 * `test/manifest.json` (scripts/test-manifests.mjs): adding a module is its folder and a line in each app's module
 * list, never an entry in a list inside a check.
 */
const KNOWN = new Set([
  'postgres',
  'noDatabase',
  'publicRoutes',
  'pathFamilies',
  'beyondTheSpec',
  'translatedScreens',
  'entryGrids',
  'otherModulesTables',
]);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
  });
}

describe('test manifests', () => {
  const manifests = testManifests();

  it('say only what a check reads, and name files that exist', () => {
    expect(manifests.length).toBeGreaterThan(20);
    const unknown = manifests.flatMap(({ dir, manifest }) =>
      Object.keys(manifest)
        .filter((key) => !KNOWN.has(key))
        .map((key) => `${dir}: ${key}`),
    );
    expect(unknown).toEqual([]);
    const missing = manifests.flatMap(({ dir, manifest }) =>
      [
        ...(manifest.postgres?.tests ?? []),
        ...(manifest.noDatabase ?? []),
        ...(manifest.translatedScreens ?? []),
        ...(manifest.entryGrids ?? []),
      ]
        .map((file) => path.join(dir, file))
        .filter((file) => !existsSync(path.join(root, file))),
    );
    expect(missing).toEqual([]);
  });

  it('give a reason for every group of public routes, screens beyond the spec and tests on PostgreSQL', () => {
    const unexplained = manifests.flatMap(({ dir, manifest }) =>
      [
        ...(manifest.publicRoutes ?? []),
        ...(manifest.beyondTheSpec ?? []),
        ...(manifest.postgres ? [manifest.postgres] : []),
      ]
        .filter((group) => group.why.trim().length < 10)
        .map(() => dir),
    );
    expect(unexplained).toEqual([]);
  });

  it("leave no module's file named in the checks, the scripts or the browser flows", () => {
    const named = ['apps/server/test', 'apps/web/test', 'scripts', 'e2e'].flatMap((dir) =>
      sourceFiles(path.join(root, dir)).flatMap((file) =>
        (readFileSync(file, 'utf8').match(/^\s*'modules\/[a-z-]+\/[^']+',?$/gm) ?? []).map(
          (line) => `${path.relative(root, file)}: ${line.trim()}`,
        ),
      ),
    );
    expect(named).toEqual([]);
  });
});
