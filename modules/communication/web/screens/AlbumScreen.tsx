import { Button, Card, FileButton, MultiSelect, Progress, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { formatDate } from '@portal/core';
import { call, errorMessage, LoadError, notify, PageHeader, parseId, uploadFile, useAccess, useCall } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { COMM_MODULES as M } from '../../shared/constants.ts';
import { PhotoGrid } from '../components.tsx';

/**
 * An album and its photos: view-photogallary/{photoGalleryID} for the centre (with uploads from a phone's
 * camera or gallery) and photogallary-view-images/{ID} for parents (read only).
 */
export default function AlbumScreen({ readOnly = false }: { readOnly?: boolean }) {
  const params = useParams();
  const id = parseId(params.photoGalleryID ?? params.ID);
  const access = useAccess();
  const album = useCall(
    C.albumPhotos,
    { params: { id: id! } },
    {
      enabled: id !== null,
    },
  );
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [shown, setShown] = useState<string[]>([]);
  const mayUpload = !readOnly && access.canWrite(M.GALLERY);

  async function upload(files: File[]) {
    if (!files.length || id === null) return;
    setProgress({ done: 0, total: files.length });
    let failed = 0;
    for (const [i, file] of files.entries()) {
      try {
        const photo = await uploadFile<{ id: number }>(`/api/photogallary/albums/${id}/photos`, file, () => undefined);
        // The children these photos show: one without their parents' consent is hidden from other families.
        if (shown.length)
          await call(C.setPhotoChildren, { params: { id: photo.id }, body: { children: shown.map(Number) } });
      } catch (err) {
        failed++;
        notify({ color: 'red', title: `${file.name} not added`, message: errorMessage(err) });
      }
      setProgress({ done: i + 1, total: files.length });
    }
    setProgress(null);
    if (files.length > failed) notify({ color: 'green', message: `${files.length - failed} photo(s) added` });
    await album.refetch();
  }

  if (album.error) return <LoadError error={album.error} onRetry={() => album.refetch()} />;
  const data = album.data;
  return (
    <>
      <PageHeader
        title={data?.title ?? 'Album'}
        subtitle={data ? `${data.className} · ${formatDate(data.eventDate)}` : undefined}
        crumbs={
          readOnly
            ? [{ label: 'Photo gallery', to: '/photogallary/photogallary-view' }, { label: data?.title ?? 'Album' }]
            : [{ label: 'Photo gallery', to: '/photogallary/photogallary-list' }, { label: data?.title ?? 'Album' }]
        }
        actions={
          mayUpload ? (
            <FileButton onChange={upload} accept="image/jpeg,image/png,image/webp" multiple>
              {(props) => (
                <Button {...props} leftSection={<IconCamera size={16} />} loading={progress !== null}>
                  Add photos
                </Button>
              )}
            </FileButton>
          ) : undefined
        }
      />
      {mayUpload && data?.classChildren && data.classChildren.length > 0 && (
        <MultiSelect
          label="Children in the next photos"
          description="A child whose parents have not agreed is shown only to their own family and to staff."
          data={data.classChildren.map((c) => ({ value: String(c.studentAdmissionId), label: c.name }))}
          value={shown}
          onChange={setShown}
          searchable
          clearable
          maw={560}
          mb="md"
        />
      )}
      {progress && (
        <Card withBorder mb="md">
          <Text size="sm" mb={4}>
            Uploading {progress.done} of {progress.total}
          </Text>
          <Progress value={(progress.done / progress.total) * 100} aria-label="Upload progress" />
        </Card>
      )}
      {data?.description && (
        <Text mb="md" size="sm">
          {data.description}
        </Text>
      )}
      {data && <PhotoGrid photos={data.photos} album={data.title} />}
    </>
  );
}
