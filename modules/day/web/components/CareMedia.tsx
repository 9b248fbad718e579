import { Image, Skeleton, Text } from '@mantine/core';
import { useFileUrl } from '@portal/ui';

/** A care event's photo or short video, shown from a blob fetched with the session. */
export function CareMedia({ fileId, mediaType, childName }: { fileId: string; mediaType: string; childName: string }) {
  const { url, error } = useFileUrl(fileId);
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
  return <Image src={url} alt={`A moment of ${childName}'s day`} radius="md" fit="contain" mah={360} />;
}
