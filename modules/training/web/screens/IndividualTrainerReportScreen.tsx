import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useCall, type DataColumn } from '@portal/ui';
import { useParams } from 'react-router';
import { when } from '../components/bits.tsx';
import * as C from '../../shared/contracts.ts';

type Response = EndpointAnswer<typeof C.individualTrainerReport>['responses'][number];

/** A rating out of 5 as stars, with the number for screen readers and a quick read. */
function RatingLine({ label, value }: { label: string; value: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="xs" w={80}>
        {label}
      </Text>
      <Text size="xs" c="yellow.7" aria-hidden>
        {'★'.repeat(value)}
        {'☆'.repeat(5 - value)}
      </Text>
      <Text size="xs">{value}/5</Text>
    </Group>
  );
}

const responseColumns: DataColumn<Response>[] = [
  {
    id: 'teacher',
    header: 'Teacher',
    primary: true,
    cell: (r) => (
      <>
        <Text fw={500}>{r.teacherName}</Text>
        <Text size="xs" c="dimmed">
          {r.centre} · {formatDateTime(r.createdAt)}
        </Text>
      </>
    ),
  },
  {
    id: 'ratings',
    header: 'Ratings',
    cell: (r) => (
      <Stack gap={2}>
        <RatingLine label="Content" value={r.contentRating} />
        <RatingLine label="Delivery" value={r.deliveryRating} />
        <RatingLine label="Engagement" value={r.engagementRating} />
        <RatingLine label="Overall" value={r.overallRating} />
      </Stack>
    ),
  },
  { id: 'comments', header: 'Comments' },
];

/** indiviualTrainerFeedbackReport: every response on one trainer of one training. */
export default function IndividualTrainerReportScreen() {
  const { trainingID, trainerID } = useParams();
  const report = useCall(C.individualTrainerReport, { params: { trainingID, trainerID } });
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
      <DataTable
        data={responses}
        columns={responseColumns}
        rowId={(r) => String(r.id)}
        empty="No feedback yet"
        testId="trainer-responses"
      />
    </>
  );
}
