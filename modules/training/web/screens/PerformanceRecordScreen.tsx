import { Badge, Card, Group, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useCall, type DataColumn } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

type PerformanceRecord = EndpointAnswer<typeof C.teacherPerformanceRecord>;

// Both lists read as lines under their card's title: their headings are for screen readers only.
const moduleColumns: DataColumn<PerformanceRecord['modules'][number]>[] = [
  { id: 'title', header: 'Module', hiddenHeader: true, primary: true },
  {
    id: 'topic',
    header: 'Topic',
    hiddenHeader: true,
    cell: (m) => (
      <Text span inherit c="dimmed">
        {m.topic}
      </Text>
    ),
  },
  {
    id: 'completed',
    header: 'Completed',
    hiddenHeader: true,
    align: 'right',
    cell: (m) =>
      m.completedAt ? (
        <Badge color="green">Completed {formatDate(m.completedAt)}</Badge>
      ) : (
        <Badge color="gray">Not yet</Badge>
      ),
  },
];

const attemptColumns: DataColumn<PerformanceRecord['attempts'][number]>[] = [
  {
    id: 'title',
    header: 'Assessment',
    hiddenHeader: true,
    primary: true,
    cell: (a) => (
      <Group gap={6}>
        {a.title}{' '}
        <Badge size="xs" variant="outline">
          {a.assessmentType}
        </Badge>
      </Group>
    ),
  },
  { id: 'attempt', header: 'Attempt', hiddenHeader: true, cell: (a) => `Attempt ${a.attemptNo}` },
  { id: 'score', header: 'Score', hiddenHeader: true, cell: (a) => `${a.score} / ${a.maxScore} (${a.percent}%)` },
  {
    id: 'passed',
    header: 'Result',
    hiddenHeader: true,
    cell: (a) => (a.passed ? <Badge color="green">Passed</Badge> : <Badge color="orange">Not passed</Badge>),
  },
  {
    id: 'submittedAt',
    header: 'Submitted',
    hiddenHeader: true,
    cell: (a) => (
      <Text span inherit c="dimmed">
        {formatDateTime(a.submittedAt)}
      </Text>
    ),
  },
];

/** teacher-performance-record/{staffID}: one teacher's modules and attempts. */
export default function PerformanceRecordScreen() {
  const { staffID } = useParams();
  const record = useCall(C.teacherPerformanceRecord, { params: { id: staffID } });
  if (record.error) return <LoadError error={record.error} onRetry={() => record.refetch()} />;
  if (!record.data) return null;
  const { summary, designation, modules, attempts } = record.data;
  return (
    <>
      <PageHeader
        title={summary.name}
        subtitle={`${designation} · ${summary.centre}`}
        crumbs={[{ label: 'Teacher performance', to: '/self-training/teacher-performance' }, { label: summary.name }]}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="lg">
        <Card withBorder radius="md">
          <Text size="xs" c="dimmed">
            Completion
          </Text>
          <Title order={3}>{summary.completionPercent}%</Title>
          <Progress value={summary.completionPercent} mt={4} aria-label="Completion" />
        </Card>
        <Card withBorder radius="md">
          <Text size="xs" c="dimmed">
            Assessments passed
          </Text>
          <Title order={3}>
            {summary.assessmentsPassed} / {summary.assessmentsTaken}
          </Title>
        </Card>
        <Card withBorder radius="md">
          <Text size="xs" c="dimmed">
            Average best score
          </Text>
          <Title order={3}>{summary.averageScore === null ? '—' : `${summary.averageScore}%`}</Title>
        </Card>
      </SimpleGrid>
      <Card withBorder radius="md" mb="lg">
        <Title order={4} mb="sm">
          Modules
        </Title>
        <DataTable card={false} data={modules} columns={moduleColumns} rowId={(m) => String(m.moduleId)} />
      </Card>
      <Card withBorder radius="md">
        <Title order={4} mb="sm">
          Assessment attempts
        </Title>
        <DataTable card={false} data={attempts} columns={attemptColumns} rowId={(a) => String(a.id)} />
      </Card>
    </>
  );
}
