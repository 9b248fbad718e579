import { SimpleGrid } from '@mantine/core';
import { EmptyState, LoadError, PageHeader, useCall } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { AlbumCard } from '../components.tsx';

/** photogallary-view: the albums the user may see (a parent: their child's class). */
export default function GalleryScreen() {
  const albums = useCall(C.myGallery);
  if (albums.error) return <LoadError error={albums.error} onRetry={() => albums.refetch()} />;
  const rows = albums.data?.albums ?? [];
  return (
    <>
      <PageHeader title="Photo gallery" />
      {albums.data && rows.length === 0 ? (
        <EmptyState title="No albums yet" message="Albums of your class appear here once the centre adds photos." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {rows.map((a) => (
            <AlbumCard key={a.id} {...a} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
