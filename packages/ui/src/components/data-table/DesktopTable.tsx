import { Checkbox, Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { cellContent } from './cellContent.tsx';
import { SortHeader } from './SortHeader.tsx';
import { pageSelection, togglePage, toggleSelected, type RowsView } from './view.ts';
import { t } from '../../i18n/index.tsx';

const ROW_HEIGHT = 44;

/**
 * The table of a wide screen: a real `<table>` with rows and cells. Above `virtualFrom` rows only the rows in
 * view are drawn, in a box of its own height with the header kept on top.
 */
export function DesktopTable<T>({
  view,
  virtualFrom,
  stickyHeader,
  minWidth,
  striped,
}: {
  view: RowsView<T>;
  virtualFrom: number;
  stickyHeader: boolean;
  minWidth?: number;
  striped: boolean;
}) {
  const { rows, columns, selection } = view;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > virtualFrom;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const padTop = items?.length ? items[0].start : 0;
  const padBottom = items?.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const shown = items ? items.map((i) => i.index) : rows.map((_, i) => i);
  const colCount = columns.length + (selection ? 1 : 0) + (view.rowActions ? 1 : 0);
  const pageIds = rows.map((r, i) => view.rowId(r, i));
  // The header box chooses the rows of the page whose boxes can change.
  const choosable = pageIds.filter((id) => !selection?.disabled?.(id));
  const page = selection ? pageSelection(selection.selected, choosable) : null;
  const clickable = Boolean(view.onRowClick);

  return (
    // A named table is a region a keyboard can reach and scroll when it is wider than the screen.
    <div
      ref={scrollRef}
      style={{ overflow: 'auto', maxHeight: virtual ? 640 : undefined }}
      role={view.label ? 'region' : undefined}
      aria-label={view.label}
      tabIndex={view.label ? 0 : undefined}
      data-virtual={virtual || undefined}
    >
      <Table
        highlightOnHover={clickable}
        striped={striped && !virtual}
        verticalSpacing="sm"
        horizontalSpacing="md"
        stickyHeader={stickyHeader || virtual}
        miw={minWidth}
        data-testid={view.testId}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && page && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('table.selectAll')}
                  checked={page.all}
                  indeterminate={page.some}
                  disabled={choosable.length === 0}
                  onChange={() => selection.onChange(togglePage(selection.selected, choosable))}
                />
              </Table.Th>
            )}
            {columns.map((c) => (
              <SortHeader key={c.id} column={c} sort={view.sort} onSort={view.onSort} />
            ))}
            {view.rowActions && (
              <SortHeader
                column={{ id: '', header: view.rowActionsLabel, hiddenHeader: true }}
                sort={null}
                onSort={() => {}}
              />
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {padTop > 0 && (
            <tr aria-hidden>
              <td colSpan={colCount} style={{ height: padTop, padding: 0 }} />
            </tr>
          )}
          {shown.map((index) => {
            const row = rows[index];
            const id = pageIds[index];
            return (
              <Table.Tr
                key={id}
                tabIndex={clickable ? 0 : undefined}
                aria-label={view.rowLabel?.(row)}
                onClick={clickable ? () => view.onRowClick!(row) : undefined}
                onKeyDown={
                  clickable
                    ? (e) => {
                        if (e.key === 'Enter' && e.target === e.currentTarget) view.onRowClick!(row);
                      }
                    : undefined
                }
                style={{ cursor: clickable ? 'pointer' : undefined, height: virtual ? ROW_HEIGHT : undefined }}
                data-testid={view.rowTestId}
                {...view.rowProps?.(row)}
              >
                {selection && (
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <Checkbox
                      aria-label={selection.label?.(id) ?? t('table.selectRow')}
                      checked={selection.selected.includes(id)}
                      disabled={selection.disabled?.(id)}
                      onChange={() => selection.onChange(toggleSelected(selection.selected, id))}
                    />
                  </Table.Td>
                )}
                {columns.map((c) => (
                  <Table.Td
                    key={c.id}
                    ta={c.align}
                    className={c.className}
                    style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    {...c.cellProps?.(row)}
                  >
                    {cellContent(c, row, index)}
                  </Table.Td>
                ))}
                {view.rowActions && (
                  <Table.Td ta="right" onClick={(e) => e.stopPropagation()}>
                    {view.rowActions(row)}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden>
              <td colSpan={colCount} style={{ height: padBottom, padding: 0 }} />
            </tr>
          )}
        </Table.Tbody>
        {view.totals && (
          <Table.Tfoot>
            <Table.Tr fw={700} data-testid="totals-row">
              {selection && <Table.Td />}
              {columns.map((c) => (
                <Table.Td key={c.id} ta={c.align}>
                  {view.totals![c.id]}
                </Table.Td>
              ))}
              {view.rowActions && <Table.Td />}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </div>
  );
}
