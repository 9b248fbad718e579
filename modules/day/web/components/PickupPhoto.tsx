import { Image, Skeleton, Text } from '@mantine/core';
import { apiFetch, errorMessage } from '@portal/ui';
import { useEffect, useState } from 'react';

/** A pickup's photo, fetched with the session (files need the bearer token) and shown from a blob. */
export function PickupPhoto({ fileId, name, size = 96 }: { fileId: string; name: string; size?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    apiFetch(`/api/files/${fileId}`)
      .then((res) => res.blob())
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      })
      .catch((err: unknown) => live && setError(errorMessage(err)));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  if (error)
    return (
      <Text size="xs" c="red" w={size}>
        {error}
      </Text>
    );
  if (!url) return <Skeleton w={size} h={size} radius="md" />;
  return <Image src={url} alt={`Photo of ${name}`} w={size} h={size} radius="md" fit="cover" />;
}
