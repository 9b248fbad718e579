import { Badge, Group, Pagination, Select, Text } from '@mantine/core';
import { pageCount, rangeLabel } from './paging.ts';
import { t } from '../../i18n/index.tsx';

/** '21–40 of 95', the rows per page and the page buttons. */
export function DataPager({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizes,
  busy,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  onPageSizeChange?(size: number): void;
  pageSizes?: number[];
  busy?: boolean;
}) {
  return (
    <Group
      justify="space-between"
      p="md"
      gap="sm"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="xs">
        <Text size="sm" c="dimmed" data-testid="list-count" aria-live="polite">
          {rangeLabel(page, pageSize, total)}
        </Text>
        {busy && (
          <Badge variant="light" size="xs">
            {t('table.updating')}
          </Badge>
        )}
      </Group>
      <Group gap="sm">
        {onPageSizeChange && pageSizes && pageSizes.length > 1 && (
          <Select
            aria-label={t('table.rowsPerPage')}
            data={pageSizes.map(String)}
            value={String(pageSize)}
            onChange={(v) => onPageSizeChange(Number(v ?? pageSize))}
            w={84}
            allowDeselect={false}
          />
        )}
        <Pagination
          total={pageCount(total, pageSize)}
          value={page}
          onChange={onPageChange}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(c) => ({ 'aria-label': `${c} page` })}
          getItemProps={(p) => ({
            'aria-label': t('table.page', { page: p }),
            'aria-current': p === page ? 'page' : undefined,
          })}
        />
      </Group>
    </Group>
  );
}
