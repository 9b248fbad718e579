import { Image, Skeleton, Text } from '@mantine/core';
import { useFileUrl, useMessages } from '@portal/ui';
import { dayMessages } from '../messages/index.ts';

/** A care event's photo or short video, shown from a blob fetched with the session. */
export function CareMedia({ fileId, mediaType, childName }: { fileId: string; mediaType: string; childName: string }) {
  const t = useMessages(dayMessages);
  const { url, error } = useFileUrl(fileId, mediaType.startsWith('video/') ? undefined : 360);
  if (error)
    return (
      <Text size="sm" c="red">
        {error}
      </Text>
    );
  if (!url) return <Skeleton h={180} radius="md" />;
  if (mediaType.startsWith('video/'))
    return (
      <video src={url} controls playsInline preload="metadata" style={{ width: '100%', borderRadius: 8 }}>
        <track kind="captions" />
      </video>
    );
  return <Image src={url} alt={t('words.momentOf', { child: childName })} radius="md" fit="contain" mah={360} />;
}
