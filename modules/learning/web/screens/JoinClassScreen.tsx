import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconExternalLink } from '@tabler/icons-react';
import { formatDateTime } from '@portal/core';
import { errorMessage, PageHeader, useCall } from '@portal/ui';
import { useParams } from 'react-router';
import * as V from '../../shared/media.ts';

/** online-class/join/{referenceID} (signed in) and the public /online-class/{referenceID}: opens the live class. */
export default function JoinClassScreen({ publicPage = false }: { publicPage?: boolean }) {
  const { referenceID = '' } = useParams();
  const join = useCall(
    publicPage ? V.joinClassPublic : V.joinClass,
    { params: { referenceID } },
    {
      retry: false,
      staleTime: Infinity,
    },
  );
  if (join.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  if (join.error)
    return (
      <Stack maw={640} mx="auto" py="xl" px="md">
        <Alert color="red" icon={<IconAlertTriangle />} title="Online class" data-testid="join-error">
          {errorMessage(join.error) || 'Could not open the class. Please try again.'}
        </Alert>
      </Stack>
    );
  const c = join.data;
  return (
    <Stack gap="md" p={publicPage ? 'md' : 0}>
      <PageHeader
        title={c.title}
        subtitle={`${c.section} · ${c.centre} · ${formatDateTime(c.startsAt)} to ${formatDateTime(c.endsAt)}`}
        actions={
          <Button
            component="a"
            href={c.url}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconExternalLink size={16} />}
          >
            Open in a new tab
          </Button>
        }
      />
      <Card withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
        <iframe
          title={`Online class: ${c.title}`}
          src={c.url}
          data-testid="meeting-frame"
          allow="camera; microphone; display-capture; fullscreen; autoplay"
          style={{ width: '100%', height: '70vh', border: 0, display: 'block' }}
        />
      </Card>
      <Text size="xs" c="gray.7">
        This link was issued to {c.issuedTo}; joining marks attendance.
      </Text>
    </Stack>
  );
}
