import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { getCoreRowModel, useReactTable, type ColumnDef, type VisibilityState } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState.tsx';
import { LoadError } from '../LoadError.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { DataPager } from './DataPager.tsx';
import { DesktopTable } from './DesktopTable.tsx';
import { ExportButtons, type DataExport } from './ExportButtons.tsx';
import { pageCount, pageOf } from './paging.ts';
import { PhoneCards } from './PhoneCards.tsx';
import { nextSort, sortRows } from './sorting.ts';
import type { ClientPaging, DataColumn, RowSelection, ServerPaging, SortState } from './types.ts';
import { useIsPhone } from './useIsPhone.ts';
import type { RowsView } from './view.ts';
import { t } from '../../i18n/index.tsx';

export interface DataTableProps<T> {
  /** The rows (one page of them under server paging); undefined while the first answer is on its way. */
  data: T[] | undefined;
  columns: DataColumn<T>[];
  rowId(row: T, index: number): string;
  loading?: boolean;
  /** A failed load: shown with a 'Try again' button when `onRetry` is given. */
  error?: unknown;
  onRetry?(): void;
  /** What an empty list says (a title, or a title with a message and an action). */
  empty?: string | { title: string; message?: string; action?: ReactNode };
  /** Server sorting: the rows come sorted by `sort`, and a header click asks for another. */
  sort?: SortState | null;
  onSortChange?(sort: SortState): void;
  /** Client sorting: the order the table starts in. */
  defaultSort?: SortState;
  paging?: ServerPaging | ClientPaging;
  onRowClick?(row: T): void;
  rowLabel?(row: T): string;
  rowTestId?: string;
  rowProps?(row: T): Record<string, string | undefined>;
  /** A closing row of totals, by column id (on a phone, a last card). */
  totals?: Partial<Record<string, ReactNode>>;
  /** Buttons at the end of each row (on a phone, at the foot of its card). */
  rowActions?(row: T): ReactNode;
  rowActionsLabel?: string;
  selection?: RowSelection;
  stickyHeader?: boolean;
  /** Offer the 'Columns' menu; `visibility` and `onVisibilityChange` hold the choice when the screen keeps it. */
  columnChoice?: boolean;
  visibility?: VisibilityState;
  onVisibilityChange?(visibility: VisibilityState): void;
  exportTo?: DataExport;
  /** Left of the toolbar (a search box). */
  toolbar?: ReactNode;
  /** Right of the toolbar, before the column choice (a filters button). */
  leadingActions?: ReactNode;
  /** Right of the toolbar, after the column choice and the export buttons. */
  actions?: ReactNode;
  /** Under the toolbar (filters). */
  filters?: ReactNode;
  /** A refetch under way while the rows shown stay. */
  busy?: boolean;
  /** Test id of the table (and of the card list on a phone). */
  testId?: string;
  label?: string;
  minWidth?: number;
  striped?: boolean;
  /** Above this many rows on a page only the rows in view are drawn (off unless given: a page finds every row). */
  virtualFrom?: number;
  /** Draw inside a bordered card (the default), or bare inside the screen's own. */
  card?: boolean;
  rootTestId?: string;
}

function isServerPaging(p: ServerPaging | ClientPaging | undefined): p is ServerPaging {
  return Boolean(p && 'total' in p);
}

function initialVisibility<T>(columns: DataColumn<T>[]): VisibilityState {
  return Object.fromEntries(columns.map((c) => [c.id, !c.hiddenByDefault]));
}

