import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Files import each other one way: no cycle of relative imports inside a package or a module (a cycle makes the
 * order modules load in matter, and two files that cannot be read apart), and no server or shared file imports web
 * code. What remains of either is listed in fixtures/import-cycles.json, a list that only shrinks: a new cycle or
 * web import fails here, and one that is gone must leave the list (UPDATE_IMPORT_CYCLES=1 rewrites it).
 */
const ROOT = join(import.meta.dirname, '../../..');
const FIXTURE = join(import.meta.dirname, 'fixtures/import-cycles.json');
const SKIPPED = new Set(['node_modules', 'dist', '.tmp', 'test']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The file a relative import names, as the bundler and Node resolve it here (explicit extensions, index files). */
function resolved(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (p) => existsSync(p) && statSync(p).isFile(),
  );
  return found ?? null;
}

/** Each source file of the workspaces and the files it imports by a relative path (static or dynamic). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const group of ['packages', 'modules', 'apps'])
    for (const name of readdirSync(join(ROOT, group)))
      for (const file of sourceFiles(join(ROOT, group, name))) {
        const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
        const targets = importedFiles
          .filter((i) => i.fileName.startsWith('.'))
          .map((i) => resolved(file, i.fileName))
          .filter((p): p is string => p !== null);
        graph.set(relative(ROOT, file), [...new Set(targets.map((p) => relative(ROOT, p)))]);
      }
  return graph;
}

/** The strongly connected groups of more than one file (Tarjan's algorithm): each is one cycle or several. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

const isWeb = (file: string) =>
  /(^|\/)web\//.test(file) || file.startsWith('apps/web/') || file.startsWith('packages/ui/');
const isServerOrShared = (file: string) =>
  /^modules\/[^/]+\/(server|shared)\//.test(file) || /^packages\/(kit|db|core)\//.test(file);

describe('import cycles', () => {
  const graph = importGraph();

  it('finds no cycle and no web import beyond the listed ones, and lists none that is gone', () => {
    const webImports = [...graph].flatMap(([file, targets]) =>
      isServerOrShared(file) ? targets.filter(isWeb).map((target) => `${file} → ${target}`) : [],
    );
    const now = [...cycles(graph).map((group) => group.join(' ↔ ')), ...webImports];
    if (process.env.UPDATE_IMPORT_CYCLES) writeFileSync(FIXTURE, `${JSON.stringify(now, null, 2)}\n`);
    const listed: string[] = JSON.parse(readFileSync(FIXTURE, 'utf8'));
    expect(graph.size).toBeGreaterThan(1000);
    expect(
      now.filter((c) => !listed.includes(c)),
      'new import cycles or web imports',
    ).toEqual([]);
    expect(
      listed.filter((c) => !now.includes(c)),
      'gone: UPDATE_IMPORT_CYCLES=1',
    ).toEqual([]);
  });
});
