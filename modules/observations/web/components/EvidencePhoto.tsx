import { Image, Skeleton } from '@mantine/core';
import { useFileUrl } from '@portal/ui';

/** An observation's photo, fetched with the session (files need the bearer token) and shown from a blob. */
export function EvidencePhoto({ fileId, alt, size = 96 }: { fileId: string; alt: string; size?: number }) {
  const { url } = useFileUrl(fileId, size);
  if (!url) return <Skeleton w={size} h={size} radius="md" />;
  return <Image src={url} alt={alt} w={size} h={size} radius="md" fit="cover" />;
}
