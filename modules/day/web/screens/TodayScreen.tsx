import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatCount, formatDate, formatTime, type EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, useCall, useLiveCalls, useMessages, type DataColumn } from '@portal/ui';
import { DAY_LIVE_KINDS } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { DayStatus, methodLabel } from '../components/day-status.tsx';
import { dayMessages, type DayWords } from '../messages/index.ts';

/** A child of the centre today, with the bus's last word while not in. */
type TodayRow = EndpointAnswer<typeof C.today>['rows'][number];

const columnsIn = (t: DayWords): DataColumn<TodayRow>[] => [
  {
    id: 'name',
    header: t('words.child'),
    primary: true,
    sort: true,
    cell: (r) => (
      <>
        {r.name}
        <Text size="xs" c="dimmed">
          {r.className}
          {r.sectionName ? ` · ${r.sectionName}` : ''}
        </Text>
      </>
    ),
  },
  { id: 'status', header: t('words.today'), nowrap: true, cell: (r) => <DayStatus row={r} /> },
  {
    id: 'inAt',
    header: t('words.in'),
    nowrap: true,
    sort: (r) => r.inAt ?? '',
    cell: (r) => (r.inAt ? formatTime(r.inAt) : '—'),
  },
  { id: 'inMethod', header: t('words.how'), hideOnPhone: true, cell: (r) => methodLabel(r.inMethod, t) },
  { id: 'outAt', header: t('words.out'), nowrap: true, cell: (r) => (r.outAt ? formatTime(r.outAt) : '—') },
  { id: 'collectedBy', header: t('words.collectedBy'), cell: (r) => r.collectedBy ?? '—' },
];

/** day/today: the centre's children today, who came in, how and when, and who collected them. */
export default function TodayScreen() {
  const t = useMessages(dayMessages);
  const columns = columnsIn(t);
  const today = useCall(
    C.today,
    { query: {} },
    {
      // Live events refresh it as children come and go; the slow refetch only covers a lost connection.
      refetchInterval: 300_000,
    },
  );
  useLiveCalls(DAY_LIVE_KINDS, [C.today]);
  const totals = today.data?.totals;
  return (
    <>
      <PageHeader title={t('centre.title')} subtitle={today.data ? formatDate(today.data.day) : undefined} />
      <Stack>
        {totals && (
          <Group gap="xs" data-testid="day-totals">
            <Badge variant="light" color="green" tt="none">
              {t('centre.inNow', { count: formatCount(totals.in) })}
            </Badge>
            <Badge variant="light" color="gray" tt="none">
              {t('centre.collected', { count: formatCount(totals.out) })}
            </Badge>
            <Badge variant="light" color="yellow" tt="none">
              {t('centre.notIn', { count: formatCount(totals.children - totals.in - totals.out) })}
            </Badge>
          </Group>
        )}
        <DataTable
          data={today.data?.rows}
          columns={columns}
          rowId={(r) => String(r.studentAdmissionId)}
          loading={today.isLoading}
          error={today.error}
          onRetry={() => today.refetch()}
          empty={{ title: t('centre.noChildren'), message: t('centre.noChildrenText') }}
          defaultSort={{ field: 'name', dir: 'asc' }}
          paging={{ pageSize: 50 }}
          testId="day-today"
        />
      </Stack>
    </>
  );
}
