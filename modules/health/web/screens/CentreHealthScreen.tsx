import { Alert, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { formatDateTime, formatMonth } from '@portal/core';
import { DataTable, LoadError, PageHeader, useCall, useMessages, type DataColumn } from '@portal/ui';
import { INPUT_FIGURES } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { HealthInputRow } from '../../shared/contracts.ts';
import { healthMessages } from '../messages/index.ts';
import { figureText, lastMonths, MonthSelect, ScoreBadge } from './parts.tsx';

/**
 * health/centres/:franchiseeId: a centre's score for the month; each input with the declared figures it reads
 * (labelled as their owners declare them), its points, its weight and the rule that scores it; the last six
 * months; and the early warnings sent to the centre's area manager.
 */
export default function CentreHealthScreen() {
  const t = useMessages(healthMessages);
  const franchiseeId = Number(useParams().franchiseeId);
  const [search, setSearch] = useSearchParams();
  const month = search.get('month') ?? lastMonths()[0];
  const health = useCall(C.centreHealthOf, { params: { franchiseeId }, query: { month } });
  if (health.error) return <LoadError error={health.error} onRetry={() => health.refetch()} />;
  const h = health.data;

  const columns: DataColumn<HealthInputRow>[] = [
    {
      id: 'input',
      header: t('healthCommon.input', { input: 'other' }),
      primary: true,
      cell: (r) => t('healthCommon.input', { input: r.input }),
    },
    {
      id: 'figures',
      header: t('healthCentre.figures'),
      cell: (r) => (
        <Stack gap={2}>
          {r.figures.map((f, i) => (
            <Text key={f.key} size="sm" data-testid={`figure-${f.key}`}>
              {f.label}: <b>{figureText(f.value, INPUT_FIGURES[r.input][i].unit)}</b>
            </Text>
          ))}
        </Stack>
      ),
    },
    { id: 'points', header: t('healthCentre.points'), nowrap: true, cell: (r) => (r.points === null ? '—' : r.points) },
    { id: 'weight', header: t('healthCentre.weight'), nowrap: true, cell: (r) => r.weight },
    {
      id: 'rule',
      header: t('healthCentre.howCounted'),
      hideOnPhone: true,
      cell: (r) => (
        <Text size="sm" c="dimmed">
          {t('healthCommon.rule', { input: r.input })}
        </Text>
      ),
    },
  ];

  return (
    <Stack>
      <PageHeader
        title={t('healthCentre.title', { centre: h?.centreName ?? '' })}
        subtitle={t('healthCentre.subtitle')}
      />
      <Group justify="space-between" align="end" wrap="wrap">
        <MonthSelect value={month} onChange={(m) => setSearch({ month: m })} />
        <ScoreBadge score={h?.score ?? null} size="xl" />
      </Group>
      <DataTable
        data={h?.inputs}
        columns={columns}
        rowId={(r) => r.input}
        loading={health.isLoading}
        testId="health-inputs"
      />
      <Text size="sm" c="dimmed">
        {t('healthCommon.unrated')}
      </Text>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          {t('healthCentre.trend')}
        </Title>
        {/* Six months, each a bar: a short list, not a table to sort or page. */}
        <Stack gap="xs" data-testid="health-trend">
          {h?.trend.map((p) => (
            <Group key={p.month} gap="sm" wrap="nowrap">
              <Text size="sm" w="30%">
                {formatMonth(p.month)}
              </Text>
              <Progress
                style={{ flex: 1 }}
                value={p.score ?? 0}
                aria-label={`${formatMonth(p.month)}: ${p.score ?? '—'}`}
              />
              <Text size="sm" w="15%" ta="right">
                {p.score ?? '—'}
              </Text>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder data-testid="health-warnings">
        <Title order={3} size="h4" mb="sm">
          {t('healthCentre.warnings')}
        </Title>
        {h && h.warnings.length === 0 && <Text c="dimmed">{t('healthCentre.noWarnings')}</Text>}
        <Stack gap="xs">
          {h?.warnings.map((w) => (
            <Alert
              key={`${w.month}-${w.rule}`}
              color="orange"
              title={formatMonth(w.month)}
              data-testid={`warning-${w.rule}`}
            >
              <Text size="sm">{t('healthCommon.warning', { rule: w.rule, ...w.values })}</Text>
              <Text size="xs" c="dimmed">
                {w.sentAt && w.sentTo
                  ? t('healthCentre.sentTo', { who: w.sentTo, when: formatDateTime(w.sentAt) })
                  : t('healthCentre.notSent')}
              </Text>
            </Alert>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
