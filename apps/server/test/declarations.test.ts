import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The platform's declarations, held by a test instead of a printed count (scripts/platform-counts.mjs prints
 * the same figures). Each failure names the file and what to write instead.
 */
const ROOT = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  const full = join(ROOT, dir);
  if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const modules = readdirSync(join(ROOT, 'modules'));
const filesOf = (part: string) => modules.flatMap((m) => sourceFiles(`modules/${m}/${part}`));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** 'file:line  text' for every line of the files matching the pattern. */
function hits(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    read(file)
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${relative('.', file)}:${i + 1}  ${line.trim()}`] : [])),
  );
}

const webFiles = () => [...filesOf('web'), ...sourceFiles('apps/web/src'), ...sourceFiles('packages/ui/src')];

/** Query keys that the web's key helpers do not build yet; lower this as each moves to a helper. */
const HAND_KEYS_OUTSIDE_MODULES = 0;
/** A source file's length past which it is split by resource or operation (generated files aside). */
const MAX_LINES = 400;
/** Casts (`as X`, `as unknown as X`) in source outside tests; lower this as each goes. */
const CASTS = 157;
/**
 * Casts without a `// cast: why` on the line above: a cast the compiler cannot check says why it holds. Lower
 * this as each is typed (a guard, `satisfies`, a generic, a parse) or explained.
 */
const UNEXPLAINED_CASTS = 88;

describe('declarations', () => {
  it('every resource is declared from its shape', () => {
    const loose = filesOf('server').flatMap((file) =>
      read(file)
        .split('defineResource({')
        .slice(1)
        .filter((part) => !/^\s*\.\.\.\w+Shape\b/.test(part))
        .map(() => `${file}: defineResource({ ...xShape, … }) with the shape from the module's shared/`),
    );
    expect(loose, 'declare each resource by spreading its shape from shared/').toEqual([]);
  });

  it('no resource is named by a string', () => {
    const web = hits(webFiles(), /useResource(?:Rows|List)\(\s*'|resource="[a-z-]+"|resource: '[a-z-]+'/);
    const server = hits([...filesOf('server'), ...filesOf('shared')], /resource: '/);
    expect([...web, ...server], 'name the resource by its declaration (xResource), not by a string').toEqual([]);
  });

  it('no module screen writes a query key by hand', () => {
    const keys = /queryKey: \[|QueryData(?:<[^>]*>)?\(\s*\[|useLiveInvalidate\([^)]*\[\[/;
    expect(hits(filesOf('web'), keys), "build the key with the resource's key helper from @portal/ui").toEqual([]);
    const outside = hits([...sourceFiles('apps/web/src'), ...sourceFiles('packages/ui/src')], keys);
    expect(outside.length, `hand query keys in apps/web and packages/ui:\n${outside.join('\n')}`).toBeLessThanOrEqual(
      HAND_KEYS_OUTSIDE_MODULES,
    );
  });

  it('no source file passes the length limit', () => {
    const generated = (text: string) => /^\/\/ @generated\b|^\/\* @generated\b/.test(text);
    const long = [...sourceFiles('apps'), ...sourceFiles('packages'), ...sourceFiles('modules')].flatMap((file) => {
      const text = read(file);
      const lines = text.trimEnd().split('\n').length;
      if (generated(text) || lines <= MAX_LINES) return [];
      return [`${file}: ${lines} lines (limit ${MAX_LINES})`];
    });
    expect(
      long,
      'split each file by resource or operation: its parts in a folder named after it, the file re-exporting them',
    ).toEqual([]);
  });

  it('casts stay under their limits, each explained', () => {
    const code = (line: string) =>
      line
        .replace(/\/\/.*$/, '')
        .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`/g, "''")
        .trim();
    const files = [...sourceFiles('apps'), ...sourceFiles('packages'), ...sourceFiles('modules')].filter(
      (f) => !/\/test\//.test(f),
    );
    const casts = files.flatMap((file) => {
      const lines = read(file).split('\n');
      return lines.flatMap((text, i) => {
        const line = code(text);
        if (/^(\*|\/\*)/.test(line) || /^import\b|^\w+ as \w+,?$|^export \{/.test(line)) return [];
        if (!/[\w)\]>] as (unknown as )?[A-Z]\w*/.test(line)) return [];
        const explained = /^\s*\/\/ cast: \S/.test(lines[i - 1] ?? '');
        return [{ at: `${file}:${i + 1}  ${text.trim()}`, explained }];
      });
    });
    expect(
      casts.length,
      `casts over the limit of ${CASTS}; type the value instead:\n${casts.map((c) => c.at).join('\n')}`,
    ).toBeLessThanOrEqual(CASTS);
    const unexplained = casts.filter((c) => !c.explained).map((c) => c.at);
    expect(
      unexplained.length,
      `casts without a reason over the limit of ${UNEXPLAINED_CASTS}; type the value, or say why the cast holds` +
        ` in a \`// cast: why\` comment on the line above it:\n${unexplained.join('\n')}`,
    ).toBeLessThanOrEqual(UNEXPLAINED_CASTS);
  });
});
