import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where the web may speak to the API by path: the typed client itself. */
const CLIENT = 'packages/ui/src/api/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'test') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The lines of a source that call the untyped `api()` / `api<T>()` of the client. */
function untypedCalls(source: string): string[] {
  return source.split('\n').filter((line) => /(^|[^\w.])api(<[^()]*>)?\(/.test(line));
}

function webFiles(): string[] {
  const modules = readdirSync(path.join(root, 'modules'))
    .map((m) => path.join(root, 'modules', m, 'web'))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory());
  return [path.join(root, 'apps/web/src'), path.join(root, 'packages/ui/src'), ...modules].flatMap(sourceFiles);
}

describe('the web speaks to the API through its typed client', () => {
  it('finds a hand-typed call and leaves named helpers alone', () => {
    expect(untypedCalls("const r = await api<Row>(`/api/staff/${id}`);\nawait api('/api/x', {});")).toHaveLength(2);
    expect(untypedCalls('await fetchList(list, {});\nawait call(C.x);\nconst a = rapi(1); obj.api(2);')).toEqual([]);
  });

  it('calls contracts, resource shapes, list and command references, never a path by hand', () => {
    const offenders = webFiles()
      .map((file) => path.relative(root, file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith(CLIENT))
      .flatMap((file) => untypedCalls(readFileSync(path.join(root, file), 'utf8')).map((l) => `${file}: ${l.trim()}`));
    expect(offenders).toEqual([]);
  });
});
