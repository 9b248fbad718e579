import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink, IconVideo } from '@tabler/icons-react';
import { errorMessage, PageHeader, useCall } from '@portal/ui';
import { useParams } from 'react-router';
import { displayDate, displayTime } from '../../shared/schedule.ts';
import * as C from '../../shared/contracts.ts';

/** joinTrainingMeeting and the public /teacher-training/{referenceID}: opens the training's meeting. */
export default function JoinMeetingScreen({ publicPage = false }: { publicPage?: boolean }) {
  const { referenceID = '' } = useParams();
  const join = useCall(
    publicPage ? C.joinMeetingPublic : C.joinMeeting,
    { params: { referenceID } },
    {
      retry: false,
      staleTime: Infinity,
    },
  );

  if (join.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  if (join.error) {
    return (
      <Stack maw={640} mx="auto" py="xl">
        <Alert color="red" icon={<IconAlertTriangle />} title="Join meeting" data-testid="join-error">
          {errorMessage(join.error) || 'Could not open the meeting. Please try again.'}
        </Alert>
      </Stack>
    );
  }
  const m = join.data;
  return (
    <Stack gap="md" p={publicPage ? 'md' : 0}>
      <PageHeader
        title={m.title}
        subtitle={
          `${displayDate(m.fromDate)}${m.toDate !== m.fromDate ? ` to ${displayDate(m.toDate)}` : ''}, ` +
          `${displayTime(m.fromTime)} – ${displayTime(m.toTime)}`
        }
        actions={
          <Button
            component="a"
            href={m.url}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={16} />}
            data-testid="open-meeting"
          >
            Open in a new tab
          </Button>
        }
      />
      <Card withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
        <iframe
          title={`Meeting: ${m.title}`}
          src={m.url}
          data-testid="meeting-frame"
          data-provider={m.provider}
          allow="camera; microphone; display-capture; fullscreen; autoplay"
          style={{ width: '100%', height: '70vh', border: 0, display: 'block' }}
        />
      </Card>
      <Group gap="xs" c="dimmed">
        <IconVideo size={16} />
        <Text size="xs">Joining marks your attendance for this training.</Text>
      </Group>
    </Stack>
  );
}
