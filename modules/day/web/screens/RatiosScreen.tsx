import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatTime } from '@portal/core';
import { DataTable, LoadError, PageHeader, t, useCall, useLiveCalls, type DataColumn } from '@portal/ui';
import { Link, useSearchParams } from 'react-router';
import { DAY_LIVE } from '../../shared/constants.ts';
import { ratioBoard, ratioBreaches, RATIO_COLOURS, RATIO_WORDS, type RatioClass } from '../../shared/ratios.ts';
import type { EndpointAnswer } from '@portal/core';

type Breach = EndpointAnswer<typeof ratioBreaches>['rows'][number];
type StaffRow = EndpointAnswer<typeof ratioBoard>['staff'][number];

/** One class: its figures in numbers, its status in colour and in words. */
function ClassCard({ c }: { c: RatioClass }) {
  const places =
    c.placesLeft === null
      ? `No ratio is set for ${c.classCategory}`
      : c.placesLeft >= 0
        ? `${c.placesLeft} ${c.placesLeft === 1 ? 'place' : 'places'} left`
        : `${t('common.children', { count: -c.placesLeft })} over`;
  return (
    <Card withBorder padding="md" data-testid={`ratio-${c.classId}`}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {c.className}
        </Title>
        <Badge color={RATIO_COLOURS[c.status]} variant="filled" tt="none" miw="max-content">
          {RATIO_WORDS[c.status]}
        </Badge>
      </Group>
      <Text size="sm" mt="xs">
        {t('common.children', { count: c.children })} in · {c.staff} staff in
        {c.childrenPerStaff !== null && ` · allowed 1:${c.childrenPerStaff}`}
      </Text>
      <Text size="sm" c="dimmed">
        {places}
        {c.staffNames.length > 0 && ` · ${c.staffNames.join(', ')}`}
      </Text>
    </Card>
  );
}

const staffColumns: DataColumn<StaffRow>[] = [
  { id: 'name', header: 'Staff member', primary: true, cell: (r) => r.name },
  { id: 'className', header: 'With', cell: (r) => r.className ?? 'No class' },
  { id: 'inTime', header: 'In', nowrap: true, cell: (r) => r.inTime ?? '—' },
  { id: 'outTime', header: 'Left', nowrap: true, cell: (r) => r.outTime ?? '—' },
];

const breachColumns: DataColumn<Breach>[] = [
  {
    id: 'centre',
    header: 'Centre',
    primary: true,
    cell: (r) => (
      <Anchor component={Link} to={`/day/ratios?centre=${r.franchiseeId}`}>
        {r.centre}
      </Anchor>
    ),
  },
  { id: 'className', header: 'Class', cell: (r) => r.className },
  {
    id: 'figures',
    header: 'Now',
    cell: (r) =>
      `${r.children} ${r.children === 1 ? 'child' : 'children'}, ${r.staff} staff (1:${r.childrenPerStaff} allowed)`,
  },
  { id: 'since', header: 'Since', nowrap: true, cell: (r) => formatTime(r.since) },
];

/**
 * day/ratios: each class's children checked in against its staff checked in, amber at the limit and red over it
 * (with words), the staff of the day, and the classes over their ratio across the user's centres.
 */
export default function RatiosScreen() {
  const [params] = useSearchParams();
  const centre = Number(params.get('centre')) || undefined;
  const board = useCall(
    ratioBoard,
    { query: { franchiseeID: centre } },
    {
      // Check-ins, check-outs and staff coming and going refresh it live; this is the fallback.
      refetchInterval: 300_000,
      retry: false,
    },
  );
  useLiveCalls([DAY_LIVE.checkIn, DAY_LIVE.checkOut, DAY_LIVE.staff], [ratioBoard, ratioBreaches]);
  const breaches = useCall(ratioBreaches, undefined, {
    refetchInterval: 60_000,
  });
  const data = board.data;
  return (
    <>
      <PageHeader
        title="Child-to-staff ratios"
        subtitle={data ? `${data.centre} · ${formatDate(data.day)}` : undefined}
      />
      <Stack>
        {board.error && !centre && !data ? (
          <Alert color="blue">Choose a centre from the classes over their ratio below, or the centre selector.</Alert>
        ) : board.error ? (
          <LoadError error={board.error} onRetry={() => board.refetch()} />
        ) : null}
        {data && data.classes.length === 0 && <Alert color="blue">No class has children or staff in yet today.</Alert>}
        {data && data.classes.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="ratio-classes">
            {data.classes.map((c) => (
              <ClassCard key={c.classId} c={c} />
            ))}
          </SimpleGrid>
        )}
        {data && (
          <>
            <Title order={2} size="h4">
              Staff today
            </Title>
            <DataTable
              data={data.staff}
              columns={staffColumns}
              rowId={(r) => String(r.staffId)}
              empty={{ title: 'No staff in', message: 'No staff member has checked in today.' }}
              testId="ratio-staff"
            />
          </>
        )}
        <Title order={2} size="h4">
          Classes over their ratio
        </Title>
        <DataTable
          data={breaches.data?.rows}
          columns={breachColumns}
          rowId={(r) => `${r.franchiseeId}-${r.classId}`}
          loading={breaches.isLoading}
          error={breaches.error}
          onRetry={() => breaches.refetch()}
          empty={{ title: 'No breach', message: 'Every class is within its ratio.' }}
          testId="ratio-breaches"
        />
      </Stack>
    </>
  );
}
