import { Button, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, type EndpointAnswer } from '@portal/core';
import {
  call,
  downloadFile,
  EmptyState,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  parseId,
  StatusBadge,
  useCall,
  useMessages,
} from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { REMARK_MAX, REVIEW_STATUSES } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { NameWithAllergy, useAllergies } from '../components/AllergyBadges.tsx';
import { academicsMessages } from '../messages/index.ts';

type Answer = EndpointAnswer<typeof C.childSubjectHomework>;
type Homework = Answer['rows'][number];

/**
 * class/reviewHomework/{studentId}/{subjectId}: one child's homework of one subject (the child's admission, and
 * the subject as its homework names it), newest due first, each submission reviewed with a remark and a status.
 */
export default function ReviewHomeworkScreen() {
  const t = useMessages(academicsMessages);
  const params = useParams();
  const studentId = parseId(params.studentId);
  const subject = (params.subjectId ?? '').trim();
  const desk = useCall(
    C.childSubjectHomework,
    { params: { studentAdmissionId: studentId!, subject } },
    {
      enabled: studentId !== null && subject !== '',
    },
  );
  const allergies = useAllergies(studentId === null ? [] : [studentId]);
  if (studentId === null || subject === '') return <EmptyState title={t('homeworkDesk.noSuch')} />;
  if (desk.error) return <LoadError error={desk.error} onRetry={() => desk.refetch()} />;
  if (!desk.data) return null;
  const { child, rows } = desk.data;
  return (
    <>
      <PageHeader
        title={t('homeworkDesk.childTitle', { subject: desk.data.subject, child: child.name })}
        crumbs={[
          { label: t('homeworkDesk.title'), to: '/class/viewHomework' },
          { label: child.name },
          { label: desk.data.subject },
        ]}
      />
      <Text size="sm" component="div" mb="sm">
        <NameWithAllergy name={child.name} allergies={allergies.get(child.studentAdmissionId)} />
      </Text>
      {rows.length === 0 ? (
        <EmptyState title={t('homeworkDesk.noneForChild', { subject: desk.data.subject, child: child.name })} />
      ) : (
        <Stack gap="md" maw={720}>
          {rows.map((hw) => (
            <HomeworkCard key={hw.id} hw={hw} childName={child.name} />
          ))}
        </Stack>
      )}
    </>
  );
}

/** One homework: what was set, the child's work and, once handed in, the review. */
function HomeworkCard({ hw, childName }: { hw: Homework; childName: string }) {
  const t = useMessages(academicsMessages);
  const sub = hw.submission;
  return (
    <Card withBorder component="section" aria-label={hw.title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {hw.title}
          </Title>
          {sub ? (
            <StatusBadge status={sub.status} label={t('homeworkDesk.status', { status: sub.status })} />
          ) : (
            <Text size="sm">{t('homeworkDesk.notYet')}</Text>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {t('homeworkDesk.dates', { set: formatDate(hw.setDate), due: formatDate(hw.dueDate) })}
        </Text>
        {hw.description && <Text size="sm">{hw.description}</Text>}
        {sub && (
          <>
            {sub.note && <Text size="sm">{sub.note}</Text>}
            {sub.fileId && (
              <Group>
                <Button variant="default" onClick={() => void downloadFile(`/api/files/${sub.fileId}`, {}, 'homework')}>
                  {t('homeworkDesk.openFile')}
                </Button>
              </Group>
            )}
            {sub.remark && (
              <Text size="sm" c="gray.7">
                {t('homeworkDesk.lastRemark', { remark: sub.remark })}
              </Text>
            )}
            <ReviewForm submissionId={sub.id} title={hw.title} childName={childName} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function ReviewForm({ submissionId, title, childName }: { submissionId: number; title: string; childName: string }) {
  const t = useMessages(academicsMessages);
  const client = useQueryClient();
  const [status, setStatus] = useState<string>('REVIEWED');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  async function review() {
    setBusy(true);
    try {
      await call(C.reviewSubmission, {
        params: { id: submissionId },
        body: { status: status as 'REVIEWED' | 'REDO', remark },
      });
      notify({ color: 'green', message: t('homeworkDesk.sent', { title, child: childName }) });
      setRemark('');
      await invalidateCalls(client, C.childSubjectHomework, C.homeworkReview, C.homeworkList, C.myHomework);
    } catch (err) {
      notify({ color: 'red', title: t('homeworkDesk.notSaved'), message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <SegmentedControl
        value={status}
        onChange={setStatus}
        data={REVIEW_STATUSES.map((s) => ({ value: s, label: t('homeworkDesk.status', { status: s }) }))}
        aria-label={t('homeworkDesk.outcome', { title })}
      />
      <Textarea
        label={t('homeworkDesk.remarkFor', { title })}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
        maxLength={REMARK_MAX}
        autosize
        minRows={3}
      />
      <Group justify="flex-end">
        <Button onClick={review} loading={busy} disabled={!remark.trim()}>
          {t('homeworkDesk.save')}
        </Button>
      </Group>
    </>
  );
}
