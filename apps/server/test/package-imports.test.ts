import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every package says what it uses: an import of another workspace package (`@portal/…`) is declared in the
 * importing package's package.json, and a published package is declared by some package of the repository (the
 * shared ones — React, Mantine, Fastify — by the app that serves them, not again by each module). Without it npm's
 * hoisting hides a dependency that arrived only as another package's own, until that package drops it.
 */
const ROOT = join(import.meta.dirname, '../../..');
const SKIPPED = new Set(['node_modules', 'dist', '.tmp']);

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const manifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const declaredBy = (m: Manifest) =>
  new Set([m.name, ...Object.keys({ ...m.dependencies, ...m.devDependencies, ...m.peerDependencies })]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The package an import names ('@portal/kit/testing' → '@portal/kit'), or null for a file or Node's own. */
function packageOf(specifier: string): string | null {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || specifier.startsWith('virtual:')) return null;
  const [first, second] = specifier.split('/');
  if (builtinModules.includes(first)) return null;
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const workspaces = ['packages', 'modules', 'apps'].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .map((name) => join(ROOT, group, name))
    .filter((dir) => existsSync(join(dir, 'package.json'))),
);

describe('package imports', () => {
  it('declares every package a workspace imports', () => {
    const anywhere = new Set([ROOT, ...workspaces].flatMap((dir) => [...declaredBy(manifest(dir))]));
    const undeclared: string[] = [];
    let imports = 0;
    for (const dir of workspaces) {
      const own = declaredBy(manifest(dir));
      for (const file of sourceFiles(dir)) {
        const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
        for (const name of importedFiles.map((i) => packageOf(i.fileName))) {
          if (!name) continue;
          imports++;
          const declared = name.startsWith('@portal/') ? own.has(name) : anywhere.has(name);
          if (!declared) undeclared.push(`${relative(ROOT, file)} imports ${name}`);
        }
      }
    }
    // The walk read the tree: thousands of imports, not an empty folder list.
    expect(imports).toBeGreaterThan(1000);
    expect([...new Set(undeclared)]).toEqual([]);
  });
});
