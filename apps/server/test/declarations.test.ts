import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The platform's declarations, held by the compiler where it can (a resource, a reference, a figure and a web
 * screen's resource only come from a shape: see declared-from-shapes.ts beside this file) and by these limits
 * where it cannot. Each failure names the file and what to write instead.
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

/**
 * The files of apps/ that may name modules one by one: the one list of the modules' servers, the short one of their
 * settings a start checks before its database opens, and the one list of their parts of the web app. Everything
 * else a module adds (its settings, its banner, its home, its counts on the office dashboard) it declares in its own
 * folder, and apps/ reads it from those lists.
 */
const MODULE_REGISTRIES = [
  'apps/server/src/modules.ts',
  'apps/server/src/module-start-settings.ts',
  'apps/web/src/routing/modules.ts',
];
/**
 * What apps/ may import from a module outside the registries: the contracts and messages of the calls the shell
 * makes itself (signing in, the centre selector, the profile), and the users module's session, which the server
 * checks before any module's route.
 */
const SHELL_IMPORTS = /^@portal\/mod-(?:[a-z-]+\/(?:contracts|messages)|users\/server)$/;
/**
 * Module lists still in apps/ (file → why), a list that only shrinks: each moves into the modules it names, as
 * the menus did. Empty: the last four moved into their modules' registrations (a module's outside services, its
 * demo data's presence, its settings read in the registry, its dashboard panel).
 */
const MODULE_LISTS_LEFT: Record<string, string> = {};
/**
 * Lists about modules that a check keeps itself instead of reading the modules' manifests (test/manifest.json):
 * each is a place a new module must be added to besides its own folder.
 */
