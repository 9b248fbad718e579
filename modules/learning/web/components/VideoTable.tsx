import { Button, Group, Text } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate, type EndpointAnswer } from '@portal/core';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  notify,
  StatusBadge,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { useNavigate } from 'react-router';
import * as V from '../../shared/media.ts';

/** Size in megabytes or gigabytes, for people. */
export function sizeText(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(2)} GB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

export interface VideoFilter {
  folderId?: number;
  classId?: number;
  weekNo?: number;
  dayNo?: number;
}

type Video = EndpointAnswer<typeof V.videoList>['rows'][number];

const columns: DataColumn<Video>[] = [
  {
    id: 'title',
    header: 'Title',
    primary: true,
    sort: true,
    cell: (v) => (
      <Text size="sm" fw={500}>
        {v.title}
      </Text>
    ),
  },
  { id: 'folder', header: 'Folder', sort: true },
  { id: 'className', header: 'Class', sort: true, cell: (v) => v.className ?? '' },
  { id: 'weekNo', header: 'Week', sort: true, cell: (v) => v.weekNo ?? '' },
  { id: 'dayNo', header: 'Day', sort: true, cell: (v) => v.dayNo ?? '' },
  { id: 'centre', header: 'Centre', sort: true, hideOnPhone: true },
  {
    id: 'size',
    header: 'Size',
    align: 'right',
    hideOnPhone: true,
    cell: (v) => (v.size !== undefined ? sizeText(v.size) : ''),
  },
  { id: 'status', header: 'Status', cell: (v) => v.status && <StatusBadge status={v.status} /> },
  { id: 'createdAt', header: 'Uploaded', sort: true, cell: (v) => (v.createdAt ? formatDate(v.createdAt) : '') },
];

/** The videos of the user's centres (filtered by folder, class, week and day), each played through a signed link. */
export function VideoTable({ filter, canRemove }: { filter: VideoFilter; canRemove: boolean }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useCall(V.videoList, { query: { ...filter, pageSize: 100 } });
  const play = useMutation({
    mutationFn: (id: number) => call(V.videoLink, { params: { id } }),
    onSuccess: (link) => navigate(link.url),
    onError: (err) => notify({ color: 'red', title: 'Play', message: errorMessage(err) }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(V.removeVideo, { params: { id } }),
    onSuccess: () => invalidateCalls(client, V.videoList),
    onError: (err) => notify({ color: 'red', title: 'Remove', message: errorMessage(err) }),
  });
  return (
    <DataTable
      data={list.data?.rows}
      error={list.error}
      onRetry={() => void list.refetch()}
      columns={columns}
      rowId={(v) => String(v.id)}
      rowTestId="video-row"
      rowActions={(v) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} />}
            disabled={v.status !== 'READY'}
            loading={play.isPending && play.variables === v.id}
            onClick={() => play.mutate(v.id)}
            data-testid="play-video"
          >
            Play
          </Button>
          {canRemove && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={`Remove ${v.title}`}
              leftSection={<IconTrash size={14} />}
              onClick={() => {
                if (window.confirm(`Remove the video "${v.title}"?`)) remove.mutate(v.id);
              }}
            >
              Remove
            </Button>
          )}
        </Group>
      )}
      empty="No videos here yet"
      testId="video-table"
      minWidth={720}
    />
  );
}
