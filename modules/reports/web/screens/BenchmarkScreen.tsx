import { Button, Card, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, EmptyState, errorMessage, LoadError, notify, PageHeader, useAccess } from '@portal/ui';
import { BENCHMARK_METRICS, REPORT_MODULES } from '../../shared/constants.ts';
import * as R from '../../shared/report-contracts.ts';

type Answer = R.BenchmarkAnswer;
type Metrics = Answer['centres'][number]['metrics'];

const pct = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v.toLocaleString('en-IN')} %`);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (ym: string) => `${MONTHS[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;
const colour = (p: number | null) => (p === null ? 'gray' : p >= 75 ? 'teal' : p >= 40 ? 'yellow' : 'red');

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
                {v?.percentile === null || v?.percentile === undefined ? 'No figure' : `Percentile ${v.percentile}`}
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
        <div role="region" aria-label="Trend" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table miw={720} striped data-testid="benchmark-trend">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Month</Table.Th>
                {BENCHMARK_METRICS.map((m) => (
                  <Table.Th key={m.key} ta="right">
                    {m.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {own.trend.map((t) => (
                <Table.Tr key={t.month}>
                  <Table.Td>{monthLabel(t.month)}</Table.Td>
                  {BENCHMARK_METRICS.map((m) => (
                    <Table.Td key={m.key} ta="right">
                      {t.percentiles[m.key] ?? '—'}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Card>
    </Stack>
  );
}

function cell(metrics: Metrics, key: keyof Metrics) {
  const v = metrics[key];
  return `${pct(v?.value)} (P${v?.percentile ?? '—'})`;
}

function Ranking({ centres }: { centres: Answer['centres'] }) {
  return (
    <Card withBorder radius="md" p={0}>
      <Title order={2} fz="h4" p="sm">
        Centres ranked by their mean percentile
      </Title>
      <div role="region" aria-label="Centres ranked" tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table miw={900} striped data-testid="benchmark-ranking">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="right">Rank</Table.Th>
              <Table.Th>Centre</Table.Th>
              <Table.Th ta="right">Score</Table.Th>
              {BENCHMARK_METRICS.map((m) => (
                <Table.Th key={m.key} ta="right">
                  {m.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {centres.map((c) => (
              <Table.Tr key={c.franchiseeId}>
                <Table.Td ta="right">{c.rank}</Table.Td>
                <Table.Td>{c.centre}</Table.Td>
                <Table.Td ta="right">{c.score ?? '—'}</Table.Td>
                {BENCHMARK_METRICS.map((m) => (
                  <Table.Td key={m.key} ta="right">
                    {cell(c.metrics, m.key)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
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
  const q = useQuery({
    queryKey: ['report', 'benchmarks', franchiseeID],
    queryFn: () => call(R.benchmarks, { query: { franchiseeID } }),
    retry: false,
  });
  const refresh = useMutation({
    mutationFn: () => call(R.refreshBenchmarks),
    onSuccess: () => notify({ color: 'green', message: 'The figures are being refreshed in the background' }),
    onError: (e) => notify({ color: 'red', title: 'Not refreshed', message: errorMessage(e) }),
  });
  const data = q.data;
  return (
    <>
      <PageHeader
        title="Network benchmarks"
        subtitle={
          data?.refreshedAt
            ? `Percentile against ${data.centreCount} centres this month; ` +
              `figures of ${formatDateTime(data.refreshedAt)}`
            : 'Percentile against the network this month'
        }
        actions={
          access.canWrite(REPORT_MODULES.CRON) ? (
            <Button variant="light" onClick={() => refresh.mutate()} loading={refresh.isPending}>
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
