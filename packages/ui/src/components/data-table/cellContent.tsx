import type { ReactNode } from 'react';
import type { DataColumn } from './types.ts';

/** A column's cell for a row: its renderer, or the row's field as text ('—' when empty). */
export function cellContent<T>(column: DataColumn<T>, row: T, index: number): ReactNode {
  if (column.cell) return column.cell(row, index);
  const value = (row as Record<string, unknown>)[column.id];
  return value == null || value === '' ? '—' : String(value);
}
