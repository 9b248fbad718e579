// How far the platform is from one way of doing each thing: prints the counts a contributor trips on.
//   node scripts/platform-counts.mjs
// Each count reads the source as it is (or the fixture its guarding test keeps), so it never goes stale.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { testManifests } from './test-manifests.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

function sourceFiles(dir) {
  const full = path.join(root, dir);
  if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const modules = readdirSync(path.join(root, 'modules'));
const filesOf = (part) => modules.flatMap((m) => sourceFiles(`modules/${m}/${part}`));
const count = (files, pattern) => files.reduce((n, file) => n + (read(file).match(pattern)?.length ?? 0), 0);

/** Resources declared, and those spreading a shape from their module's shared/ (`...xShape`). */
function resourceShapes() {
  let declared = 0;
  let shaped = 0;
  for (const file of filesOf('server'))
    for (const part of read(file).split('defineResource({').slice(1)) {
      declared++;
      if (/^\s*\.\.\.\w+Shape\b/.test(part)) shaped++;
    }
  return `${shaped} / ${declared}`;
}

const web = [...filesOf('web'), ...sourceFiles('apps/web/src')];
const crossModule = testManifests().flatMap(({ manifest }) => manifest.otherModulesTables ?? []);

/**
 * Lists about modules that a check keeps itself instead of reading the modules' manifests (test/manifest.json):
 * each is a place a new module must be added to besides its own folder.
 */
const CENTRAL_LISTS = [
  ['apps/web/test/translations.test.ts', /const TRANSLATED_SCREENS = \[/],
  ['apps/web/test/no-hand-tables.test.ts', /const ENTRY_GRIDS = \[/],
  ['apps/web/test/routes.test.ts', /const BEYOND_THE_SPEC = \[/],
  ['apps/server/test/permission-matrix.test.ts', /const PUBLIC = \[/],
  ['apps/server/test/record-families.ts', /const PATH_FAMILIES: Record<string, FamilyName> = \{/],
  ['scripts/test.mjs', /const ON_POSTGRES = \[/],
];
const centralLists = () => {
  const inChecks = CENTRAL_LISTS.filter(([file, pattern]) => pattern.test(read(file))).length;
  const fixtures = ['seeded-access.json', 'cross-module-tables.json'].filter((f) =>
    statSync(path.join(root, 'apps/server/test/fixtures', f), { throwIfNoEntry: false }),
  ).length;
  return inChecks + fixtures;
};

/** Places that spell a money rule out instead of asking the finance helpers (money/installment.ts, collected.ts). */
const spelled = (pattern, home) =>
  filesOf('server').filter((file) => !file.endsWith(home) && pattern.test(read(file))).length + 1;

const counts = [
  ['resources declared by a shared shape', resourceShapes()],
  [
    'resources named by a string on the web',
    count(web, /useResource(?:Rows|List)\(\s*'|resource="[a-z-]+"|resource: '[a-z-]+'/g),
  ],
  ['references naming a resource by a string', count([...filesOf('server'), ...filesOf('shared')], /resource: '/g)],
  [
    'query keys written by hand in module screens',
    // A key literal given to a query, to a cache read or write, or to a live refresh.
    count(filesOf('web'), /queryKey: \[|QueryData(?:<[^>]*>)?\(\s*\[|useLiveInvalidate\([^)]*\[\[/g),
  ],
  [
    'import cycles (apps/server/test/fixtures/import-cycles.json)',
    JSON.parse(read('apps/server/test/fixtures/import-cycles.json')).length,
  ],
  ['cross-module table reads (otherModulesTables in the manifests)', crossModule.length],
  ['central lists about modules (of 8: manifests hold the rest)', centralLists()],
  [
    'places "owed" is written (amount less concession less paid)',
    spelled(/amountPaise\s*-\s*\S*concessionPaise\s*-/, 'money/installment.ts'),
  ],
  [
    'places "collected" is written (the statuses of money collected)',
    spelled(/\[\s*'CONFIRMED',\s*'TRANSFERRED'\s*\]/, 'money/collected.ts'),
  ],
  ['README lines', read('README.md').split('\n').length],
];

const width = Math.max(...counts.map(([name]) => name.length));
for (const [name, value] of counts) console.log(`${name.padEnd(width)}  ${value}`);
