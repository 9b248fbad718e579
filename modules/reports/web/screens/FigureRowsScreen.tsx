import { Badge, Group, Text } from '@mantine/core';
import { enumLabel, formatDate, isOneOf, type EndpointAnswer } from '@portal/core';
import { DataTable, EmptyState, PageHeader, useCall, type DataColumn } from '@portal/ui';
import { useParams, useSearchParams } from 'react-router';
import { WIDGET_KEYS, widgetOf } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { cellText } from '../format.ts';

type FigureRow = EndpointAnswer<typeof C.figureRows>['rows'][number];

/** report/figure/{key}: the rows behind a dashboard figure, filtered as the figure was counted. */
export default function FigureRowsScreen() {
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const series = search.get('series') ?? undefined;
  const date = search.get('date') ?? undefined;
  const known = isOneOf(WIDGET_KEYS, key);
  const q = useCall(
    C.figureRows,
    // An unknown key is never asked (enabled below); the screen says the figure is not known.
    { params: { key: known ? key : WIDGET_KEYS[0] }, query: { series, date } },
    {
      enabled: known,
    },
  );
  const widget = widgetOf(key);
  const crumbs = [{ label: 'Dashboard', to: '/profile/dashboard' }, { label: widget?.label ?? 'Figure' }];
  const columns: DataColumn<FigureRow>[] = (q.data?.columns ?? []).map((c) => ({
    id: c.key,
    header: c.label,
    align: c.kind === 'paise' || c.kind === 'count' ? 'right' : undefined,
    sort: (r) => r[c.key] ?? null,
    cell: (r) => cellText(r[c.key] ?? null, c.kind),
  }));
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
      <DataTable
        data={q.data?.rows}
        error={q.error}
        onRetry={() => q.refetch()}
        columns={columns}
        rowId={(_, i) => String(i)}
        empty={{ title: 'Nothing to list', message: 'No rows behind this figure.' }}
        testId="figure-rows"
        rowTestId="figure-row"
        label="Rows behind the figure"
        striped
        minWidth={560}
      />
      {q.data && q.data.rows.length > 0 && (
        <Text size="sm" c="gray.7" p="sm">
          {q.data.count.toLocaleString('en-IN')} {q.data.count === 1 ? 'row' : 'rows'}
        </Text>
      )}
    </>
  );
}
