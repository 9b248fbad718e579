import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { ariaSort } from './sorting.ts';
import type { DataColumn, SortState } from './types.ts';

const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** A header cell; a sortable one is a button, so Tab reaches it and Enter or Space sorts. */
export function SortHeader<T>({
  column,
  sort,
  onSort,
}: {
  column: DataColumn<T>;
  sort: SortState | null | undefined;
  onSort(field: string): void;
}) {
  const align = column.align ?? 'left';
  if (column.hiddenHeader) {
    return (
      <Table.Th w={column.width} className={column.className}>
        <VisuallyHidden>{column.header}</VisuallyHidden>
      </Table.Th>
    );
  }
  if (!column.sort) {
    return (
      <Table.Th w={column.width} ta={align} className={column.className}>
        {column.header}
      </Table.Th>
    );
  }
  const state = ariaSort(sort, column.id);
  const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th w={column.width} ta={align} aria-sort={state} className={column.className}>
      <UnstyledButton
        type="button"
        onClick={() => onSort(column.id)}
        data-testid={`sort-${column.id}`}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: justify[align],
          gap: 4,
          fontWeight: 600,
          fontSize: 'var(--mantine-font-size-sm)',
        }}
      >
        {column.header}
        <Icon size={14} opacity={state === 'none' ? 0.35 : 1} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
