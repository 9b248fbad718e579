import { Badge, Card, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { enumLabel, formatDate } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { useParams, useSearchParams } from 'react-router';
import { WIDGET_KEYS, widgetOf, type WidgetKey } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { cellText } from '../format.ts';

/** report/figure/{key}: the rows behind a dashboard figure, filtered as the figure was counted. */
export default function FigureRowsScreen() {
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const series = search.get('series') ?? undefined;
  const date = search.get('date') ?? undefined;
  const known = (WIDGET_KEYS as readonly string[]).includes(key);
  const q = useQuery({
    queryKey: ['dashboard', 'rows', key, series, date],
    queryFn: () => call(C.figureRows, { params: { key: key as WidgetKey }, query: { series, date } }),
    enabled: known,
  });
  const widget = widgetOf(key);
  const crumbs = [{ label: 'Dashboard', to: '/profile/dashboard' }, { label: widget?.label ?? 'Figure' }];
  if (!known) return <EmptyState title="There is no such figure" message="Go back to the dashboard." />;
  return (
    <>
      <PageHeader
        title={q.data?.title ?? widget?.rowsTitle ?? 'Figure'}
        crumbs={crumbs}
        subtitle={
          <Group gap="xs" component="span">
            {date && <span>{formatDate(date)}</span>}
            {series && (
              <Badge variant="light" data-testid="figure-series">
                {enumLabel(series)}
              </Badge>
            )}
          </Group>
        }
      />
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {q.data && q.data.rows.length === 0 && (
        <EmptyState title="Nothing to list" message="No rows behind this figure." />
      )}
      {q.data && q.data.rows.length > 0 && (
        <Card withBorder radius="md" p={0}>
          <div role="region" aria-label="Rows behind the figure" tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table miw={560} striped highlightOnHover data-testid="figure-rows">
              <Table.Thead>
                <Table.Tr>
                  {q.data.columns.map((c) => (
                    <Table.Th key={c.key} ta={c.kind === 'paise' || c.kind === 'count' ? 'right' : undefined}>
                      {c.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.data.rows.map((r, i) => (
                  <Table.Tr key={i}>
                    {q.data.columns.map((c) => (
                      <Table.Td key={c.key} ta={c.kind === 'paise' || c.kind === 'count' ? 'right' : undefined}>
                        {cellText(r[c.key] ?? null, c.kind)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <Text size="sm" c="gray.7" p="sm">
            {q.data.count.toLocaleString('en-IN')} {q.data.count === 1 ? 'row' : 'rows'}
          </Text>
        </Card>
      )}
    </>
  );
}
