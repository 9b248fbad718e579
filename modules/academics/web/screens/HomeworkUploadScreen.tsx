import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, EmptyState, errorMessage, FileUploadInput, LoadError, notify, PageHeader, parseId } from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

/** attendance/homeworkUpload/{id}: a parent submits (or submits again) their child's homework with a file. */
export default function HomeworkUploadScreen() {
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const mine = useQuery({ queryKey: ['academics', 'my-homework'], queryFn: () => call(C.myHomework) });
  const [fileId, setFileId] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (id === null) return <EmptyState title="No such homework" />;
  if (mine.error) return <LoadError error={mine.error} onRetry={() => mine.refetch()} />;
  if (!mine.data) return null;
  const hw = mine.data.rows.find((r) => r.id === id);
  if (!hw) return <EmptyState title="No such homework" />;
  async function submit() {
    setBusy(true);
    try {
      if (hw!.submission) await call(C.resubmitHomework, { params: { id: hw!.submission.id }, body: { fileId, note } });
      else
        await call(C.submitHomework, {
          body: { homeworkId: hw!.id, studentAdmissionId: mine.data!.studentAdmissionId, fileId, note },
        });
      notify({ color: 'green', message: `${hw!.title} submitted` });
      await client.invalidateQueries({ queryKey: ['academics'] });
      navigate('/attendance/uploadHomework');
    } catch (err) {
      notify({ color: 'red', title: 'Not submitted', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <PageHeader
        title={`Submit: ${hw.title}`}
        crumbs={[{ label: 'Homework', to: '/attendance/uploadHomework' }, { label: hw.title }]}
      />
      <Card withBorder maw={560}>
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            {hw.subject} · for {mine.data.child}
          </Text>
          <FileUploadInput
            label="Your child’s work"
            description="A PDF or a photo (PNG, JPEG, WebP), up to 5 MB"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            value={fileId}
            onChange={setFileId}
            required
          />
          <Textarea
            label="Note for the teacher"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button onClick={submit} loading={busy} disabled={!fileId}>
              Submit homework
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
