import type { ReactNode } from 'react';

export type SortDir = 'asc' | 'desc';
export interface SortState {
  field: string;
  dir: SortDir;
}

/** One column, declared once for the desktop table and the phone cards alike. */
export interface DataColumn<T> {
  id: string;
  /** Column header on a desktop, the label before the value on a phone card. */
  header: string;
  /** What a cell shows; without it, the row's field named by `id` as text ('—' when empty). */
  cell?(row: T, index: number): ReactNode;
  /** The value a click on the header sorts by; `true` sorts by the row's field named by `id`. */
  sort?: true | ((row: T) => string | number | null | undefined);
  /** Money and counts read best right-aligned. */
  align?: 'left' | 'center' | 'right';
  /** Left out of a phone card (a detail a person on a phone can open the row for). */
  hideOnPhone?: boolean;
  /** The card's title line on a phone (the name a person looks for first). */
  primary?: boolean;
  /** A header heard by screen readers only (a column of buttons). */
  hiddenHeader?: boolean;
  /** Left out of the column choice: always shown. */
  alwaysShown?: boolean;
  /** Shown only once chosen in the column choice. */
  hiddenByDefault?: boolean;
  width?: number | string;
  /** Keep the cell on one line (a badge, a date). */
  nowrap?: boolean;
  /** Attributes of every cell of the column (a test id, a class such as `no-print`). */
  cellProps?(row: T): Record<string, string | undefined>;
  className?: string;
}

/** Server paging: the screen holds the page and asks the server for it. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  onPageSizeChange?(size: number): void;
  pageSizes?: number[];
}

/** Client paging: every row is loaded and the table pages through them. */
export interface ClientPaging {
  pageSize: number;
  pageSizes?: number[];
}

export interface RowSelection {
  selected: string[];
  onChange(ids: string[]): void;
  /** Label read out for a row's check box. */
  label?(rowId: string): string;
  /** A row whose box cannot be changed (already done, say): it keeps the state `selected` gives it. */
  disabled?(rowId: string): boolean;
}
