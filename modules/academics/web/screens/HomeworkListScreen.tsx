import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { call, DataTable, LoadError, PageHeader, StatusBadge, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { NameWithAllergy, useAllergies } from '../components/AllergyBadges.tsx';

type Homework = EndpointAnswer<typeof C.homeworkList>['rows'][number];

const columns: DataColumn<Homework>[] = [
  { id: 'title', header: 'Title', sort: true, primary: true },
  { id: 'subject', header: 'Subject', sort: true },
  {
    id: 'class',
    header: 'Class',
    sort: (h) => `${h.classIdLabel ?? ''} ${h.sectionIdLabel ?? ''}`,
    cell: (h) => `${h.classIdLabel ?? ''}${h.sectionIdLabel ? ` ${h.sectionIdLabel}` : ''}`,
  },
  { id: 'setDate', header: 'Set on', sort: true, cell: (h) => formatDate(h.setDate) },
  { id: 'dueDate', header: 'Due on', sort: true, cell: (h) => formatDate(h.dueDate) },
];

/** class/viewHomework: the homework set, and for one of them each child's submission to review. */
export default function HomeworkListScreen() {
  const list = useQuery({
    queryKey: ['academics', 'homework'],
    queryFn: () => call(C.homeworkList, { query: { pageSize: 100 } }),
  });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <PageHeader
        title="Homework"
        actions={
          <Button component={Link} to="/class/viewHomework/new">
            Set homework
          </Button>
        }
      />
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={columns}
        rowId={(h) => String(h.id)}
        rowActions={(h) => (
          <Button size="xs" variant="light" onClick={() => setOpen(open === h.id ? null : h.id)}>
            {open === h.id ? 'Hide submissions' : `Submissions for ${h.title}`}
          </Button>
        )}
        empty="No homework set yet"
        striped
      />
      {open !== null && <Submissions homeworkId={open} />}
    </>
  );
}

function Submissions({ homeworkId }: { homeworkId: number }) {
  const desk = useQuery({
    queryKey: ['academics', 'homework-review', homeworkId],
    queryFn: () => call(C.homeworkReview, { params: { homeworkId } }),
  });
  const allergies = useAllergies((desk.data?.rows ?? []).map((r) => r.studentAdmissionId));
  if (desk.error) return <LoadError error={desk.error} onRetry={() => desk.refetch()} />;
  if (!desk.data) return null;
  return (
    <Card withBorder mt="md">
      <Title order={2} size="h4" mb="sm">
        {desk.data.homework.title}: submissions
      </Title>
      <Stack gap={6}>
        {desk.data.rows.map((r) => (
          <Group key={r.studentAdmissionId} justify="space-between" wrap="wrap">
            <Text size="sm" component="div">
              <NameWithAllergy name={r.name} allergies={allergies.get(r.studentAdmissionId)} />
            </Text>
            <Group gap="xs">
              {r.submission ? (
                <StatusBadge status={r.submission.status} />
              ) : (
                <Text size="sm" c="gray.7">
                  Not submitted
                </Text>
              )}
              {r.submission && (
                <Anchor
                  component={Link}
                  to={`/class/reviewHomework/${r.studentAdmissionId}/${encodeURIComponent(desk.data.homework.subject)}`}
                  size="sm"
                >
                  Review {r.name}
                </Anchor>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
