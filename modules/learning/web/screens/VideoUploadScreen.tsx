import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  NumberInput,
  Progress,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconUpload } from '@tabler/icons-react';
import { authHeaders, LoadError, PageHeader, useCall } from '@portal/ui';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { DetailedError, Upload } from 'tus-js-client';
import { DAY_NAMES } from '../../shared/constants.ts';
import * as V from '../../shared/media.ts';
import { sizeText } from '../components/VideoTable.tsx';

type Phase = 'idle' | 'uploading' | 'paused' | 'done' | 'failed';

/** The server's message from a refused tus request (its JSON error body), else tus-js-client's own words. */
function refusal(err: Error): string {
  const body = err instanceof DetailedError ? err.originalResponse?.getBody() : undefined;
  if (body) {
    try {
      const parsed = JSON.parse(body) as { message?: string };
      if (parsed.message) return parsed.message;
    } catch {
      if (body.trim()) return body.trim();
    }
  }
  return 'The upload stopped: the connection was lost. Press Resume to continue where it stopped.';
}

/**
 * videos/upload: a resumable upload over tus with a progress bar. A cut connection or a page reload loses
 * nothing: choosing the same file again continues from the last byte the server holds (tus-js-client keeps the
 * upload's address under the file's fingerprint in this browser).
 */
export default function VideoUploadScreen() {
  const choices = useCall(V.recordedChoices);
  const [file, setFile] = useState<File | null>(null);
  const [folderId, setFolderId] = useState<string | null>(null);
  const [classId, setClassId] = useState<string | null>(null);
  const [weekNo, setWeekNo] = useState<number | string>('');
  const [dayNo, setDayNo] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [percent, setPercent] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  const upload = useRef<Upload | null>(null);

  if (choices.error) return <LoadError error={choices.error} onRetry={() => void choices.refetch()} />;
  const maxBytes = choices.data?.maxBytes ?? 0;
  const tooBig = file && maxBytes && file.size > maxBytes;
  const notVideo = file && !file.type.startsWith('video/');

  function start() {
    if (!file || !folderId || !title.trim()) return;
    setMessage(null);
    const metadata: Record<string, string> = {
      filename: file.name,
      filetype: file.type,
      title: title.trim(),
      folderId,
    };
    if (classId) metadata.classId = classId;
    if (weekNo !== '') metadata.weekNo = String(weekNo);
    if (dayNo) metadata.dayNo = dayNo;
    const u = new Upload(file, {
      endpoint: V.TUS_PATH,
      headers: authHeaders(),
      metadata,
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      removeFingerprintOnSuccess: true,
      onProgress(sent, total) {
        setPercent(total ? (sent / total) * 100 : 0);
      },
      onSuccess() {
        setPercent(100);
        setPhase('done');
      },
      onError(err) {
        setPhase('failed');
        setMessage(refusal(err));
      },
    });
    upload.current = u;
    setPhase('uploading');
    void u.findPreviousUploads().then((previous) => {
      if (previous.length) {
        u.resumeFromPreviousUpload(previous[0]);
        setResumedFrom(1);
      }
      u.start();
    });
  }

  function pause() {
    void upload.current?.abort();
    setPhase('paused');
  }

  function resume() {
    setMessage(null);
    setPhase('uploading');
    upload.current?.start();
  }

  const busy = phase === 'uploading' || phase === 'paused';
  return (
    <>
      <PageHeader title="Upload a video" subtitle="Recorded classes, by folder, class, week and day" />
      <Card withBorder radius="md" maw={720}>
        <Stack>
          <Select
            label="Folder"
            required
            data={(choices.data?.folders ?? []).map((f) => ({
              value: String(f.id),
              label: `${f.name} (${f.classGroup})`,
            }))}
            value={folderId}
            onChange={setFolderId}
            disabled={busy}
            data-testid="field-folder"
          />
          <Group grow>
            <Select
              label="Class"
              clearable
              data={(choices.data?.classes ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={classId}
              onChange={setClassId}
              disabled={busy}
              data-testid="field-class"
            />
            <NumberInput
              label="Week"
              min={1}
              max={60}
              allowDecimal={false}
              value={weekNo}
              onChange={setWeekNo}
              disabled={busy}
              data-testid="field-week"
            />
            <Select
              label="Day"
              clearable
              data={DAY_NAMES.map((d, i) => ({ value: String(i + 1), label: `Day ${i + 1} (${d})` }))}
              value={dayNo}
              onChange={setDayNo}
              disabled={busy}
              data-testid="field-day"
            />
          </Group>
          <TextInput
            label="Title"
            required
            maxLength={160}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            disabled={busy}
            data-testid="field-title"
          />
          <FileInput
            label="Video file"
            required
            accept="video/*"
            value={file}
            onChange={(f) => {
              setFile(f);
              setPhase('idle');
              setPercent(0);
              setMessage(null);
              setResumedFrom(null);
            }}
            disabled={busy}
            description={maxBytes ? `MP4, WebM or MKV, up to ${sizeText(maxBytes)}` : undefined}
            error={
              notVideo
                ? 'Only videos can be uploaded (MP4, WebM or MKV)'
                : tooBig
                  ? `The video is ${sizeText(file.size)}; videos up to ${sizeText(maxBytes)} can be uploaded`
                  : undefined
            }
            data-testid="field-file"
          />
          {phase !== 'idle' && (
            <Stack gap={4}>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {phase === 'done' ? 'Uploaded' : phase === 'paused' ? 'Paused' : 'Uploading'}
                  {resumedFrom ? ' (resumed)' : ''}
                </Text>
                <Text size="sm" data-testid="upload-percent">
                  {percent.toFixed(2)}%
                </Text>
              </Group>
              <Progress
                value={percent}
                size="lg"
                aria-label="Upload progress"
                color={phase === 'failed' ? 'red' : phase === 'done' ? 'green' : 'blue'}
                data-testid="upload-progress"
              />
            </Stack>
          )}
          {message && (
            <Alert color="red" data-testid="upload-error">
              {message}
            </Alert>
          )}
          {phase === 'done' && (
            <Alert color="green" data-testid="upload-done">
              The video is uploaded. <Link to="/videos/list">See the videos</Link>
            </Alert>
          )}
          <Group>
            {(phase === 'idle' || phase === 'done') && (
              <Button
                leftSection={<IconUpload size={16} />}
                onClick={start}
                disabled={
                  !file || !folderId || !title.trim() || Boolean(notVideo) || Boolean(tooBig) || phase === 'done'
                }
                data-testid="start-upload"
              >
                Upload
              </Button>
            )}
            {phase === 'uploading' && (
              <Button
                variant="light"
                leftSection={<IconPlayerPause size={16} />}
                onClick={pause}
                data-testid="pause-upload"
              >
                Pause
              </Button>
            )}
            {(phase === 'paused' || phase === 'failed') && (
              <Button leftSection={<IconPlayerPlay size={16} />} onClick={resume} data-testid="resume-upload">
                Resume
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    </>
  );
}
