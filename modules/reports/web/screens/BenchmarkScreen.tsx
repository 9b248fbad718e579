import { Button, Card, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import {
  call,
  DataTable,
  EmptyState,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  useAccess,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { BENCHMARK_METRICS, REPORT_MODULES } from '../../shared/constants.ts';
import * as R from '../../shared/report-contracts.ts';

type Answer = R.BenchmarkAnswer;
type Metrics = Answer['centres'][number]['metrics'];

const pct = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v.toLocaleString('en-IN')} %`);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
const colour = (p: number | null) => (p === null ? 'gray' : p >= 75 ? 'teal' : p >= 40 ? 'yellow' : 'red');

type Month = NonNullable<Answer['own']>['trend'][number];
type Ranked = Answer['centres'][number];

const trendColumns: DataColumn<Month>[] = [
  { id: 'month', header: 'Month', primary: true, cell: (t) => monthLabel(t.month) },
  ...BENCHMARK_METRICS.map((m): DataColumn<Month> => ({
    id: m.key,
    header: m.label,
    align: 'right',
    cell: (t) => t.percentiles[m.key] ?? '—',
  })),
];

function OwnCentre({ own }: { own: NonNullable<Answer['own']> }) {
  return (
    <Stack gap="md" data-testid="benchmark-own">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
        {BENCHMARK_METRICS.map((m) => {
          const v = own.metrics[m.key];
          return (
            <Card key={m.key} withBorder radius="md" data-testid={`benchmark-${m.key}`}>
              <Text size="sm" c="gray.7">
                {m.label}
              </Text>
              <Text fw={700} fz="xl">
                {pct(v?.value)}
              </Text>
              <Text size="sm" fw={600} mt={4}>
                {v?.percentile === null || v?.percentile === undefined
                  ? (v?.missing ?? 'No figure')
                  : `Percentile ${v.percentile}`}
              </Text>
              <Progress
                mt="xs"
                value={v?.percentile ?? 0}
                color={colour(v?.percentile ?? null)}
                aria-label={`${m.label} percentile`}
              />
            </Card>
          );
        })}
      </SimpleGrid>
      <Card withBorder radius="md" p={0}>
        <Title order={2} fz="h4" p="sm">
          Percentile over the last 12 months
        </Title>
        <DataTable
          card={false}
          data={own.trend}
          columns={trendColumns}
          rowId={(t) => t.month}
          testId="benchmark-trend"
          label="Trend"
          striped
          minWidth={720}
        />
      </Card>
    </Stack>
  );
}

/** A figure with its percentile, or why the centre has none. */
function cell(metrics: Metrics, key: keyof Metrics) {
  const v = metrics[key];
  if (v?.value === null || v?.value === undefined)
    return (
      <Text span size="xs" c="gray.7">
        {v?.missing ?? 'No figure'}
      </Text>
    );
  return `${pct(v.value)} (P${v.percentile ?? '—'})`;
}

const rankColumns: DataColumn<Ranked>[] = [
  { id: 'rank', header: 'Rank', align: 'right', sort: true },
  { id: 'centre', header: 'Centre', primary: true, sort: true },
  { id: 'score', header: 'Score', align: 'right', sort: true },
  ...BENCHMARK_METRICS.map((m): DataColumn<Ranked> => ({
    id: m.key,
    header: m.label,
    align: 'right',
    sort: (c) => c.metrics[m.key]?.percentile,
    cell: (c) => cell(c.metrics, m.key),
  })),
];

function Ranking({ centres }: { centres: Answer['centres'] }) {
  return (
    <Card withBorder radius="md" p={0}>
      <Title order={2} fz="h4" p="sm">
        Centres ranked by their mean percentile
      </Title>
      <DataTable
        card={false}
        data={centres}
        columns={rankColumns}
        rowId={(c) => String(c.franchiseeId)}
        testId="benchmark-ranking"
        label="Centres ranked"
        striped
        minWidth={900}
      />
    </Card>
  );
}

/**
 * report/benchmarks: where a centre stands against the network on conversion, fee collection, attendance,
 * training and audits. Head office sees every centre ranked; a centre sees only its own percentiles.
 */
export default function BenchmarkScreen() {
  const access = useAccess();
  const franchiseeID = access.franchiseeId ?? undefined;
  const q = useCall(
    R.benchmarks,
    { query: { franchiseeID } },
    {
      retry: false,
      // While a refresh runs, the screen asks again until its figures arrive.
      refetchInterval: (query) => (query.state.data?.refreshing ? 3000 : false),
    },
  );
  const refresh = useMutation({
    mutationFn: () => call(R.refreshBenchmarks),
    onSuccess: () => {
      notify({ color: 'green', message: 'Refreshing the figures: they change here in a minute or two' });
      void q.refetch();
    },
    onError: (e) => notify({ color: 'red', title: 'Not refreshed', message: errorMessage(e) }),
  });
  const data = q.data;
  const refreshing = refresh.isPending || Boolean(data?.refreshing);
  return (
    <>
      <PageHeader
        title="Network benchmarks"
        subtitle={
          (data?.refreshedAt
            ? `Percentile against ${data.centreCount} centres this month; ` +
              // Newer data waits for the refresh: the figures are said to be as of their time, not current.
              (refreshing
                ? `as of ${formatDateTime(data.refreshedAt)}`
                : `figures of ${formatDateTime(data.refreshedAt)}`)
            : 'Percentile against the network this month') + (refreshing ? '. Refreshing with the latest data…' : '')
        }
        actions={
          access.canWrite(REPORT_MODULES.CRON) ? (
            <Button
              variant="light"
              onClick={() => refresh.mutate()}
              loading={refreshing}
              data-testid="benchmark-refresh"
            >
              Refresh figures
            </Button>
          ) : undefined
        }
      />
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {data && !data.own && !data.network && (
        <EmptyState title="No centre" message="Choose a centre to see where it stands." />
      )}
      <Stack gap="lg">
        {data?.own && <OwnCentre own={data.own} />}
        {data?.network && <Ranking centres={data.centres} />}
      </Stack>
    </>
  );
}
