import { Image, Skeleton, Text } from '@mantine/core';
import { useFileUrl, useMessages } from '@portal/ui';
import { dayMessages } from '../messages/index.ts';

/** A pickup's photo, fetched with the session (files need the bearer token) and shown from a blob. */
export function PickupPhoto({ fileId, name, size = 96 }: { fileId: string; name: string; size?: number }) {
  const t = useMessages(dayMessages);
  const { url, error } = useFileUrl(fileId, size);
  if (error)
    return (
      <Text size="xs" c="red" w={size}>
        {error}
      </Text>
    );
  if (!url) return <Skeleton w={size} h={size} radius="md" />;
  return <Image src={url} alt={t('words.photoOf', { name })} w={size} h={size} radius="md" fit="cover" />;
}
