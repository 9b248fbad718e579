import { Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import {
  MIN_RETENTION_MONTHS,
  RETENTION_CATEGORIES,
  RETENTION_LABELS,
  type RetentionCategory,
} from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { EndpointAnswer } from '@portal/core';
import { indiaDateTime } from '../components/india-time.ts';

type Run = EndpointAnswer<typeof C.retentionDryRun>;
type Section = Run['sections'][number];
type Item = Section['items'][number];

const DONE_WORDS = { anonymised: 'Anonymised', deleted: 'Deleted', skipped: 'Skipped' } as const;

const itemColumns: DataColumn<Item>[] = [
  { id: 'label', header: 'Row', primary: true },
  { id: 'since', header: 'Clock started', cell: (i) => indiaDateTime(i.since) },
  { id: 'done', header: 'Done', cell: (i) => (i.done ? DONE_WORDS[i.done] : 'Not yet') },
];

const runColumns: DataColumn<Run>[] = [
  { id: 'at', header: 'When', primary: true, cell: (r) => indiaDateTime(r.at) },
  {
    id: 'dryRun',
    header: 'Kind',
    cell: (r) =>
      r.dryRun ? (
        <Badge variant="light">Dry run</Badge>
      ) : (
        <Badge color="green" variant="light">
          Run
        </Badge>
      ),
  },
  { id: 'count', header: 'Rows', align: 'right', cell: (r) => r.sections.reduce((n, s) => n + s.count, 0) },
  { id: 'by', header: 'By', hideOnPhone: true, cell: (r) => r.by ?? 'The nightly job' },
];

/** One category's part of a report: how many rows, what was done, and the first of them. */
function SectionReport({ section }: { section: Section }) {
  const words = RETENTION_LABELS[section.category];
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{words?.label ?? section.category}</Text>
          <Text size="sm" c="dimmed">
            {section.count} past {section.months} months {words?.from}
            {section.filesDeleted ? `, ${section.filesDeleted} file(s) deleted` : ''}
          </Text>
        </Group>
        {section.count > 0 && (
          <DataTable
            data={section.items}
            columns={itemColumns}
            rowId={(i) => i.id}
            empty={{ title: 'Nothing past its period', message: '' }}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * safeguards/retention: how long each category is kept (head office sets it), the dry run that lists what is past
 * its period, and the run that anonymises or deletes what a dry run listed; every run's report stays here.
 */
export default function RetentionScreen() {
  const queryClient = useQueryClient();
  const overview = useCall(C.retentionOverview, {});
  const [months, setMonths] = useState<Partial<Record<RetentionCategory, number | ''>>>({});
  const [shown, setShown] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (overview.data) setMonths(Object.fromEntries(overview.data.rules.map((r) => [r.category, r.months])));
  }, [overview.data]);

  const runs = overview.data?.runs ?? [];
  const report = runs.find((r) => r.id === shown) ?? runs[0];

  async function act(what: string, fn: () => Promise<unknown>, done: string) {
    setBusy(what);
    try {
      await fn();
      notify({ color: 'green', title: done, message: '' });
      setShown(null);
      await invalidateCalls(queryClient, C.retentionOverview);
    } catch (err) {
      notify({ color: 'red', title: 'Not done', message: errorMessage(err) });
    } finally {
      setBusy(null);
    }
  }

  const save = () =>
    act(
      'save',
      () =>
        call(C.saveRetention, {
          body: {
            rules: RETENTION_CATEGORIES.filter((c) => months[c] !== '' && months[c] !== undefined).map((c) => ({
              category: c,
              months: Number(months[c]),
            })),
          },
        }),
      'Periods saved',
    );

  if (overview.error) return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  return (
    <>
      <PageHeader
        title="Data retention"
        subtitle="How long each kind of personal data is kept, and what has passed its period"
      />
      <Stack>
        <Title order={3} size="h4">
          Periods
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {RETENTION_CATEGORIES.map((c) => (
            <NumberInput
              key={c}
              label={`${RETENTION_LABELS[c].label} (months)`}
              description={[
                `Counted ${RETENTION_LABELS[c].from}.`,
                `${RETENTION_LABELS[c].action}.`,
                `${RETENTION_LABELS[c].why}.`,
              ].join(' ')}
              min={MIN_RETENTION_MONTHS[c] ?? 1}
              max={240}
              allowDecimal={false}
              allowNegative={false}
              value={months[c] ?? ''}
              onChange={(v) => setMonths((m) => ({ ...m, [c]: v === '' ? '' : Number(v) }))}
            />
          ))}
        </SimpleGrid>
        <Group wrap="wrap">
          <Button variant="default" onClick={() => void save()} loading={busy === 'save'}>
            Save periods
          </Button>
          <Button
            onClick={() => void act('dry', () => call(C.retentionDryRun, {}), 'Dry run made')}
            loading={busy === 'dry'}
          >
            Dry run
          </Button>
          {report?.dryRun && report.appliedBy === null && (
            <Button
              color="red"
              onClick={() =>
                void act('run', () => call(C.retentionApply, { params: { id: report.id } }), 'Retention applied')
              }
              loading={busy === 'run'}
            >
              Apply this dry run
            </Button>
          )}
        </Group>
        {report && (
          <>
            <Title order={3} size="h4">
              {report.dryRun ? 'Dry run' : 'Run'} of {indiaDateTime(report.at)}
              {report.dryRun && report.appliedBy !== null ? ' (applied)' : ''}
            </Title>
            {report.sections.map((s) => (
              <SectionReport key={s.category} section={s} />
            ))}
          </>
        )}
        <Title order={3} size="h4">
          Dry runs and runs
        </Title>
        <DataTable
          data={runs}
          columns={runColumns}
          rowId={(r) => String(r.id)}
          loading={overview.isLoading}
          onRowClick={(r) => setShown(r.id)}
          empty={{ title: 'No dry run yet', message: 'A dry run lists what has passed its period.' }}
          testId="retention-runs"
        />
      </Stack>
    </>
  );
}
