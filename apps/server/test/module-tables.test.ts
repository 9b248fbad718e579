import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testManifests } from '../../../scripts/test-manifests.mjs';

/**
 * Modules talk through their public services, not through each other's tables. This scan finds every
 * table a module's server code imports from another module. A module reads another's rows through what the
 * owner exports: a service, a declared figure, or a view it declares for others (`…Reads`, with its fence;
 * the reports read that way). The rule for what is shared on purpose:
 *
 * - Reference data is what names and places a thing: the centres, classes, academic years, cities and
 *   pincodes (org); a child, their admission, section and class group, to name a child and their class
 *   (students); a person's account, roles and centres (users, system.roles); the fee heads money is filed
 *   under, a code and a name (ledger.feeHeads). Any module may join it to label its own rows.
 * - Everything else is the owner's: its records and anything a figure is counted from (orders, invoices,
 *   enquiries, staff and their attendance, training, journal lines, menus and grants…). Reading it across modules is
 *   declared by the reading module in its `test/manifest.json` (`otherModulesTables`), a list that only shrinks:
 *   a new cross-module read fails here (ask the owner's service instead), and a read that is gone must leave it.
 * - A foreign key (`.references(() => table.id)` in a schema) is integrity, not a read: a table a schema names
 *   only there is not counted.
 *
 * UPDATE_CROSS_MODULE_TABLES=1 rewrites the modules' lists after a read was removed; the test prints both counts.
 */
const ROOT = join(import.meta.dirname, '../../..');
const SHARED_REFERENCE = new Set([
  'org.franchisees',
  'org.classes',
  'org.academicYears',
  'org.cities',
  'org.pincodes',
  'students.students',
  'students.studentAdmissions',
  'students.sections',
  'students.classGroups',
  'users.adminUsers',
  'users.userRoles',
  'users.userFranchisees',
  'system.roles',
  'ledger.feeHeads',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const modules = readdirSync(join(ROOT, 'modules'));
const serverFiles = (module: string) => sourceFiles(join(ROOT, 'modules', module, 'server'));

/** Each module's tables: the pgTable declarations of its server code. */
function tablesByModule(): Map<string, Set<string>> {
  const owned = new Map<string, Set<string>>();
  for (const module of modules) {
    const names = serverFiles(module).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]!),
    );
    owned.set(module, new Set(names));
  }
  return owned;
}

/** True when each use of `name` (imports and comments aside) is a foreign key: `.references(() => name.…)`. */
function onlyForeignKeys(source: string, name: string): boolean {
  // Words inside quotes are not uses either: a declaration saying whose data a row is ('staff member').
  const body = source
    .replace(/^import\s[^;]*;/gm, '')
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(/'(?:[^'\\\n]|\\.)*'/g, "''");
  const uses = [...body.matchAll(new RegExp(`\\b${name}\\b`, 'g'))].length;
  const keys = [...body.matchAll(new RegExp(`\\.references\\(\\s*\\(\\)\\s*=>\\s*${name}\\.`, 'g'))].length;
  return keys > 0 && uses === keys;
}

/** `owner.table` names a source imports from other modules' servers (a schema's foreign keys aside). */
export function crossModuleTables(
  source: string,
  importer: string,
  owned: Map<string, Set<string>>,
  isSchema = false,
): string[] {
  const found: string[] = [];
  const imports = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@portal\/mod-([\w-]+)\/server'/g;
  for (const [, names, owner] of source.matchAll(imports)) {
    if (owner === importer) continue;
    for (const name of names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!))
      if (owned.get(owner!)?.has(name) && !(isSchema && onlyForeignKeys(source, name))) found.push(`${owner}.${name}`);
  }
  return found;
}

/**
 * Per module, the other modules' tables its server code reads (demo seeds, which only write, aside): the
 * reference data apart, and the rest.
 */
function currentReads(): { reads: Record<string, string[]>; reference: Record<string, string[]> } {
  const owned = tablesByModule();
  const reads: Record<string, string[]> = {};
  const reference: Record<string, string[]> = {};
  for (const module of modules) {
    const found = new Set<string>();
    const shared = new Set<string>();
    for (const file of serverFiles(module).filter((f) => !/seed[^/]*\.ts$/.test(f)))
      for (const table of crossModuleTables(
        readFileSync(file, 'utf8'),
        module,
        owned,
        /[\\/]schema(\.ts$|[\\/])/.test(file),
      ))
        (SHARED_REFERENCE.has(table) ? shared : found).add(table);
    if (found.size) reads[module] = [...found].sort();
    if (shared.size) reference[module] = [...shared].sort();
  }
  return { reads, reference };
}

/** Writes a module's reads of other modules' tables into its manifest (none: the field goes). */
function declareReads(module: string, tables: string[] | undefined) {
  const file = join(ROOT, 'modules', module, 'test', 'manifest.json');
  const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!tables && !manifest.otherModulesTables) return;
  if (tables) manifest.otherModulesTables = tables;
  else delete manifest.otherModulesTables;
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

const pairs = (byModule: Record<string, string[]>) => Object.values(byModule).flat().length;

describe("modules and each other's tables", () => {
  const { reads, reference } = currentReads();
  if (process.env.UPDATE_CROSS_MODULE_TABLES) for (const module of modules) declareReads(module, reads[module]);
  const allowed: Record<string, string[]> = Object.fromEntries(
    testManifests().flatMap(({ dir, manifest }) =>
      manifest.otherModulesTables ? [[dir.replace('modules/', ''), manifest.otherModulesTables]] : [],
    ),
  );
  console.log(
    `Cross-module table reads: ${pairs(reads)} listed (not reference data), ${pairs(reference)} of reference data, ` +
      `${pairs(reads) + pairs(reference)} in all`,
  );

  it('reads no table of another module beyond the shrinking list', () => {
    const added = Object.entries(reads).flatMap(([module, tables]) =>
      tables.filter((t) => !allowed[module]?.includes(t)).map((t) => `${module} reads ${t}`),
    );
    expect(added, "ask the owning module's service instead of reading its table").toEqual([]);
  });

  it('lists no read that is gone', () => {
    const gone = Object.entries(allowed).flatMap(([module, tables]) =>
      tables.filter((t) => !reads[module]?.includes(t)).map((t) => `${module} no longer reads ${t}`),
    );
    expect(gone, "take these out of the module's test/manifest.json").toEqual([]);
  });

  it('finds a table however the import is written', () => {
    const owned = new Map([['finance', new Set(['payments'])]]);
    const source = "import {\n  payments as p,\n  childMoney,\n} from '@portal/mod-finance/server';";
    expect(crossModuleTables(source, 'reports', owned)).toEqual(['finance.payments']);
    expect(crossModuleTables(source, 'finance', owned)).toEqual([]);
  });

  it("does not count a schema's foreign key as a read, but counts any other use there", () => {
    const owned = new Map([['staff', new Set(['staff'])]]);
    const key = [
      "import { staff } from '@portal/mod-staff/server';",
      '/** The staff member. */',
      'const t = { staffId: integer().references(() => staff.id) };',
    ].join('\n');
    expect(crossModuleTables(key, 'audit', owned, true)).toEqual([]);
    expect(crossModuleTables(key, 'audit', owned, false)).toEqual(['staff.staff']);
    const read = `${key}\nconst v = pgView('v').as((qb) => qb.select().from(staff));`;
    expect(crossModuleTables(read, 'audit', owned, true)).toEqual(['staff.staff']);
  });

  it('keeps the listed reads at 30 pairs at most', () => {
    expect(pairs(allowed)).toBeLessThanOrEqual(30);
  });
});
