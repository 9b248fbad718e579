import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredFiles } from '../../../scripts/test-manifests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A list is drawn with DataTable (packages/ui): one column declaration gives the sortable table, the pager and
 * the phone cards. Only grids that are forms (a field or a check box in every cell), not lists of records, draw a
 * Mantine Table or Pagination themselves: their module names them in `test/manifest.json` (`entryGrids`).
 */
const ENTRY_GRIDS = declaredFiles('entryGrids');

function webFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return webFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The names a file imports from @mantine/core. */
function mantineImports(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

function handTableFiles(): string[] {
  const modules = readdirSync(path.join(root, 'modules'))
    .map((m) => path.join(root, 'modules', m, 'web'))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());
  return [path.join(root, 'apps/web/src'), ...modules]
    .flatMap(webFiles)
    .filter((file) => mantineImports(readFileSync(file, 'utf8')).some((n) => n === 'Table' || n === 'Pagination'))
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .sort();
}

describe('lists on the web', () => {
  it('reads the names of a Mantine import', () => {
    expect(mantineImports("import { Card, Table as T, type TableProps } from '@mantine/core';")).toEqual([
      'Card',
      'Table',
      'TableProps',
    ]);
  });

  it('are drawn with DataTable outside the entry grids', () => {
    const allowed = new Set(ENTRY_GRIDS);
    expect(handTableFiles().filter((f) => !allowed.has(f))).toEqual([]);
  });

  it('keeps no screen in the allow-list that no longer needs it', () => {
    const found = new Set(handTableFiles());
    expect(ENTRY_GRIDS.filter((f) => !found.has(f))).toEqual([]);
  });
});
