import type { ReactNode } from 'react';
import type { DataColumn, RowSelection, SortState } from './types.ts';

/** What the desktop table and the phone cards both draw: one page of rows and the columns shown. */
export interface RowsView<T> {
  rows: T[];
  columns: DataColumn<T>[];
  rowId(row: T, index: number): string;
  onRowClick?(row: T): void;
  /** Label of a clickable row for screen readers ('Open …'). */
  rowLabel?(row: T): string;
  rowTestId?: string;
  rowProps?(row: T): Record<string, string | undefined>;
  rowActions?(row: T): ReactNode;
  rowActionsLabel: string;
  selection?: RowSelection;
  sort: SortState | null | undefined;
  onSort(field: string): void;
  testId?: string;
  label?: string;
  /** A closing row (totals): what it shows under each column, by column id. */
  totals?: Partial<Record<string, ReactNode>>;
}

export function toggleSelected(selected: string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

/** The header box: every row of the page chosen, or none; any other mix is 'indeterminate'. */
export function pageSelection(selected: string[], pageIds: string[]) {
  const chosen = pageIds.filter((id) => selected.includes(id)).length;
  return { all: pageIds.length > 0 && chosen === pageIds.length, some: chosen > 0 && chosen < pageIds.length };
}

export function togglePage(selected: string[], pageIds: string[]): string[] {
  const { all } = pageSelection(selected, pageIds);
  if (all) return selected.filter((id) => !pageIds.includes(id));
  return [...selected, ...pageIds.filter((id) => !selected.includes(id))];
}