const CENTRAL_LISTS: [string, RegExp][] = [
  ['apps/web/test/translations.test.ts', /const TRANSLATED_SCREENS = \[/],
  ['apps/web/test/no-hand-tables.test.ts', /const ENTRY_GRIDS = \[/],
  ['apps/web/test/routes.test.ts', /const BEYOND_THE_SPEC = \[/],
  ['apps/server/test/permission-matrix.test.ts', /const PUBLIC = \[/],
  ['apps/server/test/record-families.ts', /const PATH_FAMILIES: Record<string, FamilyName> = \{/],
  ['scripts/test.mjs', /const ON_POSTGRES = \[/],
  ['apps/server/test/fixtures/seeded-access.json', /./],
  ['apps/server/test/fixtures/cross-module-tables.json', /./],
];
/** A source file's length past which it is split by resource or operation (generated files aside). */
const MAX_LINES = 400;
/** Source files past the limit still (file → why), a list that only shrinks. */
const LONG_FILES_LEFT: Record<string, string> = {};
/** Where the repository's source lives: every TypeScript and module file in it, tests, benchmarks and scripts too. */
const SOURCE_ROOTS = ['apps', 'packages', 'modules', 'bench', 'scripts', 'e2e', 'deploy'];

/** Every source file (.ts, .tsx, .mjs) of the repository, migrations and installed or built files aside. */
function everySourceFile(dir = ''): string[] {
  const full = join(ROOT, dir);
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? join(dir, entry.name) : entry.name;
    if (entry.isDirectory()) {
      if (!dir && !SOURCE_ROOTS.includes(entry.name)) return [];
      return /^(node_modules|dist|migrations|coverage)$|^\./.test(entry.name) ? [] : everySourceFile(rel);
    }
    return /\.(tsx?|mjs)$/.test(entry.name) ? [rel] : [];
  });
}
/**
 * Casts (`as X`, `as unknown as X`) in source outside tests; lower this as each goes. (25: enum columns typed by
 * `$type`, stored json read through zod, answers read without the JSON client checked by `isEndpointAnswer`,
 * kit rows typed by their table or checked by `rowsWithId`, drivers' methods wrapped by `wrapMethod`. What is left
 * is where no check can name the type: a generic cache's value, a driver's untyped rows of a generic table.)
 */
const CASTS = 25;
/**
 * Casts without a `// cast: why` on the line above: a cast the compiler cannot check says why it holds. Lower
 * this as each is typed (a guard, `satisfies`, a generic, a parse) or explained.
 */
const UNEXPLAINED_CASTS = 0;

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

  it('no screen writes a query key by hand', () => {
    const keys = /queryKey: \[|QueryData(?:<[^>]*>)?\(\s*\[|useLiveInvalidate\([^)]*\[\[/;
    expect(
      hits(webFiles(), keys),
      "build the key with the resource's or contract's key helper from @portal/ui (listKey, recordKey, callKey), " +
        'or declare a read that is neither once beside the function that fetches it',
    ).toEqual([]);
  });

  it('apps/ names modules only in the module registries', () => {
    const importsOf = (file: string) =>
      [...read(file).matchAll(/^(?:import|export)\b[^;]*?from '(@portal\/mod-[^']+)'/gm)].map((m) => m[1]);
    const lists = [...sourceFiles('apps/server/src'), ...sourceFiles('apps/web/src')].flatMap((file) => {
      if (MODULE_REGISTRIES.includes(file) || MODULE_LISTS_LEFT[file]) return [];
      const named = importsOf(file).filter((from) => !SHELL_IMPORTS.test(from));
      if (named.length === 0) return [];
      return [
        `${file} imports ${[...new Set(named)].join(', ')}: declare it in that module instead (its route set in ` +
          `modules/<name>/web/index.ts: banner, roleHomes, officeCounts, dashboardPanel, publicRoutes; or its ` +
          `server module's processors, seeded, configurationWarnings, or its options and settings in ` +
          `${MODULE_REGISTRIES[0]}), and read it here from the registry`,
      ];
    });
    expect(lists, 'module-specific lists in apps/').toEqual([]);
    const gone = Object.keys(MODULE_LISTS_LEFT).filter(
      (file) =>
        !statSync(join(ROOT, file), { throwIfNoEntry: false }) || !importsOf(file).some((f) => !SHELL_IMPORTS.test(f)),
    );
    expect(
      gone,
      `no longer a module list: remove from MODULE_LISTS_LEFT in ${relative(ROOT, import.meta.filename)}`,
    ).toEqual([]);
  });

  it('checks read the modules’ manifests, not lists of their own', () => {
    const kept = CENTRAL_LISTS.filter(([file, pattern]) => {
      const text = statSync(join(ROOT, file), { throwIfNoEntry: false }) ? read(file) : '';
      return pattern.test(text);
    }).map(([file]) => `${file}: declare each module's entries in its test/manifest.json (scripts/test-manifests.mjs)`);
    expect(kept, 'lists about modules kept by a check').toEqual([]);
  });

  it('names each service file *.service.ts', () => {
    // A module's entry files keep their names (docs/architecture.md lists them); any other server file whose
    // exported functions take a request's context and answer is a service: (ctx, input) → answer, no Fastify.
    const entries = /\/(?:index|schema|routes|access|seed|resources|constants|clock|views|reads|figures)\.ts$/;
    const unnamed = filesOf('server').filter(
      (file) =>
        !file.endsWith('.service.ts') &&
        !entries.test(file) &&
        /export async function \w+\(\s*ctx: RequestContext/.test(read(file)) &&
        !/from 'fastify'/.test(read(file)),
    );
    expect(
      unnamed.map((file) => `${file}: a service; git mv it to ${file.replace(/\.ts$/, '.service.ts')}`),
      'services named as docs/architecture.md says',
    ).toEqual([]);
  });

  it('no source file passes the length limit', () => {
    const generated = (text: string) => /^\/\/ @generated\b|^\/\* @generated\b/.test(text);
    const long = everySourceFile().flatMap((file) => {
      const text = read(file);
      const lines = text.trimEnd().split('\n').length;
      if (generated(text) || lines <= MAX_LINES || LONG_FILES_LEFT[file]) return [];
      return [`${file}: ${lines} lines (limit ${MAX_LINES})`];
    });
    expect(
      long,
      'split each file by resource or operation: its parts in a folder named after it, the file re-exporting them; ' +
        "a test file's fixtures and helpers go to a file beside it (test/support.ts), a benchmark's to bench/lib",
    ).toEqual([]);
    const gone = Object.keys(LONG_FILES_LEFT).filter(
      (file) =>
        !statSync(join(ROOT, file), { throwIfNoEntry: false }) || read(file).trimEnd().split('\n').length <= MAX_LINES,
    );
    expect(
      gone,
      `within the limit now: remove from LONG_FILES_LEFT in ${relative(ROOT, import.meta.filename)}`,
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
