import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { PageHeader, call, LoadError, EmptyState } from '@portal/ui';
import { useParams } from 'react-router';
import { when } from '../components/bits.tsx';
import * as C from '../../shared/contracts.ts';

/** indiviualTrainerFeedbackReport: every response on one trainer of one training. */
export default function IndividualTrainerReportScreen() {
  const { trainingID, trainerID } = useParams();
  const report = useQuery({
    queryKey: ['training', 'trainer-report', trainingID, trainerID],
    queryFn: () => call(C.individualTrainerReport, { params: { trainingID, trainerID } }),
  });
  if (report.error) return <LoadError error={report.error} onRetry={() => report.refetch()} />;
  if (!report.data) return null;
  const { training, trainer, summary, responses } = report.data;
  const stats = [
    ['Content', summary.content],
    ['Delivery', summary.delivery],
    ['Engagement', summary.engagement],
    ['Overall', summary.overall],
  ] as const;
  return (
    <>
      <PageHeader
        title={trainer.name}
        subtitle={`${training.title} · ${when(training)}`}
        crumbs={[{ label: 'Feedback report', to: '/trainer-led/trainer-feedback-report' }, { label: trainer.name }]}
        actions={<Badge size="lg">{trainer.kind}</Badge>}
      />
      <SimpleGrid cols={{ base: 2, sm: 5 }} mb="lg">
        <Card withBorder radius="md">
          <Text size="xs" c="dimmed">
            Responses
          </Text>
          <Title order={3}>{summary.responses}</Title>
        </Card>
        {stats.map(([label, value]) => (
          <Card withBorder radius="md" key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Title order={3}>{value ?? '—'}</Title>
          </Card>
        ))}
      </SimpleGrid>
      {responses.length === 0 ? (
        <EmptyState title="No feedback yet" />
      ) : (
        <Card withBorder radius="md">
          <Table verticalSpacing="sm" data-testid="trainer-responses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Teacher</Table.Th>
                <Table.Th>Ratings</Table.Th>
                <Table.Th>Comments</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {responses.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Text fw={500}>{r.teacherName}</Text>
                    <Text size="xs" c="dimmed">
                      {r.centre} · {formatDateTime(r.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {(
                        [
                          ['Content', r.contentRating],
                          ['Delivery', r.deliveryRating],
                          ['Engagement', r.engagementRating],
                          ['Overall', r.overallRating],
                        ] as const
                      ).map(([label, v]) => (
                        <Group key={label} gap={6} wrap="nowrap">
                          <Text size="xs" w={80}>
                            {label}
                          </Text>
                          <Text size="xs" c="yellow.7" aria-hidden>
                            {'★'.repeat(v)}
                            {'☆'.repeat(5 - v)}
                          </Text>
                          <Text size="xs">{v}/5</Text>
                        </Group>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{r.comments ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </>
  );
}
