import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, StatusBadge, useCall, useMessages, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { NameWithAllergy, useAllergies } from '../components/AllergyBadges.tsx';
import type { AcademicsWords } from '../components/grade-words.ts';
import { academicsMessages } from '../messages/index.ts';

type Homework = EndpointAnswer<typeof C.homeworkList>['rows'][number];

const columns = (t: AcademicsWords): DataColumn<Homework>[] => [
  { id: 'title', header: t('homeworkDesk.homework'), sort: true, primary: true },
  { id: 'subject', header: t('homeworkDesk.subject'), sort: true },
  {
    id: 'class',
    header: t('homeworkDesk.class'),
    sort: (h) => `${h.classIdLabel ?? ''} ${h.sectionIdLabel ?? ''}`,
    cell: (h) => `${h.classIdLabel ?? ''}${h.sectionIdLabel ? ` ${h.sectionIdLabel}` : ''}`,
  },
  { id: 'setDate', header: t('homeworkDesk.setOn'), sort: true, cell: (h) => formatDate(h.setDate) },
  { id: 'dueDate', header: t('homeworkDesk.dueOn'), sort: true, cell: (h) => formatDate(h.dueDate) },
];

/** class/viewHomework: the homework set, and for one of them each child's submission to review. */
export default function HomeworkListScreen() {
  const t = useMessages(academicsMessages);
  const list = useCall(C.homeworkList, { query: { pageSize: 100 } });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <PageHeader
        title={t('homeworkDesk.title')}
        actions={
          <Button component={Link} to="/class/viewHomework/new">
            {t('homeworkDesk.set')}
          </Button>
        }
      />
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={columns(t)}
        rowId={(h) => String(h.id)}
        rowActions={(h) => (
          <Button size="xs" variant="light" onClick={() => setOpen(open === h.id ? null : h.id)}>
            {open === h.id ? t('homeworkDesk.hide') : t('homeworkDesk.show', { title: h.title ?? '' })}
          </Button>
        )}
        empty={t('homeworkDesk.none')}
        striped
      />
      {open !== null && <Submissions homeworkId={open} />}
    </>
  );
}

function Submissions({ homeworkId }: { homeworkId: number }) {
  const t = useMessages(academicsMessages);
  const desk = useCall(C.homeworkReview, { params: { homeworkId } });
  const allergies = useAllergies((desk.data?.rows ?? []).map((r) => r.studentAdmissionId));
  if (desk.error) return <LoadError error={desk.error} onRetry={() => desk.refetch()} />;
  if (!desk.data) return null;
  return (
    <Card withBorder mt="md">
      <Title order={2} size="h4" mb="sm">
        {t('homeworkDesk.submissions', { title: desk.data.homework.title })}
      </Title>
      <Stack gap={6}>
        {desk.data.rows.map((r) => (
          <Group key={r.studentAdmissionId} justify="space-between" wrap="wrap">
            <Text size="sm" component="div">
              <NameWithAllergy name={r.name} allergies={allergies.get(r.studentAdmissionId)} />
            </Text>
            <Group gap="xs">
              {r.submission ? (
                <StatusBadge
                  status={r.submission.status}
                  label={t('homeworkDesk.status', { status: r.submission.status })}
                />
              ) : (
                <Text size="sm" c="gray.7">
                  {t('homeworkDesk.notSubmitted')}
                </Text>
              )}
              {r.submission && (
                <Anchor
                  component={Link}
                  to={`/class/reviewHomework/${r.studentAdmissionId}/${encodeURIComponent(desk.data.homework.subject)}`}
                  size="sm"
                >
                  {t('homeworkDesk.review', { child: r.name })}
                </Anchor>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
