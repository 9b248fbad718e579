import { Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  call,
  EmptyState,
  errorMessage,
  FileUploadInput,
  LoadError,
  notify,
  PageHeader,
  parseId,
  useCall,
  useInvalidateCalls,
  useMessages,
} from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { academicsMessages } from '../messages/index.ts';

/** attendance/homeworkUpload/{id}: a parent submits (or submits again) their child's homework with a file. */
export default function HomeworkUploadScreen() {
  const t = useMessages(academicsMessages);
  const id = parseId(useParams().id);
  const navigate = useNavigate();
  const invalidate = useInvalidateCalls();
  const mine = useCall(C.myHomework);
  const [fileId, setFileId] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (id === null) return <EmptyState title={t('homework.noSuch')} />;
  if (mine.error) return <LoadError error={mine.error} onRetry={() => mine.refetch()} />;
  if (!mine.data) return null;
  const hw = mine.data.rows.find((r) => r.id === id);
  if (!hw) return <EmptyState title={t('homework.noSuch')} />;
  async function submit() {
    setBusy(true);
    try {
      if (hw!.submission) await call(C.resubmitHomework, { params: { id: hw!.submission.id }, body: { fileId, note } });
      else
        await call(C.submitHomework, {
          body: { homeworkId: hw!.id, studentAdmissionId: mine.data!.studentAdmissionId, fileId, note },
        });
      notify({ color: 'green', message: t('homework.sent', { title: hw!.title }) });
      await invalidate(C.myHomework);
      navigate('/attendance/uploadHomework');
    } catch (err) {
      notify({ color: 'red', title: t('homework.notSent'), message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <PageHeader
        title={t('homework.submitTitle', { title: hw.title })}
        crumbs={[{ label: t('homework.crumb'), to: '/attendance/uploadHomework' }, { label: hw.title }]}
      />
      <Card withBorder maw={560}>
        <Stack gap="sm">
          <Text size="sm" c="gray.7">
            {t('homework.forChild', { subject: hw.subject, child: mine.data.child })}
          </Text>
          <FileUploadInput
            label={t('homework.work')}
            description={t('homework.workHelp')}
            accept="application/pdf,image/png,image/jpeg,image/webp"
            value={fileId}
            onChange={setFileId}
            required
          />
          <Textarea
            label={t('homework.note')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button onClick={submit} loading={busy} disabled={!fileId}>
              {t('homework.send')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
