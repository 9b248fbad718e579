import { Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { DataTable, EmptyState, LoadError, PageHeader, useCall, type DataColumn } from '@portal/ui';
import type { EndpointAnswer } from '@portal/core';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { AUDIT_TYPE_LABELS, AUDIT_TYPES, bandOf, type AuditType } from '../../shared/constants.ts';
import { ScoreBadge } from '../components/bits.tsx';
import { CentreScoreTable } from '../components/CentreScoreTable.tsx';
import { isOneOf } from '@portal/core';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;

type Worst = EndpointAnswer<typeof C.auditScores>['worstParameters'][number];

const worstColumns: DataColumn<Worst>[] = [
  {
    id: 'text',
    header: 'Parameter',
    primary: true,
    cell: (w) => (
      <>
        <Text size="sm">{w.text}</Text>
        <Text size="xs" c="dimmed">
          {w.categoryName} · {w.subCategoryName}
        </Text>
      </>
    ),
  },
  { id: 'failed', header: 'Failed', align: 'right', sort: true },
  { id: 'answered', header: 'Of answered', align: 'right', sort: true },
  { id: 'failPercent', header: 'Rate', align: 'right', sort: true, cell: (w) => `${w.failPercent.toFixed(1)} %` },
];

/** The score trend and the worst parameters, for one centre or every centre the user sees. */
export function ScoreOverview({ type, franchiseeId }: { type?: AuditType; franchiseeId?: number }) {
  const scores = useCall(C.auditScores, { query: { type, franchiseeID: franchiseeId } });
  if (scores.error) return <LoadError error={scores.error} onRetry={() => scores.refetch()} />;
  const s = scores.data;
  if (!s) return null;
  if (s.audits === 0) return <EmptyState title="No submitted audits yet" />;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Average score
          </Text>
          <ScoreBadge score={s.averageScore} band={s.averageScore === null ? null : bandOf(s.averageScore)} />
          <Text size="xs" c="dimmed">
            over {s.audits} submitted audit{s.audits === 1 ? '' : 's'}
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed" mb="xs">
            Average score by month (last 12 months)
          </Text>
          <BarChart
            h={160}
            data={s.trend.map((t) => ({ month: monthLabel(t.month), score: t.averageScore, audits: t.audits }))}
            dataKey="month"
            series={[{ name: 'score', label: 'Score (%)', color: 'blue.6' }]}
            yAxisProps={{ domain: [0, 100] }}
            withTooltip
          />
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md">
        <Title order={5} mb="xs">
          Parameters failed most often
        </Title>
        {s.worstParameters.length === 0 ? (
          <Text c="dimmed" size="sm">
            No parameter has failed.
          </Text>
        ) : (
          <DataTable
            card={false}
            data={s.worstParameters}
            columns={worstColumns}
            rowId={(w) => String(w.parameterId)}
            testId="worst-parameters"
            minWidth={560}
          />
        )}
      </Card>
    </Stack>
  );
}

/** audit/auditScores: the network's (or the user's centre's) scores, trend and worst parameters, by centre. */
export default function ScoresScreen() {
  const [type, setType] = useState<string | null>(null);
  const chosen = isOneOf(AUDIT_TYPES, type) ? type : undefined;
  return (
    <>
      <PageHeader
        title="Audit scores"
        actions={
          <Select
            aria-label="Audit type"
            placeholder="Every type"
            clearable
            data={AUDIT_TYPES.map((t) => ({ value: t, label: AUDIT_TYPE_LABELS[t] }))}
            value={type}
            onChange={setType}
            w={200}
          />
        }
      />
      <Stack>
        <ScoreOverview type={chosen} />
        <Group>
          <Title order={4}>Centres</Title>
        </Group>
        <CentreScoreTable type={chosen} />
      </Stack>
    </>
  );
}
