import { Badge, Card, Group, Progress, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '@portal/core';
import { PageHeader, call, LoadError } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

/** teacher-performance-record/{staffID}: one teacher's modules and attempts. */
export default function PerformanceRecordScreen() {
  const { staffID } = useParams();
  const record = useQuery({
    queryKey: ['training', 'performance', 'record', staffID],
    queryFn: () => call(C.teacherPerformanceRecord, { params: { id: staffID } }),
  });
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
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {modules.map((m) => (
              <Table.Tr key={m.moduleId}>
                <Table.Td>{m.title}</Table.Td>
                <Table.Td c="dimmed">{m.topic}</Table.Td>
                <Table.Td ta="right">
                  {m.completedAt ? (
                    <Badge color="green">Completed {formatDate(m.completedAt)}</Badge>
                  ) : (
                    <Badge color="gray">Not yet</Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card withBorder radius="md">
        <Title order={4} mb="sm">
          Assessment attempts
        </Title>
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {attempts.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Group gap={6}>
                    {a.title}{' '}
                    <Badge size="xs" variant="outline">
                      {a.assessmentType}
                    </Badge>
                  </Group>
                </Table.Td>
                <Table.Td>Attempt {a.attemptNo}</Table.Td>
                <Table.Td>
                  {a.score} / {a.maxScore} ({a.percent}%)
                </Table.Td>
                <Table.Td>
                  {a.passed ? <Badge color="green">Passed</Badge> : <Badge color="orange">Not passed</Badge>}
                </Table.Td>
                <Table.Td c="dimmed">{formatDateTime(a.submittedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </>
  );
}
