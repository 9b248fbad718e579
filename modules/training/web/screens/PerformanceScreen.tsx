import { Anchor, Card, Progress, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader, call, LoadError, EmptyState, useAccess } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';

/** teacher-performance: scores and completion per teacher and per centre. */
export default function PerformanceScreen() {
  const access = useAccess();
  const perf = useQuery({
    queryKey: ['training', 'performance', access.franchiseeId],
    queryFn: () => call(C.teacherPerformance, { query: { franchiseeID: access.franchiseeId ?? undefined } }),
  });
  if (perf.error) return <LoadError error={perf.error} onRetry={() => perf.refetch()} />;
  const data = perf.data;
  return (
    <>
      <PageHeader
        title="Teacher performance"
        crumbs={[{ label: 'Self training', to: '/self-training' }, { label: 'Performance' }]}
      />
      {!data || data.teachers.length === 0 ? (
        <EmptyState title="No teachers yet" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mb="lg">
            {data.centres.map((c) => (
              <Card key={c.franchiseeId} withBorder radius="md">
                <Text fw={600}>{c.centre}</Text>
                <Text size="sm" c="dimmed">
                  {c.teachers} teachers · {c.assessmentsPassed} assessments passed
                </Text>
                <Text size="sm" mt="xs">
                  Completion {c.averageCompletion}%
                </Text>
                <Progress value={c.averageCompletion} mt={4} aria-label="Completion" />
                <Text size="sm" mt="xs">
                  Average score {c.averageScore ?? '—'}
                  {c.averageScore !== null && '%'}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder radius="md">
            <Title order={4} mb="sm">
              Teachers
            </Title>
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="xs" striped data-testid="performance">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Teacher</Table.Th>
                    <Table.Th>Centre</Table.Th>
                    <Table.Th>Completion</Table.Th>
                    <Table.Th ta="right">Passed / taken</Table.Th>
                    <Table.Th ta="right">Average score</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.teachers.map((t) => (
                    <Table.Tr key={t.staffId}>
                      <Table.Td>
                        <Anchor component={Link} to={`/self-training/teacher-performance-record/${t.staffId}`}>
                          {t.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{t.centre}</Table.Td>
                      <Table.Td w={220}>
                        <Text size="xs">
                          {t.modulesCompleted} of {t.modulesTotal} modules ({t.completionPercent}%)
                        </Text>
                        <Progress value={t.completionPercent} size="sm" aria-label="Modules completed" />
                      </Table.Td>
                      <Table.Td ta="right">
                        {t.assessmentsPassed} / {t.assessmentsTaken}
                      </Table.Td>
                      <Table.Td ta="right">{t.averageScore === null ? '—' : `${t.averageScore}%`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </>
      )}
    </>
  );
}
