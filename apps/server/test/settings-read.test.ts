import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { declaredSettings } from '@portal/kit';
import { describe, expect, it } from 'vitest';
// Every module's server: importing it declares its settings tables (declareSettings beside each table).
import '../src/modules.ts';

/**
 * A rule stored is a rule applied: every table of settings a centre or head office can change names, for each of its
 * columns, the code that reads it (declareSettings in packages/kit/src/settings.ts), and that code does read it.
 * On the code before this scan, the centre's application, registration and admission fees and every tax setting
 * were stored, shown and editable, and no code read them.
 */
const ROOT = join(import.meta.dirname, '../../..');

/** Tables of settings, by what their names say they hold. */
const SETTINGS_TABLE = /_settings$|_weights$|_rules$|_quiet_hours$|_ratios$/;
/** Columns every table has that say whose settings they are and when they changed: never a setting. */
const BOOKKEEPING = new Set(['id', 'franchiseeId', 'createdAt', 'updatedAt']);
/** Files that keep, edit or show a setting; a rule is applied elsewhere. */
const NOT_A_READER = /(^|\/)(schema|seed|resources?|contracts?)\.ts$|\/(web|test)\//;

/** Every Drizzle table of each module's schema files, by name, with the name it is exported as. */
async function moduleTables(): Promise<Map<string, { table: PgTable; exported: string }>> {
  const tables = new Map<string, { table: PgTable; exported: string }>();
  for (const module of readdirSync(join(ROOT, 'modules'))) {
    const server = join(ROOT, 'modules', module, 'server');
    const files = (readdirSync(server, { recursive: true }) as string[]).filter((f) => /(^|\/)schema\.ts$/.test(f));
    for (const file of files)
      for (const [exported, value] of Object.entries((await import(join(server, file))) as Record<string, unknown>))
        if (is(value, PgTable)) tables.set(getTableName(value), { table: value, exported });
  }
  return tables;
}

const word = (name: string) => new RegExp(`\\b${name}\\b`);

describe('settings a person can change', () => {
  it('are each declared with the code that reads every column', async () => {
    const tables = await moduleTables();
    const settingsTables = [...tables.keys()].filter((name) => SETTINGS_TABLE.test(name)).sort();
    const declared = declaredSettings();
    // The scan finds what it should: the fee settings of the late fee and the tax settings at least.
    expect(settingsTables).toEqual(expect.arrayContaining(['fee_settings', 'tax_settings', 'waitlist_settings']));
    const problems: string[] = [];
    for (const name of settingsTables) {
      const entries = declared.filter((d) => d.table === name);
      if (entries.length !== 1) {
        problems.push(`${name}: declared ${entries.length} times (declareSettings beside the table, once)`);
        continue;
      }
      const [entry] = entries;
      const { exported } = tables.get(name)!;
      for (const column of Object.keys(getTableColumns(tables.get(name)!.table))) {
        if (BOOKKEEPING.has(column) || entry.notSettings[column]) continue;
        const files = entry.readBy[column];
        if (!files?.length) {
          problems.push(`${name}.${column}: no code is named as reading it`);
          continue;
        }
        const readers = files.filter((file) => {
          if (NOT_A_READER.test(file) || !existsSync(join(ROOT, file))) return false;
          const source = readFileSync(join(ROOT, file), 'utf8');
          return word(column).test(source);
        });
        if (readers.length === 0)
          problems.push(`${name}.${column}: ${files.join(', ')} does not read it (or only keeps or shows it)`);
        // The named code reaches the table itself, or is handed its rows by code that does.
        const reachesTable = files.some(
          (file) => existsSync(join(ROOT, file)) && word(exported).test(readFileSync(join(ROOT, file), 'utf8')),
        );
        if (readers.length > 0 && !reachesTable && !files.some((f) => f.includes('/shared/')))
          problems.push(`${name}.${column}: none of ${files.join(', ')} reads ${exported}`);
      }
      for (const column of [...Object.keys(entry.readBy), ...Object.keys(entry.notSettings)])
        if (!entry.columns.includes(column))
          problems.push(`${name}.${column}: declared, but the table has no such column`);
    }
    for (const d of declared)
      if (!settingsTables.includes(d.table)) problems.push(`${d.table}: declared as settings, but not found by name`);
    expect(problems).toEqual([]);
  });
});
