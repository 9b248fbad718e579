import { Anchor, Group, Tabs, Text } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, useAccess, useCall, type DataColumn } from '@portal/ui';
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

type TrainingRow = EndpointAnswer<typeof C.trainingReport>['rows'][number];

const columns: DataColumn<TrainingRow>[] = [
  {
    id: 'title',
    header: 'Training',
    primary: true,
    sort: true,
    cell: (r) => (
      <>
        <Text fw={600}>{r.title}</Text>
        <Text size="xs" c="dimmed">
          {when(r)}
        </Text>
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { id: 'invited', header: 'Invited', align: 'right', sort: true, cell: (r) => `${r.invited} / ${r.capacity}` },
  { id: 'accepted', header: 'Accepted', align: 'right', sort: true },
  { id: 'declined', header: 'Declined', align: 'right', sort: true },
  { id: 'present', header: 'Present', align: 'right', sort: true },
  { id: 'feedbackCount', header: 'Feedback', align: 'right', sort: true },
  { id: 'averageRating', header: 'Rating', align: 'right', sort: true },
];

function TrainingsReport({ period }: { period: Period }) {
  const access = useAccess();
  const report = useCall(C.trainingReport, { query: { ...period } });
  return (
    <DataTable
      data={report.data?.rows}
      error={report.error}
      onRetry={() => report.refetch()}
      columns={columns}
      rowId={(r) => String(r.id)}
      rowActions={(r) => (
        <Group gap={8} wrap="nowrap" justify="flex-end">
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
      )}
      empty="No trainings in this period"
      testId="training-report"
      striped
      minWidth={900}
    />
  );
}
