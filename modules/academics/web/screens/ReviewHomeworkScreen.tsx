import { Button, Card, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { enumLabel } from '@portal/core';
import {
  call,
  downloadFile,
  EmptyState,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  parseId,
  StatusBadge,
} from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { REMARK_MAX, REVIEW_STATUSES } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { NameWithAllergy, useAllergies } from '../components/AllergyBadges.tsx';

/**
 * class/reviewHomework/{studentId}/{subjectId}: one child's submission of a homework (subjectId is the
 * homework), reviewed with a remark and a status.
 */
export default function ReviewHomeworkScreen() {
  const params = useParams();
  const studentId = parseId(params.studentId);
  const homeworkId = parseId(params.subjectId);
  const client = useQueryClient();
  const desk = useQuery({
    queryKey: ['academics', 'homework-review', homeworkId],
    queryFn: () => call(C.homeworkReview, { params: { homeworkId: homeworkId! } }),
    enabled: homeworkId !== null,
  });
  const allergies = useAllergies(studentId === null ? [] : [studentId]);
  const [status, setStatus] = useState<string>('REVIEWED');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  if (studentId === null || homeworkId === null) return <EmptyState title="No such submission" />;
  if (desk.error) return <LoadError error={desk.error} onRetry={() => desk.refetch()} />;
  if (!desk.data) return null;
  const row = desk.data.rows.find((r) => r.studentAdmissionId === studentId);
  const sub = row?.submission;
  async function review() {
    if (!sub) return;
    setBusy(true);
    try {
      await call(C.reviewSubmission, {
        params: { id: sub.id },
        body: { status: status as 'REVIEWED' | 'REDO', remark },
      });
      notify({ color: 'green', message: `Review sent to ${row.name}’s parents` });
      await client.invalidateQueries({ queryKey: ['academics'] });
    } catch (err) {
      notify({ color: 'red', title: 'Not saved', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <PageHeader
        title={`Review: ${desk.data.homework.title}`}
        crumbs={[{ label: 'Homework', to: '/class/viewHomework' }, { label: row?.name ?? 'Child' }]}
      />
      {!sub ? (
        <EmptyState title="Nothing submitted yet" />
      ) : (
        <Card withBorder maw={640}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                <NameWithAllergy name={row.name} allergies={allergies.get(row.studentAdmissionId)} />
              </Title>
              <StatusBadge status={sub.status} />
            </Group>
            {sub.note && <Text size="sm">{sub.note}</Text>}
            {sub.fileId && (
              <Button variant="default" onClick={() => void downloadFile(`/api/files/${sub.fileId}`, {}, 'homework')}>
                Open the submitted file
              </Button>
            )}
            {sub.remark && (
              <Text size="sm" c="gray.7">
                Last remark: {sub.remark}
              </Text>
            )}
            <SegmentedControl
              value={status}
              onChange={setStatus}
              data={REVIEW_STATUSES.map((s) => ({ value: s, label: enumLabel(s) }))}
              aria-label="Outcome"
            />
            <Textarea
              label="Remark for the parent"
              value={remark}
              onChange={(e) => setRemark(e.currentTarget.value)}
              maxLength={REMARK_MAX}
              autosize
              minRows={3}
            />
            <Group justify="flex-end">
              <Button onClick={review} loading={busy} disabled={!remark.trim()}>
                Save review
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </>
  );
}
