import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Collapse,
  Group,
  Indicator,
  Menu,
  Pagination,
  Select,
  Skeleton,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconColumns,
  IconDownload,
  IconFilter,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ResourceMeta } from '@portal/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../access.tsx';
import { downloadFile, errorMessage, type QueryValue } from '../api/client.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { LoadError } from '../components/LoadError.tsx';
import { fieldCell } from './format.tsx';
import { useResourceMeta, useResourceRows, type Row } from './hooks.ts';
import { ListFilters } from './ListFilters.tsx';
import { inSentence } from './labels.ts';
import { notify, warnNoAcademicYear } from '../notify.ts';

/** Above this many rows on a page, only the visible rows are rendered. */
const VIRTUAL_FROM = 60;
const ROW_HEIGHT = 44;
const PAGE_SIZES = ['10', '20', '50', '100', '200'];

export interface ResourceListProps {
  resource: string;
  /** Link of the 'New' button; no button when absent. */
  createPath?: string;
  /** Where a row leads (view screen). */
  rowPath?(row: Row): string;
  /** Page number held by the URL (e.g. /user/page/:current): read here, changed through onPageChange. */
  page?: number;
  onPageChange?(page: number): void;
  /** Filters the screen sets itself (not shown to the user). */
  fixedFilters?: Record<string, string>;
  /** Extra buttons in the toolbar. */
  actions?: ReactNode;
  /** Instead of navigating: a row opens in place (a drawer). */
  onRowClick?(row: Row): void;
  /** Instead of createPath: the 'New' button opens in place. */
  onCreate?(): void;
}

function columnsStorageKey(resource: string) {
  return `portal.columns.${resource}`;
}

function savedVisibility(resource: string, meta: ResourceMeta): VisibilityState {
  try {
    const raw = sessionStorage.getItem(columnsStorageKey(resource));
    if (raw) return JSON.parse(raw) as VisibilityState;
  } catch {
    // Private mode or corrupt value: fall back to the declared columns.
  }
  const v: VisibilityState = {};
  for (const name of Object.keys(meta.fields)) v[name] = meta.list.columns.includes(name);
  return v;
}

/**
 * `fields=` for the columns shown when they differ from the declared ones (the server answers the
 * declared columns by default); undefined keeps the plain URL.
 */
export function shownFields(meta: ResourceMeta, visibility: VisibilityState): string | undefined {
  const shown = Object.entries(meta.fields)
    .filter(([name, f]) => !f.secret && f.kind !== 'password' && (visibility[name] ?? meta.list.columns.includes(name)))
    .map(([name]) => name);
  const declared = meta.list.columns;
  const same = shown.length === declared.length && shown.every((name) => declared.includes(name));
  return same ? undefined : shown.join(',');
}

export function ResourceList(props: ResourceListProps) {
  const meta = useResourceMeta(props.resource);
  if (meta.error) return <LoadError error={meta.error} onRetry={() => meta.refetch()} />;
  if (!meta.data) return <Skeleton h={320} radius="lg" />;
  // One table per resource: moving between two resources' lists on the same screen starts from the new one's
  // sort, filters and search instead of carrying the previous resource's (a sort by a field it does not have).
  return <ResourceTable key={props.resource} {...props} meta={meta.data} />;
}

