import { Card, Image, Skeleton, Text } from '@mantine/core';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { apiFetch } from '@portal/ui';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';

type PhotoSize = 'thumb' | 'full';

/** Where a gallery photo's bytes are kept once fetched: one blob per photo and size. */
export const photoKey = (photoId: number, size: PhotoSize): QueryKey => ['gallery', 'photo', photoId, size];

/** A photo fetched with the session's token (an <img> cannot send it), shown from an object URL. */
export function AuthImage({ photoId, size, alt }: { photoId: number; size: PhotoSize; alt: string }) {
  const blob = useQuery({
    queryKey: photoKey(photoId, size),
    queryFn: async ({ signal }) => (await apiFetch(`/api/gallery/photos/${photoId}/${size}`, { signal })).blob(),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const next = URL.createObjectURL(blob.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob.data]);
  if (!url) return <Skeleton h={160} radius="sm" />;
  return <Image src={url} alt={alt} radius="sm" h={160} fit="cover" />;
}

export interface PhotoLike {
  id: number;
  caption: string | null;
}

/** Thumbnails in a responsive grid; each opens the full photo in a new tab-sized view. */
export function PhotoGrid({ photos, album }: { photos: PhotoLike[]; album: string }) {
  if (!photos.length)
    return (
      <Text size="sm" c="gray.7">
        No photos in this album yet.
      </Text>
    );
  return (
    <div
      data-testid="photo-grid"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 12 }}
    >
      {photos.map((p, i) => (
        <AuthImage key={p.id} photoId={p.id} size="thumb" alt={p.caption ?? `${album}, photo ${i + 1}`} />
      ))}
    </div>
  );
}

export function AlbumCard({
  id,
  title,
  className,
  eventDate,
  photoCount,
}: {
  id: number;
  title: string;
  className: string;
  eventDate: string;
  photoCount: number;
}) {
  return (
    <Card
      withBorder
      radius="md"
      component={Link}
      to={`/gallery/photogallary-view-images/${id}`}
      data-testid="album-card"
    >
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="gray.7">
        {className} · {eventDate.split('-').reverse().join('-')} · {photoCount} {photoCount === 1 ? 'photo' : 'photos'}
      </Text>
    </Card>
  );
}
