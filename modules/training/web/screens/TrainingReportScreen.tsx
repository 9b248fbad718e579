import { Anchor, Card, Group, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader, call, HiddenTh, LoadError, EmptyState, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { FeedbackReport } from '../components/FeedbackReport.tsx';
import { TRAINING_MODULES as M } from '../../shared/constants.ts';
import { StatusBadge, when } from '../components/bits.tsx';
import { PeriodFilter, type Period } from '../components/PeriodFilter.tsx';
import * as C from '../../shared/contracts.ts';

/**
 * trainer-feedback-report: the report screen (per training, leading to registration and
 * attendance details) and the trainer feedback report, for one period.
 */
export default function TrainingReportScreen() {
  const [period, setPeriod] = useState<Period>({ fromDate: '', toDate: '' });
  return (
    <>
      <PageHeader
        title="Training report"
        crumbs={[{ label: 'Trainer-led training', to: '/trainer-led' }, { label: 'Report' }]}
      />
      <PeriodFilter value={period} onChange={setPeriod} />
      <Tabs defaultValue="trainers" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="trainers">Trainer feedback</Tabs.Tab>
          <Tabs.Tab value="trainings">Trainings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trainers">
          <FeedbackReport period={period} />
        </Tabs.Panel>
        <Tabs.Panel value="trainings">
          <TrainingsReport period={period} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function TrainingsReport({ period }: { period: Period }) {
  const access = useAccess();
  const report = useQuery({
    queryKey: ['training', 'report', period],
    queryFn: () => call(C.trainingReport, { query: { ...period } }),
  });
  return (
    <>
      {report.error ? (
        <LoadError error={report.error} onRetry={() => report.refetch()} />
      ) : (report.data?.rows.length ?? 0) === 0 ? (
        <EmptyState title="No trainings in this period" />
      ) : (
        <Card withBorder radius="md">
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="xs" striped data-testid="training-report">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Training</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Invited</Table.Th>
                  <Table.Th ta="right">Accepted</Table.Th>
                  <Table.Th ta="right">Declined</Table.Th>
                  <Table.Th ta="right">Present</Table.Th>
                  <Table.Th ta="right">Feedback</Table.Th>
                  <Table.Th ta="right">Rating</Table.Th>
                  <HiddenTh />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data?.rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Text fw={600}>{r.title}</Text>
                      <Text size="xs" c="dimmed">
                        {when(r)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.status} />
                    </Table.Td>
                    <Table.Td ta="right">
                      {r.invited} / {r.capacity}
                    </Table.Td>
                    <Table.Td ta="right">{r.accepted}</Table.Td>
                    <Table.Td ta="right">{r.declined}</Table.Td>
                    <Table.Td ta="right">{r.present}</Table.Td>
                    <Table.Td ta="right">{r.feedbackCount}</Table.Td>
                    <Table.Td ta="right">{r.averageRating ?? '—'}</Table.Td>
                    <Table.Td>
                      <Group gap={8} wrap="nowrap">
                        {access.canRead(M.TRAINER_LED_CREATE) && (
                          <Anchor component={Link} to={`/trainer-led/registration-details/${r.id}`} size="sm">
                            Registrations
                          </Anchor>
                        )}
                        {access.canRead(M.TRAINER_LED_ATTENDANCE) && (
                          <Anchor component={Link} to={`/trainer-led/attendance-details/${r.id}`} size="sm">
                            Attendance
                          </Anchor>
                        )}
                      </Group>
                    </Table.Td>
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
