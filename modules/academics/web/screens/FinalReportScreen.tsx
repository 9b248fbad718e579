import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, type EndpointAnswer } from '@portal/core';
import {
  ApiError,
  call,
  DataTable,
  downloadFile,
  EmptyState,
  LoadError,
  PageHeader,
  parseId,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

/** grade-book/skills/final-report/{studentAdmissionId}: a child's report card per term, and its PDF. */
export default function FinalReportScreen() {
  const id = parseId(useParams().studentAdmissionId);
  const terms = useQuery({
    queryKey: ['academics', 'child-terms', id],
    queryFn: () => call(C.childTerms, { params: { studentAdmissionId: id! } }),
    enabled: id !== null,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const termId =
    chosen ?? (terms.data ? String(terms.data.rows.find((t) => t.published)?.id ?? terms.data.rows[0]?.id ?? '') : '');
  if (id === null) return <EmptyState title="No such child" />;
  if (terms.error) return <LoadError error={terms.error} onRetry={() => terms.refetch()} />;
  if (!terms.data) return null;
  return (
    <>
      <PageHeader title={`Report card of ${terms.data.child}`} />
      {terms.data.rows.length === 0 ? (
        <EmptyState title="No terms for this class yet" />
      ) : (
        <>
          <SegmentedControl
            mb="md"
            value={termId}
            onChange={setChosen}
            data={terms.data.rows.map((t) => ({
              value: String(t.id),
              label: t.published ? t.name : `${t.name} (not published)`,
            }))}
            aria-label="Term"
          />
          {termId && <ReportCardView studentAdmissionId={id} termId={Number(termId)} />}
        </>
      )}
    </>
  );
}

type Grade = EndpointAnswer<typeof C.reportCard>['skills'][number]['rows'][number];

const gradeColumns: DataColumn<Grade>[] = [
  { id: 'subSkill', header: 'Sub-skill' },
  { id: 'parameter', header: 'Parameter', primary: true },
  {
    id: 'label',
    header: 'Grade',
    cell: (r) => (
      <Text span fw={600} size="sm">
        {r.label ?? 'Not graded'}
      </Text>
    ),
  },
  { id: 'descriptor', header: 'Descriptor', cell: (r) => r.descriptor ?? '' },
];

function ReportCardView({ studentAdmissionId, termId }: { studentAdmissionId: number; termId: number }) {
  const card = useQuery({
    queryKey: ['academics', 'card', studentAdmissionId, termId],
    queryFn: () => call(C.reportCard, { params: { studentAdmissionId }, query: { termId } }),
    retry: false,
  });
  if (card.error instanceof ApiError && card.error.statusCode === 403)
    return <Alert color="blue">{card.error.message}</Alert>;
  if (card.error) return <LoadError error={card.error} onRetry={() => card.refetch()} />;
  if (!card.data) return null;
  const c = card.data;
  return (
    <Stack gap="md">
      <Card withBorder>
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h4">
              {c.centre.name}
            </Title>
            <Text size="sm" c="gray.7">
              {c.child.name} · {c.child.className}
              {c.child.section ? ` ${c.child.section}` : ''} · {c.term.name} ({formatDate(c.term.startDate)} to{' '}
              {formatDate(c.term.endDate)})
            </Text>
          </Stack>
          <Group gap="xs">
            {!c.published && <Badge color="gray">Not published to parents</Badge>}
            <Button
              onClick={() =>
                void downloadFile(
                  `/api/grade-book/skills/final-report/${studentAdmissionId}/pdf`,
                  { termId },
                  'report-card.pdf',
                )
              }
            >
              Download PDF
            </Button>
          </Group>
        </Group>
      </Card>
      {c.skills.map((s) => (
        <Card withBorder key={s.skill}>
          <Title order={3} size="h5" mb="xs">
            {s.skill}
          </Title>
          <DataTable card={false} data={s.rows} columns={gradeColumns} rowId={(r) => r.parameter} minWidth={560} />
        </Card>
      ))}
      {c.attendance && (
        <Card withBorder>
          <Title order={3} size="h5">
            Attendance
          </Title>
          <Text size="sm">
            Present {c.attendance.present} of {c.attendance.workingDays} working days, absent {c.attendance.absent},
            leave {c.attendance.leave} ({c.attendance.percent}%), {formatDate(c.attendance.from)} to{' '}
            {formatDate(c.attendance.to)}
          </Text>
        </Card>
      )}
      {c.remark !== null && (
        <Card withBorder>
          <Title order={3} size="h5">
            Class teacher’s remarks
          </Title>
          <Text size="sm">{c.remark || 'No remarks.'}</Text>
        </Card>
      )}
    </Stack>
  );
}
