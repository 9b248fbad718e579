import { Anchor, Badge, Button, CloseButton, FileButton, Group, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { downloadFile, errorMessage, notify, uploadFile, useMessages } from '@portal/ui';
import { useState } from 'react';
import { MAX_ATTACHMENTS } from '../shared/constants.ts';
import { ticketMessages } from './messages/index.ts';

export interface Attached {
  id: string;
  name: string;
}

/** Picks files one by one, each uploaded through the file service at once; the message sends their ids. */
export function AttachmentPicker({ value, onChange }: { value: Attached[]; onChange(files: Attached[]): void }) {
  const t = useMessages(ticketMessages);
  const [busy, setBusy] = useState(false);
  async function pick(file: File | null) {
    if (!file) return;
    setBusy(true);
    try {
      const stored = await uploadFile<Attached>('/api/files', file, () => undefined);
      onChange([...value, { id: stored.id, name: stored.name }]);
    } catch (err) {
      notify({ color: 'red', title: t('ticketFiles.notAttached'), message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Group gap="xs" wrap="wrap">
      <FileButton onChange={pick} disabled={busy || value.length >= MAX_ATTACHMENTS}>
        {(props) => (
          <Button {...props} variant="default" size="xs" loading={busy} leftSection={<IconPaperclip size={14} />}>
            {t('ticketFiles.attach')}
          </Button>
        )}
      </FileButton>
      {value.map((f) => (
        <Badge
          key={f.id}
          variant="light"
          tt="none"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t('ticketFiles.remove', { name: f.name })}
              onClick={() => onChange(value.filter((x) => x.id !== f.id))}
            />
          }
        >
          {f.name}
        </Badge>
      ))}
    </Group>
  );
}

/** A message's files, each downloaded with the session's token. */
export function AttachmentLinks({ files }: { files: { fileId: string; name: string; size: number }[] }) {
  const t = useMessages(ticketMessages);
  if (!files.length) return null;
  return (
    <Group gap="xs" mt={6}>
      {files.map((f) => (
        <Anchor
          key={f.fileId}
          size="sm"
          component="button"
          type="button"
          onClick={() => void downloadFile(`/api/files/${f.fileId}`, {}, f.name)}
        >
          <IconPaperclip size={12} /> {f.name}{' '}
          <Text span size="xs" c="dimmed">
            {t('ticketFiles.size', { kb: Math.max(1, Math.round(f.size / 1024)) })}
          </Text>
        </Anchor>
      ))}
    </Group>
  );
}
