import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, StatusBadge } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { NameWithAllergy, useAllergies } from '../components/AllergyBadges.tsx';

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
      {list.error && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data && list.data.rows.length === 0 && <EmptyState title="No homework set yet" />}
      {list.data && list.data.rows.length > 0 && (
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Class</Table.Th>
              <Table.Th>Set on</Table.Th>
              <Table.Th>Due on</Table.Th>
              <Table.Th>
                <span
                  className="visually-hidden"
                  style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                >
                  Actions
                </span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.rows.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>{h.title}</Table.Td>
                <Table.Td>{h.subject}</Table.Td>
                <Table.Td>
                  {h.classIdLabel}
                  {h.sectionIdLabel ? ` ${h.sectionIdLabel}` : ''}
                </Table.Td>
                <Table.Td>{formatDate(h.setDate)}</Table.Td>
                <Table.Td>{formatDate(h.dueDate)}</Table.Td>
                <Table.Td>
                  <Button size="xs" variant="light" onClick={() => setOpen(open === h.id ? null : h.id)}>
                    {open === h.id ? 'Hide submissions' : `Submissions for ${h.title}`}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
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
                <Anchor component={Link} to={`/class/reviewHomework/${r.studentAdmissionId}/${homeworkId}`} size="sm">
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
