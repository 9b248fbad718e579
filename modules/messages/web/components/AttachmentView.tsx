import { Button, Image, Skeleton, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { apiFetch, errorMessage, notify, saveBlob, useFileUrl } from '@portal/ui';
import { useState } from 'react';
import type { Attachment } from '../../shared/contracts.ts';

const fileUrl = (a: Attachment) => `/api/files/${a.fileId}`;

/** A photo of a message, fetched with the session (files need the bearer token) and shown from a blob. */
function Photo({ attachment }: { attachment: Attachment }) {
  const { url, error } = useFileUrl(attachment.fileId, 220);
  if (error)
    return (
      <Text size="xs" c="red">
        {error}
      </Text>
    );
  if (!url) return <Skeleton w={160} h={120} radius="md" />;
  return (
    <a href={url} target="_blank" rel="noreferrer" aria-label={`Open ${attachment.name}`}>
      <Image src={url} alt={attachment.name} maw={220} mah={220} radius="md" fit="contain" />
    </a>
  );
}

/** A PDF of a message: one tap saves it. */
function Document({ attachment }: { attachment: Attachment }) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      saveBlob(await (await apiFetch(fileUrl(attachment))).blob(), attachment.name);
    } catch (err) {
      notify({ color: 'red', title: 'Not downloaded', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconFileTypePdf size={16} />}
      onClick={save}
      loading={busy}
      maw="100%"
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {attachment.name}
    </Button>
  );
}

export function AttachmentView({ attachment }: { attachment: Attachment }) {
  return attachment.contentType.startsWith('image/') ? (
    <Photo attachment={attachment} />
  ) : (
    <Document attachment={attachment} />
  );
}
