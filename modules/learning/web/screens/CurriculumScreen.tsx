import { Anchor, Stack, Text, Title } from '@mantine/core';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { DataTable, EmptyState, LoadError, PageHeader, useCall, type DataColumn } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { DayCard } from '../components/PlanView.tsx';

type PublishedWeek = EndpointAnswer<typeof C.publishedWeeks>['rows'][number];

const columns: DataColumn<PublishedWeek>[] = [
  {
    id: 'weekNo',
    header: 'Week',
    primary: true,
    sort: true,
    cell: (r) => (
      <Anchor component={Link} to={`/learning/curriculum/${r.id}`} size="sm">
        {r.weekNo}. {r.title}
      </Anchor>
    ),
  },
  { id: 'className', header: 'Class', sort: true },
  { id: 'startsOn', header: 'Starts on', sort: true, cell: (r) => (r.startsOn ? formatDate(r.startsOn) : '') },
  { id: 'centre', header: 'Centre', sort: true, hideOnPhone: true },
  { id: 'version', header: 'Version', align: 'right', hideOnPhone: true },
];

/** learning/curriculum: today's day at a glance for each class of the centre, then the weeks published to it. */
export default function CurriculumScreen() {
  const today = useCall(C.todayPlan, { query: {} });
  const weeks = useCall(C.publishedWeeks, { query: { pageSize: 50 } });
  const error = today.error ?? weeks.error;
  if (error) return <LoadError error={error} onRetry={() => void today.refetch().then(() => weeks.refetch())} />;
  return (
    <>
      <PageHeader title="Curriculum" subtitle={today.data ? `Today, ${formatDate(today.data.date)}` : undefined} />
      <Stack>
        <Title order={2} size="h3">
          Today
        </Title>
        {today.data?.classes.length === 0 && <EmptyState title="Nothing is published for today" />}
        {today.data?.classes.map((c) => (
          <Stack key={c.publicationId} gap="xs" data-testid="today-class">
            <Text fw={600}>
              {c.className} · Week {c.weekNo}: {c.weekTitle}
              {today.data.classes.some((o) => o.centre !== c.centre) ? ` · ${c.centre}` : ''}
            </Text>
            {c.day ? <DayCard day={c.day} /> : <Text c="gray.7">No plan for today in this week.</Text>}
          </Stack>
        ))}
        <Title order={2} size="h3">
          Published weeks
        </Title>
        <DataTable
          data={weeks.data?.rows}
          columns={columns}
          rowId={(r) => String(r.id)}
          empty="No weeks published to your centre yet"
          minWidth={520}
        />
      </Stack>
    </>
  );
}
