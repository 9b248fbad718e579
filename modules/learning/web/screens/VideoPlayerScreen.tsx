import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDateTime } from '@portal/core';
import { errorMessage, useCall } from '@portal/ui';
import { useParams } from 'react-router';
import * as V from '../../shared/media.ts';

/** Public /videoplayer/{videoName}/{urlPath}: a signed link that expires; the video plays by range requests. */
export default function VideoPlayerScreen() {
  const { videoName = '', urlPath = '' } = useParams();
  const info = useCall(
    V.playerInfo,
    { params: { videoName, urlPath } },
    {
      retry: false,
      staleTime: Infinity,
    },
  );
  if (info.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  if (info.error)
    return (
      <Stack maw={640} mx="auto" py="xl" px="md">
        <Alert color="red" icon={<IconAlertTriangle />} title="Video" data-testid="player-error">
          {errorMessage(info.error) || 'Could not open the video.'}
        </Alert>
      </Stack>
    );
  const v = info.data;
  const where = [v.className, v.weekNo ? `Week ${v.weekNo}` : null, v.dayNo ? `Day ${v.dayNo}` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack maw={960} mx="auto" p="md" gap="sm">
      <Title order={1} size="h2">
        {v.title}
      </Title>
      {where && <Text c="gray.7">{where}</Text>}
      <Card withBorder radius="md" p={0} style={{ overflow: 'hidden', background: '#000' }}>
        <video
          controls
          preload="metadata"
          src={v.stream}
          poster={v.poster}
          data-testid="video-player"
          style={{ width: '100%', maxHeight: '70vh', display: 'block' }}
        >
          <track kind="captions" />
        </video>
      </Card>
      <Text size="xs" c="gray.7">
        This link works until {formatDateTime(v.expiresAt)}.
      </Text>
    </Stack>
  );
}
