import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { DayCard } from '../components/PlanView.tsx';

/** learning/curriculum: today's day at a glance for each class of the centre, then the weeks published to it. */
export default function CurriculumScreen() {
  const today = useQuery({ queryKey: ['learning', 'today'], queryFn: () => call(C.todayPlan, { query: {} }) });
  const weeks = useQuery({
    queryKey: ['learning', 'published'],
    queryFn: () => call(C.publishedWeeks, { query: { pageSize: 50 } }),
  });
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
        {weeks.data?.rows.length === 0 ? (
          <EmptyState title="No weeks published to your centre yet" />
        ) : (
          <Card withBorder radius="md" p={0}>
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Week</Table.Th>
                    <Table.Th>Class</Table.Th>
                    <Table.Th>Starts on</Table.Th>
                    <Table.Th>Centre</Table.Th>
                    <Table.Th>Version</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {weeks.data?.rows.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/learning/curriculum/${r.id}`} size="sm">
                          {r.weekNo}. {r.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{r.className}</Table.Td>
                      <Table.Td>{r.startsOn ? formatDate(r.startsOn) : ''}</Table.Td>
                      <Table.Td>{r.centre}</Table.Td>
                      <Table.Td>{r.version}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
      </Stack>
    </>
  );
}
