import type { DataColumn, SortState } from './types.ts';
import { isRecord } from '@portal/core';

/** A click on a header: the same column turns around, another starts ascending. */
export function nextSort(current: SortState | null | undefined, field: string): SortState {
  if (current?.field === field) return { field, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { field, dir: 'asc' };
}

export function ariaSort(current: SortState | null | undefined, field: string) {
  if (current?.field !== field) return 'none' as const;
  return current.dir === 'asc' ? ('ascending' as const) : ('descending' as const);
}

export function sortValueOf<T>(column: DataColumn<T>, row: T): string | number | null | undefined {
  if (typeof column.sort === 'function') return column.sort(row);
  const value = isRecord(row) ? row[column.id] : undefined;
  return typeof value === 'number' || typeof value === 'string' ? value : value == null ? null : String(value);
}

/** Empty values go last whichever way; text compares as a person reads it (2 before 10). */
export function compareSortValues(a: string | number | null | undefined, b: string | number | null | undefined) {
  const aEmpty = a == null || a === '';
  const bEmpty = b == null || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** The rows in the order a client-sorted table shows them (a stable sort: equal rows keep their order). */
export function sortRows<T>(rows: T[], columns: DataColumn<T>[], sort: SortState | null | undefined): T[] {
  const column = sort && columns.find((c) => c.id === sort.field && c.sort);
  if (!sort || !column) return rows;
  const sign = sort.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i, v: sortValueOf(column, row) }))
    .sort((x, y) => {
      const emptyLast = x.v == null || x.v === '' || y.v == null || y.v === '';
      const order = compareSortValues(x.v, y.v);
      return (emptyLast ? order : order * sign) || x.i - y.i;
    })
    .map((x) => x.row);
}
