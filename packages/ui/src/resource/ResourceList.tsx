import { Anchor, Button, Collapse, Indicator, Skeleton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilter, IconPlus, IconSearch } from '@tabler/icons-react';
import type { VisibilityState } from '@tanstack/react-table';
import { isRecord, type ResourceMeta } from '@portal/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { actionMark, useAccess } from '../access.tsx';
import type { QueryValue } from '../api/client.ts';
import { resourceName, type ResourceRef } from '../api/resources.ts';
import { DataTable, type DataColumn } from '../components/data-table/index.ts';
import { LoadError } from '../components/LoadError.tsx';
import { fieldCell } from './format.tsx';
import { useResourceMeta, useResourceRows, type Row } from './hooks.ts';
import { ListFilters } from './ListFilters.tsx';
import { inSentence } from './labels.ts';
import { warnNoAcademicYear } from '../notify.ts';
import { t } from '../i18n/index.tsx';

const PAGE_SIZES = [10, 20, 50, 100, 200];
/** Above this many rows on a page, only the visible rows are rendered. */
const VIRTUAL_FROM = 60;

export interface ResourceListProps {
  /** The resource, by its shape from the module's `shared/` (or, on the generic screens, by its name). */
  resource: ResourceRef;
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
  /** Links from each row to its children's screens (a skill's sub-skills). */
  rowLinks?: { label: string; to(row: Row): string }[];
}

function columnsStorageKey(resource: string) {
  return `portal.columns.${resource}`;
}

/** Column ids shown or hidden, as this list writes them under its key. */
const isVisibility = (value: unknown): value is VisibilityState =>
  isRecord(value) && Object.values(value).every((shown) => typeof shown === 'boolean');

function savedVisibility(resource: string, meta: ResourceMeta): VisibilityState {
  try {
    const raw = sessionStorage.getItem(columnsStorageKey(resource));
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (isVisibility(saved)) return saved;
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
  return <ResourceTable key={resourceName(props.resource)} {...props} meta={meta.data} />;
}

function ResourceTable({
  resource: ref,
  meta,
  createPath,
  rowPath,
  page: urlPage,
  onPageChange,
  fixedFilters,
  actions,
  onRowClick,
  onCreate,
  rowLinks,
}: ResourceListProps & { meta: ResourceMeta }) {
  const resource = resourceName(ref);
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
  const activeFilters = Object.values(filters).filter(Boolean).length;

  const columns = useMemo<DataColumn<Row>[]>(
    () =>
      Object.entries(meta.fields)
        .filter(([, f]) => !f.secret && f.kind !== 'password')
        .map<DataColumn<Row>>(([name, field]) => ({
          id: name,
          header: field.label,
          cell: (row: Row) => fieldCell(name, field, row, meta),
          sort: true as const,
        })),
    [meta],
  );
  const exportQuery = useMemo(() => {
    const { page: _p, pageSize: _s, ...filtersOnly } = query;
    return filtersOnly;
  }, [query]);

  function changeVisibility(next: VisibilityState) {
    setVisibility(next);
    try {
      sessionStorage.setItem(columnsStorageKey(resource), JSON.stringify(next));
    } catch {
      // Private mode: the choice lasts until the screen closes.
    }
  }

  function changeFilter(name: string, value: string) {
    setFilters((f) => ({ ...f, [name]: value }));
    setPage(1);
  }

  const open = (row: Row) => (onRowClick ? onRowClick(row) : rowPath && navigate(rowPath(row)));
  const clickable = Boolean(onRowClick || rowPath);
  const createAction = { method: 'POST', path: `/api/${meta.name}`, module: meta.module };
  const canCreate = Boolean(createPath || onCreate) && access.canWrite(meta.module) && access.allows(createAction);
  const createButton = (variant: 'filled' | 'light') =>
    onCreate ? (
      <Button
        variant={variant}
        onClick={onCreate}
        leftSection={<IconPlus size={16} />}
        data-testid="list-create"
        {...actionMark(createAction)}
      >
        {t('common.newRecord', { label: inSentence(meta.label) })}
      </Button>
    ) : (
      <Button
        variant={variant}
        component={Link}
        to={createPath ?? '#'}
        leftSection={<IconPlus size={16} />}
        data-testid="list-create"
        {...actionMark(createAction)}
      >
        {t('common.newRecord', { label: inSentence(meta.label) })}
      </Button>
    );
  const narrowed = Boolean(q || activeFilters);

  return (
    <DataTable
      rootTestId={`list-${resource}`}
      data={rows.data?.rows}
      loading={rows.isLoading}
      error={rows.error}
      onRetry={() => rows.refetch()}
      busy={rows.isFetching && !rows.isLoading}
      columns={columns}
      rowId={(r) => String(r.id)}
      rowTestId="list-row"
      rowActions={
        rowLinks?.length
          ? (row) =>
              rowLinks.map((link) => (
                <Anchor key={link.label} component={Link} to={link.to(row)} size="sm" data-testid="row-link">
                  {link.label}
                </Anchor>
              ))
          : undefined
      }
      onRowClick={clickable ? open : undefined}
      sort={sort}
      onSortChange={setSort}
      paging={{
        page,
        pageSize,
        total: rows.data?.count ?? 0,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(1);
        },
        pageSizes: PAGE_SIZES,
      }}
      columnChoice
      visibility={visibility}
      onVisibilityChange={changeVisibility}
      exportTo={{ path: `/api/${resource}/export`, query: exportQuery, fileName: resource }}
      minWidth={600}
      virtualFrom={VIRTUAL_FROM}
      striped
      empty={{
        title: narrowed ? t('common.noMatches') : t('common.noneYet', { items: inSentence(meta.labelPlural) }),
        message: narrowed ? t('common.noMatchesHint') : undefined,
        action: canCreate && !narrowed ? createButton('light') : undefined,
      }}
      toolbar={
        <TextInput
          aria-label={t('common.searchIn', { items: inSentence(meta.labelPlural) })}
          placeholder={t('common.searchIn', { items: inSentence(meta.labelPlural) })}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
          data-testid="list-search"
        />
      }
      leadingActions={
        meta.list.filters.length > 0 && (
          <Indicator label={activeFilters} size={16} disabled={activeFilters === 0}>
            <Button
              variant={showFilters ? 'light' : 'default'}
              leftSection={<IconFilter size={16} />}
              onClick={() => setShowFilters((s) => !s)}
              aria-expanded={showFilters}
              data-testid="list-filters-toggle"
            >
              {t('common.filters')}
            </Button>
          </Indicator>
        )
      }
      actions={
        <>
          {actions}
          {canCreate && createButton('filled')}
        </>
      }
      filters={
        <Collapse expanded={showFilters}>
          <div style={{ padding: '0 var(--mantine-spacing-md) var(--mantine-spacing-md)' }}>
            <ListFilters meta={meta} values={filters} onChange={changeFilter} />
          </div>
        </Collapse>
      }
    />
  );
}