function ResourceTable({
  resource,
  meta,
  createPath,
  rowPath,
  page: urlPage,
  onPageChange,
  fixedFilters,
  actions,
  onRowClick,
  onCreate,
}: ResourceListProps & { meta: ResourceMeta }) {
  const access = useAccess();
  const navigate = useNavigate();
  const [localPage, setLocalPage] = useState(1);
  const page = urlPage ?? localPage;
  const setPage = (p: number) => (onPageChange ? onPageChange(p) : setLocalPage(p));
  const [pageSize, setPageSize] = useState(20);
  const [sort, setSort] = useState(meta.list.defaultSort);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [showFilters, setShowFilters] = useState(false);
  const [visibility, setVisibility] = useState<VisibilityState>(() => savedVisibility(resource, meta));
  const [exporting, setExporting] = useState<string | null>(null);

  const query = useMemo<Record<string, QueryValue>>(
    () => ({
      page,
      pageSize,
      sort: sort.field,
      dir: sort.dir,
      q: q || undefined,
      fields: shownFields(meta, visibility),
      franchiseeID: meta.scope === 'franchisee' ? (access.franchiseeId ?? undefined) : undefined,
      academicYearID: meta.yearScoped ? (access.academicYearId ?? undefined) : undefined,
      ...filters,
      ...fixedFilters,
    }),
    [page, pageSize, sort, q, visibility, meta, filters, fixedFilters, access.franchiseeId, access.academicYearId],
  );
  // Year-scoped records make no sense without a year: say so, as the portal always did.
  const needsYear = meta.yearScoped && !access.academicYearId;
  useEffect(() => {
    if (needsYear) warnNoAcademicYear();
  }, [needsYear]);
  const rows = useResourceRows(resource, query);
  const data = rows.data?.rows ?? [];
  const count = rows.data?.count ?? 0;
  const activeFilters = Object.values(filters).filter(Boolean).length;

  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      Object.entries(meta.fields)
        .filter(([, f]) => !f.secret && f.kind !== 'password')
        .map(([name, field]) => ({
          id: name,
          header: field.label,
          cell: ({ row }) => fieldCell(name, field, row.original, meta),
        })),
    [meta],
  );
  const table = useReactTable({
    data,
    columns,
    state: { columnVisibility: visibility },
    onColumnVisibilityChange: (updater) => {
      setVisibility((prev) => {
        const next = typeof updater === 'function' ? updater(prev) : updater;
        sessionStorage.setItem(columnsStorageKey(resource), JSON.stringify(next));
        return next;
      });
    },
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    getRowId: (r) => String(r.id),
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = data.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? data.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });

  function toggleSort(field: string) {
    setSort((s) => (s.field === field ? { field, dir: s.dir === 'asc' ? 'desc' : 'asc' } : { field, dir: 'asc' }));
    setPage(1);
  }

  function changeFilter(name: string, value: string) {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(1);
  }

  async function exportAs(format: 'csv' | 'xlsx') {
    setExporting(format);
    try {
      const { page: _p, pageSize: _s, ...filtersOnly } = query;
      await downloadFile(`/api/${resource}/export`, { ...filtersOnly, format }, `${resource}.${format}`);
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), autoClose: 2000, position: 'top-right' });
    } finally {
      setExporting(null);
    }
  }

  const open = (row: Row) => (onRowClick ? onRowClick(row) : rowPath && navigate(rowPath(row)));
  const clickable = Boolean(onRowClick || rowPath);
  const canCreate = Boolean(createPath || onCreate) && access.canWrite(meta.module);
  const createButton = (variant: 'filled' | 'light') =>
    onCreate ? (
      <Button variant={variant} onClick={onCreate} leftSection={<IconPlus size={16} />} data-testid="list-create">
        New {inSentence(meta.label)}
      </Button>
    ) : (
      <Button
        variant={variant}
        component={Link}
        to={createPath ?? '#'}
        leftSection={<IconPlus size={16} />}
        data-testid="list-create"
      >
        New {inSentence(meta.label)}
      </Button>
    );
  const visibleRows = table.getRowModel().rows;
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const padTop = items && items.length ? items[0].start : 0;
  const padBottom = items && items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const rendered = items ? items.map((i) => visibleRows[i.index]) : visibleRows;
  const colCount = table.getVisibleLeafColumns().length;
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, count);

  return (
    <Card p={0} data-testid={`list-${resource}`}>
      <Group justify="space-between" p="md" gap="sm" wrap="wrap">
        <TextInput
          aria-label={`Search ${inSentence(meta.labelPlural)}`}
          placeholder={`Search ${inSentence(meta.labelPlural)}`}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
          data-testid="list-search"
        />
        <Group gap="xs">
          {meta.list.filters.length > 0 && (
            <Indicator label={activeFilters} size={16} disabled={activeFilters === 0}>
              <Button
                variant={showFilters ? 'light' : 'default'}
                leftSection={<IconFilter size={16} />}
                onClick={() => setShowFilters((s) => !s)}
                aria-expanded={showFilters}
                data-testid="list-filters-toggle"
              >
                Filters
              </Button>
            </Indicator>
          )}
          <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
            <Menu.Target>
              <Tooltip label="Columns">
                <ActionIcon variant="default" size="lg" aria-label="Choose columns" data-testid="list-columns">
                  <IconColumns size={18} />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Columns</Menu.Label>
              {table.getAllLeafColumns().map((col) => (
                <Menu.Item key={col.id} component="div">
                  <Checkbox
                    label={String(col.columnDef.header)}
                    checked={col.getIsVisible()}
                    onChange={col.getToggleVisibilityHandler()}
                    disabled={col.getIsVisible() && colCount === 1}
                  />
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting === 'csv'}
            onClick={() => exportAs('csv')}
            data-testid="export-csv"
          >
            CSV
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting === 'xlsx'}
            onClick={() => exportAs('xlsx')}
            data-testid="export-xlsx"
          >
            XLSX
          </Button>
          {actions}
          {canCreate && createButton('filled')}
        </Group>
      </Group>
      <Collapse expanded={showFilters}>
        <div style={{ padding: '0 var(--mantine-spacing-md) var(--mantine-spacing-md)' }}>
          <ListFilters meta={meta} values={filters} onChange={changeFilter} />
        </div>
      </Collapse>

      {rows.error ? (
        <div style={{ padding: 'var(--mantine-spacing-md)' }}>
          <LoadError error={rows.error} onRetry={() => rows.refetch()} />
        </div>
      ) : rows.isLoading ? (
        <div style={{ padding: 'var(--mantine-spacing-md)' }}>
          {[1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} h={32} mb={8} />
          ))}
        </div>
      ) : data.length === 0 ? (
        <EmptyState
          title={q || activeFilters ? 'No matches' : `No ${inSentence(meta.labelPlural)} yet`}
          message={q || activeFilters ? 'Try another search or clear the filters.' : undefined}
          action={canCreate && !q && !activeFilters ? createButton('light') : undefined}
        />
      ) : (
        <div
          ref={scrollRef}
          style={{ overflow: 'auto', maxHeight: virtual ? 640 : undefined }}
          data-virtual={virtual || undefined}
        >
          <Table
            highlightOnHover
            striped={!virtual}
            verticalSpacing="sm"
            horizontalSpacing="md"
            stickyHeader={virtual}
            miw={600}
          >
            <Table.Thead>
              {table.getHeaderGroups().map((hg) => (
                <Table.Tr key={hg.id}>
                  {hg.headers.map((h) => {
                    const active = sort.field === h.column.id;
                    const SortIcon = active ? (sort.dir === 'asc' ? IconArrowUp : IconArrowDown) : IconArrowsSort;
                    return (
                      <Table.Th
                        key={h.id}
                        aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                      >
                        <UnstyledButton
                          onClick={() => toggleSort(h.column.id)}
                          style={{
                            display: 'inline-flex',
                            alignItems: 'center',
                            gap: 4,
                            fontWeight: 600,
                            fontSize: 'var(--mantine-font-size-sm)',
                          }}
                          data-testid={`sort-${h.column.id}`}
                        >
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          <SortIcon size={14} opacity={active ? 1 : 0.35} aria-hidden />
                        </UnstyledButton>
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {padTop > 0 && (
                <tr aria-hidden>
                  <td colSpan={colCount} style={{ height: padTop, padding: 0 }} />
                </tr>
              )}
              {rendered.map((row) => (
                <Table.Tr
                  key={row.id}
                  tabIndex={clickable ? 0 : undefined}
                  onClick={() => open(row.original)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') open(row.original);
                  }}
                  style={{ cursor: clickable ? 'pointer' : undefined, height: ROW_HEIGHT }}
                  data-testid="list-row"
                >
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {padBottom > 0 && (
                <tr aria-hidden>
                  <td colSpan={colCount} style={{ height: padBottom, padding: 0 }} />
                </tr>
              )}
            </Table.Tbody>
          </Table>
        </div>
      )}

      <Group
        justify="space-between"
        p="md"
        gap="sm"
        wrap="wrap"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="xs">
          <Text size="sm" c="dimmed" data-testid="list-count">
            {count === 0 ? 'No records' : `${from}–${to} of ${count}`}
          </Text>
          {rows.isFetching && !rows.isLoading && (
            <Badge variant="light" size="xs">
              Updating
            </Badge>
          )}
        </Group>
        <Group gap="sm">
          <Select
            aria-label="Rows per page"
            data={PAGE_SIZES}
            value={String(pageSize)}
            onChange={(v) => {
              setPageSize(Number(v ?? 20));
              setPage(1);
            }}
            w={84}
            allowDeselect={false}
          />
          <Pagination
            total={Math.max(1, Math.ceil(count / pageSize))}
            value={page}
            onChange={setPage}
            size="sm"
            siblings={1}
            boundaries={1}
            getControlProps={(c) => ({ 'aria-label': `${c} page` })}
          />
        </Group>
      </Group>
    </Card>
  );
}
