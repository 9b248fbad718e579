import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '@portal/core';
import { call, DataTable, PageHeader, useLiveInvalidate, type DataColumn } from '@portal/ui';
import { DAY_LIVE_KINDS } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { DayRow } from '../../shared/contracts.ts';
import { DayStatus, methodLabel } from '../components/day-status.tsx';

const columns: DataColumn<DayRow>[] = [
  {
    id: 'name',
    header: 'Child',
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
  { id: 'status', header: 'Today', nowrap: true, cell: (r) => <DayStatus row={r} /> },
  {
    id: 'inAt',
    header: 'In',
    nowrap: true,
    sort: (r) => r.inAt ?? '',
    cell: (r) => (r.inAt ? formatTime(r.inAt) : '—'),
  },
  { id: 'inMethod', header: 'How', hideOnPhone: true, cell: (r) => methodLabel(r.inMethod) },
  { id: 'outAt', header: 'Out', nowrap: true, cell: (r) => (r.outAt ? formatTime(r.outAt) : '—') },
  { id: 'collectedBy', header: 'Collected by', cell: (r) => r.collectedBy ?? '—' },
];

/** day/today: the centre's children today, who came in, how and when, and who collected them. */
export default function TodayScreen() {
  const today = useQuery({
    queryKey: ['day', 'today'],
    queryFn: () => call(C.today, { query: {} }),
    // Live events refresh it as children come and go; the slow refetch only covers a lost connection.
    refetchInterval: 300_000,
  });
  useLiveInvalidate(DAY_LIVE_KINDS, [['day', 'today']]);
  const totals = today.data?.totals;
  return (
    <>
      <PageHeader title="Today at the centre" subtitle={today.data ? formatDate(today.data.day) : undefined} />
      <Stack>
        {totals && (
          <Group gap="xs" data-testid="day-totals">
            <Badge variant="light" color="green" tt="none">
              In now: {totals.in}
            </Badge>
            <Badge variant="light" color="gray" tt="none">
              Collected: {totals.out}
            </Badge>
            <Badge variant="light" color="yellow" tt="none">
              Not in: {totals.children - totals.in - totals.out}
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
          empty={{ title: 'No children', message: 'The centre has no Active children.' }}
          defaultSort={{ field: 'name', dir: 'asc' }}
          paging={{ pageSize: 50 }}
          testId="day-today"
        />
      </Stack>
    </>
  );
}
