import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Modules talk through their public services, not through each other's tables. This scan finds every
 * table a module's server code imports from another module. The reference data every screen labels
 * with (centres, classes, academic years, cities, pincodes, people) is shared on purpose; any other
 * table read across modules is listed in fixtures/cross-module-tables.json, a list that only shrinks:
 * a new cross-module read fails here (ask the owner's service instead), and a read that is gone must
 * leave the list. UPDATE_CROSS_MODULE_TABLES=1 rewrites the list after a read was removed.
 */
const ROOT = join(import.meta.dirname, '../../..');
const FIXTURE = join(import.meta.dirname, 'fixtures/cross-module-tables.json');
const SHARED_REFERENCE = new Set([
  'org.franchisees',
  'org.classes',
  'org.academicYears',
  'org.cities',
  'org.pincodes',
  'users.adminUsers',
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

/** `owner.table` names a source imports from other modules' servers. */
export function crossModuleTables(source: string, importer: string, owned: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const imports = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@portal\/mod-([\w-]+)\/server'/g;
  for (const [, names, owner] of source.matchAll(imports)) {
    if (owner === importer) continue;
    for (const name of names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!))
      if (owned.get(owner!)?.has(name)) found.push(`${owner}.${name}`);
  }
  return found;
}

/** Per module, the other modules' tables its server code reads (demo seeds, which only write, aside). */
function currentReads(): Record<string, string[]> {
  const owned = tablesByModule();
  const reads: Record<string, string[]> = {};
  for (const module of modules) {
    const found = new Set<string>();
    for (const file of serverFiles(module).filter((f) => !/seed[^/]*\.ts$/.test(f)))
      for (const table of crossModuleTables(readFileSync(file, 'utf8'), module, owned))
        if (!SHARED_REFERENCE.has(table)) found.add(table);
    if (found.size) reads[module] = [...found].sort();
  }
  return reads;
}

describe("modules and each other's tables", () => {
  const reads = currentReads();
  if (process.env.UPDATE_CROSS_MODULE_TABLES) writeFileSync(FIXTURE, `${JSON.stringify(reads, null, 2)}\n`);
  const allowed: Record<string, string[]> = JSON.parse(readFileSync(FIXTURE, 'utf8'));

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
    expect(gone, 'take these out of fixtures/cross-module-tables.json').toEqual([]);
  });

  it('finds a table however the import is written', () => {
    const owned = new Map([['finance', new Set(['payments'])]]);
    const source = "import {\n  payments as p,\n  childMoney,\n} from '@portal/mod-finance/server';";
    expect(crossModuleTables(source, 'reports', owned)).toEqual(['finance.payments']);
    expect(crossModuleTables(source, 'finance', owned)).toEqual([]);
  });
});
