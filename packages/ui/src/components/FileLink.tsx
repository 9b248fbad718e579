import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { errorMessage } from '../api/client.ts';
import { downloadStoredFile, fileAbout } from '../api/file-url.ts';
import { notify } from '../notify.ts';
import { fileKey } from '../resource/keys.ts';
import { t } from '../i18n/index.tsx';

/**
 * A stored file as people read it: its name, a link that downloads it (files need the session's token, so the
 * link fetches rather than navigates). A file the reader may not open reads as such, never as its raw id.
 */
export function FileLink({ fileId }: { fileId: string }) {
  const about = useQuery({
    queryKey: fileKey(fileId),
    queryFn: ({ signal }) => fileAbout(fileId, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  if (about.isError)
    return (
      <Text size="sm" c="dimmed">
        {t('common.fileUnavailable')}
      </Text>
    );
  const name = about.data?.name ?? t('common.download');
  async function download(e: MouseEvent) {
    // In a list whose rows open a record: the link downloads, the row stays.
    e.preventDefault();
    e.stopPropagation();
    setBusy(true);
    try {
      await downloadStoredFile(fileId, name);
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={download}
      disabled={busy}
      aria-label={t('common.downloadFile', { name })}
      data-testid="file-link"
      style={{ maxWidth: '100%' }}
    >
      <Group gap={4} wrap="nowrap">
        <IconDownload size={14} style={{ flex: 'none' }} />
        <Text span size="sm" truncate>
          {name}
        </Text>
      </Group>
    </Anchor>
  );
}
