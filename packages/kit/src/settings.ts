import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A setting a centre or head office can change is a rule the portal applies: a late fee per installment that no
 * code reads is a promise broken on every overdue installment. So each settings table declares, beside the table,
 * the code that reads each of its columns (the source file applying the rule, from the project's root), and the
 * settings scan (apps/server/test/settings-read.test.ts) fails for a settings table or a column no code is named
 * for, and for a named file that does not read it.
 */
export interface SettingsDeclaration<T extends PgTable> {
  table: T;
  /** Each column a person can change → the file (or files) whose code applies it. */
  readBy: Partial<Record<Extract<keyof T['_']['columns'], string>, string | readonly string[]>>;
  /**
   * Columns that are not settings, each with why: the row's key (whose settings, which version), its name as shown,
   * or who changed it when. Ids, centres and the time stamps need no word.
   */
  notSettings?: Partial<Record<Extract<keyof T['_']['columns'], string>, string>>;
}

/** A declaration as the scan reads it. */
export interface DeclaredSettings {
  table: string;
  columns: readonly string[];
  readBy: Readonly<Record<string, readonly string[]>>;
  notSettings: Readonly<Record<string, string>>;
}

const declared: DeclaredSettings[] = [];

/** Declares a settings table's readers (once, beside the table). */
export function declareSettings<T extends PgTable>(entry: SettingsDeclaration<T>): void {
  const readBy: Record<string, readonly string[]> = {};
  for (const [column, files] of Object.entries(entry.readBy) as [string, string | readonly string[]][])
    readBy[column] = typeof files === 'string' ? [files] : files;
  declared.push({
    table: getTableName(entry.table),
    columns: Object.keys(getTableColumns(entry.table)),
    readBy,
    notSettings: Object.fromEntries(
      Object.entries(entry.notSettings ?? {}).flatMap(([column, why]) =>
        why === undefined ? [] : [[column, why] as const],
      ),
    ),
  });
}

/** Every settings table's declaration. */
export const declaredSettings = (): readonly DeclaredSettings[] => declared;
