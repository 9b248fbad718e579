import { Image, Skeleton, Text } from '@mantine/core';
import { apiFetch, errorMessage } from '@portal/ui';
import { useEffect, useState } from 'react';

/** A care event's photo or short video, fetched with the session (files need the bearer token) into a blob. */
export function CareMedia({ fileId, mediaType, childName }: { fileId: string; mediaType: string; childName: string }) {
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
