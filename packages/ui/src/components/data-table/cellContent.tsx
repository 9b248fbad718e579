import type { ReactNode } from 'react';
import type { DataColumn } from './types.ts';
import { isRecord } from '@portal/core';

/** A column's cell for a row: its renderer, or the row's field as text ('—' when empty). */
export function cellContent<T>(column: DataColumn<T>, row: T, index: number): ReactNode {
  if (column.cell) return column.cell(row, index);
  const value = isRecord(row) ? row[column.id] : undefined;
  return value == null || value === '' ? '—' : String(value);
}
