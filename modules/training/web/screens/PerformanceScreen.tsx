import { Anchor, Card, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import { DataTable, EmptyState, LoadError, PageHeader, useAccess, useCall, type DataColumn } from '@portal/ui';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';

type Teacher = EndpointAnswer<typeof C.teacherPerformance>['teachers'][number];

const columns: DataColumn<Teacher>[] = [
  {
    id: 'name',
    header: 'Teacher',
    primary: true,
    sort: true,
    cell: (t) => (
      <Anchor component={Link} to={`/self-training/teacher-performance-record/${t.staffId}`}>
        {t.name}
      </Anchor>
    ),
  },
  { id: 'centre', header: 'Centre', sort: true },
  {
    id: 'completionPercent',
    header: 'Completion',
    width: 220,
    sort: true,
    cell: (t) => (
      <>
        <Text size="xs">
          {t.modulesCompleted} of {t.modulesTotal} modules ({t.completionPercent}%)
        </Text>
        <Progress value={t.completionPercent} size="sm" aria-label="Modules completed" />
      </>
    ),
  },
  {
    id: 'assessmentsPassed',
    header: 'Passed / taken',
    align: 'right',
    sort: true,
    cell: (t) => `${t.assessmentsPassed} / ${t.assessmentsTaken}`,
  },
  {
    id: 'averageScore',
    header: 'Average score',
    align: 'right',
    sort: true,
    cell: (t) => (t.averageScore === null ? '—' : `${t.averageScore}%`),
  },
];

/** teacher-performance: scores and completion per teacher and per centre. */
export default function PerformanceScreen() {
  const access = useAccess();
  const perf = useCall(C.teacherPerformance, { query: { franchiseeID: access.franchiseeId ?? undefined } });
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
            <DataTable
              card={false}
              data={data.teachers}
              columns={columns}
              rowId={(t) => String(t.staffId)}
              paging={{ pageSize: 50 }}
              empty="No teachers"
              testId="performance"
              striped
              minWidth={760}
            />
          </Card>
        </>
      )}
    </>
  );
}
