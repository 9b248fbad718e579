import { ActionIcon, Button, CloseButton, FileButton, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fileAcceptAttribute } from '@portal/core';
import { ApiError, call, errorMessage, invalidateCalls, uploadFile, useMessages } from '@portal/ui';
import { useState } from 'react';
import { ATTACHMENT_ACCEPT, ATTACHMENTS_MAX, MESSAGE_TEXT_MAX } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import { messagesMessages } from '../messages/index.ts';

interface Uploaded {
  id: string;
  name: string;
}

/** Writing a message: the text, up to five photos or PDFs (each uploaded as it is chosen) and Send. */
export function Composer({ studentAdmissionId }: { studentAdmissionId: number }) {
  const t = useMessages(messagesMessages);
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: () =>
      call(C.postMessage, { params: { studentAdmissionId }, body: { text, attachmentIds: files.map((f) => f.id) } }),
    onSuccess: async () => {
      setText('');
      setFiles([]);
      setError(null);
      await invalidateCalls(client, C.thread, C.inbox);
    },
    onError: (err) => {
      const fields = err instanceof ApiError ? Object.values(err.fieldErrors) : [];
      setError(fields.length ? fields.join('. ') : errorMessage(err));
    },
  });

  async function attach(chosen: File[]) {
    setError(null);
    const room = ATTACHMENTS_MAX - files.length;
    if (chosen.length > room) setError(t('conversation.tooManyFiles', { max: ATTACHMENTS_MAX }));
    const picked = chosen.slice(0, Math.max(room, 0));
    setUploading((n) => n + picked.length);
    await Promise.all(
      picked.map(async (file) => {
        try {
          const stored = await uploadFile<Uploaded>('/api/files', file, () => undefined);
          setFiles((now) => [...now, { id: stored.id, name: stored.name }]);
        } catch (err) {
          setError(`${file.name}: ${errorMessage(err)}`);
        } finally {
          setUploading((n) => n - 1);
        }
      }),
    );
  }

  const tooLong = text.length > MESSAGE_TEXT_MAX;
  const canSend = text.trim().length > 0 && !tooLong && uploading === 0;
  return (
    <Paper withBorder radius="md" p="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSend) send.mutate();
        }}
      >
        <Stack gap={6}>
          <Textarea
            aria-label={t('conversation.message')}
            placeholder={t('conversation.write')}
            autosize
            minRows={1}
            maxRows={6}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={tooLong ? t('conversation.tooLong', { max: MESSAGE_TEXT_MAX }) : undefined}
          />
          {files.length > 0 && (
            <Group gap={6}>
              {files.map((f) => (
                <Group key={f.id} gap={2} wrap="nowrap" maw="100%" bg="gray.1" px={6} style={{ borderRadius: 8 }}>
                  <Text size="xs" truncate maw={200}>
                    {f.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('conversation.remove', { name: f.name })}
                    onClick={() => setFiles((now) => now.filter((x) => x.id !== f.id))}
                  />
                </Group>
              ))}
            </Group>
          )}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
          <Group justify="space-between" wrap="nowrap">
            <FileButton onChange={attach} accept={fileAcceptAttribute(ATTACHMENT_ACCEPT)} multiple>
              {(props) => (
                <ActionIcon
                  {...props}
                  variant="default"
                  size="lg"
                  aria-label={t('conversation.attach')}
                  loading={uploading > 0}
                  disabled={files.length >= ATTACHMENTS_MAX}
                >
                  <IconPaperclip size={18} />
                </ActionIcon>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {text.length}/{MESSAGE_TEXT_MAX}
            </Text>
            <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending} disabled={!canSend}>
              {t('conversation.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
