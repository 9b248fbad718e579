import { Anchor, Badge, Card, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, LoadError, EmptyState } from '@portal/ui';
import { Link } from 'react-router';
import { displayDate } from '../../shared/schedule.ts';
import type { Period } from './PeriodFilter.tsx';
import * as C from '../../shared/contracts.ts';

/** Average ratings per training and trainer, each trainer leading to their responses. */
export function FeedbackReport({ period }: { period: Period }) {
  const report = useQuery({
    queryKey: ['training', 'feedback-report', period],
    queryFn: () => call(C.trainerFeedbackReport, { query: { ...period } }),
  });
  const rows = report.data?.rows ?? [];
  return (
    <>
      {report.error ? (
        <LoadError error={report.error} onRetry={() => report.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No feedback in this period" />
      ) : (
        <Card withBorder radius="md">
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="xs" striped data-testid="feedback-report">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Training</Table.Th>
                  <Table.Th>Trainer</Table.Th>
                  <Table.Th ta="right">Responses</Table.Th>
                  <Table.Th ta="right">Content</Table.Th>
                  <Table.Th ta="right">Delivery</Table.Th>
                  <Table.Th ta="right">Engagement</Table.Th>
                  <Table.Th ta="right">Overall</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={`${r.trainingID}-${r.trainerID}`}>
                    <Table.Td>
                      <Text fw={600}>{r.title}</Text>
                      <Text size="xs" c="dimmed">
                        {displayDate(r.fromDate)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/trainer-led/indiviual-trainer-feedback-report/${r.trainingID}/${r.trainerID}`}
                      >
                        {r.trainerName}
                      </Anchor>{' '}
                      <Badge size="xs" variant="light">
                        {r.kind}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{r.responses}</Table.Td>
                    <Table.Td ta="right">{r.content ?? '—'}</Table.Td>
                    <Table.Td ta="right">{r.delivery ?? '—'}</Table.Td>
                    <Table.Td ta="right">{r.engagement ?? '—'}</Table.Td>
                    <Table.Td ta="right">{r.overall ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </>
  );
}
