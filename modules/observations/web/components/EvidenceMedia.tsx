import { Skeleton } from '@mantine/core';
import { useFileUrl } from '@portal/ui';

/**
 * An observation's short video or voice note, fetched with the session and played from a blob: a video element plays
 * a voice note too, so one player serves both.
 */
export function EvidenceMedia({ fileId, label }: { fileId: string; label: string }) {
  const { url } = useFileUrl(fileId);
  if (!url) return <Skeleton w="100%" h={48} radius="md" />;
  return <video src={url} controls preload="metadata" aria-label={label} style={{ width: '100%', maxHeight: 240 }} />;
}
