import { Anchor, Badge, Text } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import { DataTable, useCall, type DataColumn } from '@portal/ui';
import { Link } from 'react-router';
import { displayDate } from '../../shared/schedule.ts';
import type { Period } from './PeriodFilter.tsx';
import * as C from '../../shared/contracts.ts';

type Rating = EndpointAnswer<typeof C.trainerFeedbackReport>['rows'][number];

const columns: DataColumn<Rating>[] = [
  {
    id: 'title',
    header: 'Training',
    primary: true,
    sort: true,
    cell: (r) => (
      <>
        <Text fw={600}>{r.title}</Text>
        <Text size="xs" c="dimmed">
          {displayDate(r.fromDate)}
        </Text>
      </>
    ),
  },
  {
    id: 'trainerName',
    header: 'Trainer',
    sort: true,
    cell: (r) => (
      <>
        <Anchor component={Link} to={`/trainer-led/indiviual-trainer-feedback-report/${r.trainingID}/${r.trainerID}`}>
          {r.trainerName}
        </Anchor>{' '}
        <Badge size="xs" variant="light">
          {r.kind}
        </Badge>
      </>
    ),
  },
  { id: 'responses', header: 'Responses', align: 'right', sort: true },
  { id: 'content', header: 'Content', align: 'right', sort: true },
  { id: 'delivery', header: 'Delivery', align: 'right', sort: true },
  { id: 'engagement', header: 'Engagement', align: 'right', sort: true },
  { id: 'overall', header: 'Overall', align: 'right', sort: true },
];

/** Average ratings per training and trainer, each trainer leading to their responses. */
export function FeedbackReport({ period }: { period: Period }) {
  const report = useCall(C.trainerFeedbackReport, { query: { ...period } });
  return (
    <DataTable
      data={report.data?.rows}
      error={report.error}
      onRetry={() => report.refetch()}
      columns={columns}
      rowId={(r) => `${r.trainingID}-${r.trainerID}`}
      empty="No feedback in this period"
      testId="feedback-report"
      striped
      minWidth={860}
    />
  );
}
