import { Card, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@portal/core';
import { EmptyState, LoadError, PageHeader, parseId, useCall } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { PhotoGrid } from '../components.tsx';

/**
 * gallery/student-view/{studentAdmissionId}: the albums of a child's class in each of its years, photos shown as
 * thumbnails.
 */
export default function StudentGalleryScreen() {
  const id = parseId(useParams().studentAdmissionId);
  const gallery = useCall(
    C.studentGallery,
    { params: { studentAdmissionId: id! } },
    {
      enabled: id !== null,
    },
  );
  if (id === null) return <EmptyState title="No child chosen" message="Open the gallery from the menu." />;
  if (gallery.error) return <LoadError error={gallery.error} onRetry={() => gallery.refetch()} />;
  const data = gallery.data;
  return (
    <>
      <PageHeader title="Photo gallery" subtitle={data ? `${data.childName} · ${data.className}` : undefined} />
      {data && data.albums.length === 0 && (
        <EmptyState title="No albums yet" message="Photos of the class appear here once the centre adds them." />
      )}
      <Stack>
        {data?.albums.map((a) => (
          <Card key={a.id} withBorder radius="md" data-testid="student-album">
            <Title order={2} size="h4">
              {a.title}
            </Title>
            <Text size="sm" c="gray.7" mb="sm">
              {formatDate(a.eventDate)}
              {/* A promoted child's albums of last year are of the class it was in then. */}
              {a.className !== data.className ? ` · ${a.className}` : ''}
              {a.description ? ` · ${a.description}` : ''}
            </Text>
            <PhotoGrid photos={a.photos} album={a.title} />
          </Card>
        ))}
      </Stack>
    </>
  );
}