/**
 * A list of rows declared once by its columns: a sortable, paged table on a wide screen and one card per row on a
 * phone, with the loading, error and empty states every list needs.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, paging } = props;
  const phone = useIsPhone();
  const [ownSort, setOwnSort] = useState<SortState | null>(props.defaultSort ?? null);
  const [ownPage, setOwnPage] = useState(1);
  const [ownPageSize, setOwnPageSize] = useState(paging?.pageSize ?? 20);
  const [ownVisibility, setOwnVisibility] = useState<VisibilityState>(() => initialVisibility(columns));
  const visibility = props.visibility ?? ownVisibility;
  const setVisibility = props.onVisibilityChange ?? setOwnVisibility;

  const serverSorted = Boolean(props.onSortChange);
  const sort = serverSorted ? props.sort : ownSort;
  const sorted = useMemo(() => {
    const all = props.data ?? [];
    return serverSorted ? all : sortRows(all, columns, ownSort);
  }, [serverSorted, props.data, columns, ownSort]);

  const server = isServerPaging(paging) ? paging : null;
  const pageSize = server?.pageSize ?? ownPageSize;
  const total = server ? server.total : sorted.length;
  const page = server ? server.page : Math.min(ownPage, pageCount(total, pageSize));
  const rows = server || !paging ? sorted : pageOf(sorted, page, pageSize);

  const defs = useMemo<ColumnDef<T>[]>(
    () => columns.map((c) => ({ id: c.id, header: c.header, enableHiding: !c.alwaysShown })),
    [columns],
  );
  const table = useReactTable({
    data: rows,
    columns: defs,
    state: { columnVisibility: visibility },
    onColumnVisibilityChange: (u) => setVisibility(typeof u === 'function' ? u(visibility) : u),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  });
  // The table keeps which columns are shown; each is drawn from its DataColumn, in the declared order.
  const shown = new Set(table.getVisibleLeafColumns().map((c) => c.id));
  const shownColumns = columns.filter((c) => shown.has(c.id));

  function onSort(field: string) {
    const next = nextSort(sort, field);
    if (props.onSortChange) props.onSortChange(next);
    else setOwnSort(next);
    if (server) server.onPageChange(1);
    else setOwnPage(1);
  }

  const view: RowsView<T> = {
    rows,
    columns: shownColumns,
    rowId: props.rowId,
    onRowClick: props.onRowClick,
    rowLabel: props.rowLabel,
    rowTestId: props.rowTestId,
    rowProps: props.rowProps,
    rowActions: props.rowActions,
    rowActionsLabel: props.rowActionsLabel ?? t('common.actions'),
    selection: props.selection,
    sort,
    onSort,
    testId: props.testId,
    label: props.label,
    totals: props.totals,
  };
  const empty =
    typeof props.empty === 'string' ? { title: props.empty } : (props.empty ?? { title: t('common.nothingYet') });
  const hasToolbar = Boolean(
    props.toolbar || props.leadingActions || props.actions || props.exportTo || props.columnChoice,
  );

  const body = props.error ? (
    <div style={{ padding: 'var(--mantine-spacing-md)' }}>
      <LoadError error={props.error} onRetry={props.onRetry} />
    </div>
  ) : props.loading || !props.data ? (
    <Stack gap={8} p="md" aria-busy="true" data-testid="data-table-loading">
      {[1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} h={32} />
      ))}
    </Stack>
  ) : rows.length === 0 ? (
    <EmptyState title={empty.title} message={empty.message} action={empty.action} />
  ) : phone ? (
    <PhoneCards view={view} />
  ) : (
    <DesktopTable
      view={view}
      virtualFrom={props.virtualFrom ?? Infinity}
      stickyHeader={props.stickyHeader ?? false}
      minWidth={props.minWidth}
      striped={props.striped ?? false}
    />
  );

  const content = (
    <>
      {hasToolbar && (
        <Group justify="space-between" p="md" gap="sm" wrap="wrap">
          {props.toolbar ?? <span />}
          <Group gap="xs">
            {props.leadingActions}
            {props.columnChoice && (
              <ColumnChooser columns={columns} visibility={visibility} onChange={(v) => setVisibility(v)} />
            )}
            {props.exportTo && <ExportButtons {...props.exportTo} />}
            {props.actions}
          </Group>
        </Group>
      )}
      {props.filters}
      {body}
      {paging && !props.error && (server || total > pageSize) && (
        <DataPager
          page={page}
          pageSize={pageSize}
          total={total}
          busy={props.busy}
          onPageChange={server ? server.onPageChange : setOwnPage}
          onPageSizeChange={
            server
              ? server.onPageSizeChange
              : (size) => {
                  setOwnPageSize(size);
                  setOwnPage(1);
                }
          }
          pageSizes={paging.pageSizes}
        />
      )}
    </>
  );
  if (props.card === false) return <div data-testid={props.rootTestId}>{content}</div>;
  return (
    <Card withBorder radius="md" p={0} data-testid={props.rootTestId}>
      {content}
    </Card>
  );
}
