import { Button, Card, Group, Table, Text } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, EmptyState, errorMessage, LoadError, notify, StatusBadge } from '@portal/ui';
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

/** The videos of the user's centres (filtered by folder, class, week and day), each played through a signed link. */
export function VideoTable({ filter, canRemove }: { filter: VideoFilter; canRemove: boolean }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['videos', filter],
    queryFn: () => call(V.videoList, { query: { ...filter, pageSize: 100 } }),
  });
  const play = useMutation({
    mutationFn: (id: number) => call(V.videoLink, { params: { id } }),
    onSuccess: (link) => navigate(link.url),
    onError: (err) => notify({ color: 'red', title: 'Play', message: errorMessage(err) }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(V.removeVideo, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['videos'] }),
    onError: (err) => notify({ color: 'red', title: 'Remove', message: errorMessage(err) }),
  });
  if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data?.rows.length === 0) return <EmptyState title="No videos here yet" />;
  return (
    <Card withBorder radius="md" p={0}>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" data-testid="video-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Folder</Table.Th>
              <Table.Th>Class</Table.Th>
              <Table.Th>Week</Table.Th>
              <Table.Th>Day</Table.Th>
              <Table.Th>Centre</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Uploaded</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.rows.map((v) => (
              <Table.Tr key={v.id} data-testid="video-row">
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {v.title}
                  </Text>
                </Table.Td>
                <Table.Td>{v.folder}</Table.Td>
                <Table.Td>{v.className ?? ''}</Table.Td>
                <Table.Td>{v.weekNo ?? ''}</Table.Td>
                <Table.Td>{v.dayNo ?? ''}</Table.Td>
                <Table.Td>{v.centre}</Table.Td>
                <Table.Td>{v.size !== undefined ? sizeText(v.size) : ''}</Table.Td>
                <Table.Td>{v.status && <StatusBadge status={v.status} />}</Table.Td>
                <Table.Td>{v.createdAt ? formatDate(v.createdAt) : ''}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
