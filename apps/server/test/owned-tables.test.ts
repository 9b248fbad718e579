import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One truth per figure: money is worked out by the fee engine (finance) and the books (ledger), and
 * attendance by the students module. Every other module asks their services (childMoney,
 * collectedTotal, overdueTotal, planBalances…; attendanceFigures, marksOfDay…) and never reads their
 * tables to work a figure out itself. This scan lists each module file that imports one of those
 * tables. Demo seeds may write them.
 */
const ROOT = join(import.meta.dirname, '../../..');

const MONEY_TABLES: Record<string, string[]> = {
  '@portal/mod-finance/server': [
    'feePlans',
    'feePlanInstallments',
    'studentFeePlans',
    'studentInstallments',
    'studentConcessions',
    'payments',
    'paymentOverpayments',
  ],
  '@portal/mod-ledger/server': ['journalEntries', 'journalLines'],
};
const MONEY_MODULES = new Set(['finance', 'ledger']);
const ATTENDANCE_TABLES = { '@portal/mod-students/server': ['studentAttendance'] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The tables of `owned` a source imports, by name. */
function tablesImported(source: string, owned: Record<string, string[]>): string[] {
  const found: string[] = [];
  for (const [from, tables] of Object.entries(owned)) {
    const escaped = from.replace(/[/.-]/g, '\\$&');
    for (const m of source.matchAll(new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${escaped}'`, 'g')))
      for (const name of m[1].split(',').map((n) => n.trim().split(/\s+as\s+/)[0]))
        if (tables.includes(name)) found.push(name);
  }
  return found;
}

export const moneyTablesImported = (source: string) => tablesImported(source, MONEY_TABLES);

/** Module files outside `owners` (seeds aside) that import one of `owned`'s tables. */
function readersOf(owned: Record<string, string[]>, owners: Set<string>): string[] {
  const offenders: string[] = [];
  for (const module of readdirSync(join(ROOT, 'modules'))) {
    if (owners.has(module)) continue;
    const server = join(ROOT, 'modules', module, 'server');
    for (const file of sourceFiles(server).filter((f) => !/seed[^/]*\.ts$/.test(f))) {
      const tables = tablesImported(readFileSync(file, 'utf8'), owned);
      if (tables.length) offenders.push(`${relative(ROOT, file)}: ${tables.join(', ')}`);
    }
  }
  return offenders;
}

describe('money and attendance tables', () => {
  it('are read only by finance and the ledger; other modules ask the money service', () => {
    expect(readersOf(MONEY_TABLES, MONEY_MODULES)).toEqual([]);
  });

  it('of attendance are read only by the students module; other modules ask its attendance service', () => {
    expect(readersOf(ATTENDANCE_TABLES, new Set(['students']))).toEqual([]);
  });

  it('finds a table however the import is written', () => {
    expect(
      moneyTablesImported("import {\n  payments as p,\n  assignPlan,\n} from '@portal/mod-finance/server';"),
    ).toEqual(['payments']);
    expect(moneyTablesImported("import { journalLines } from '@portal/mod-ledger/server';")).toEqual(['journalLines']);
    expect(moneyTablesImported("import { childMoney } from '@portal/mod-finance/server';")).toEqual([]);
  });
});
