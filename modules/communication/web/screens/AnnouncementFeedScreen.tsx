import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enumLabel, formatDate } from '@portal/core';
import { call, downloadFile, EmptyState, errorMessage, LoadError, notify, PageHeader } from '@portal/ui';
import { RichTextView } from '@portal/ui/rich-text';
import * as C from '../../shared/contracts.ts';

/** announcement-view: the announcements for the user (a parent: their child's class), newest first. */
export default function AnnouncementFeedScreen() {
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: ['announcements', 'feed'], queryFn: () => call(C.announcementFeed) });
  const read = useMutation({
    mutationFn: (id: number) => call(C.markRead, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['announcements', 'feed'] }),
    onError: (err) => notify({ color: 'red', message: errorMessage(err) }),
  });
  if (feed.error) return <LoadError error={feed.error} onRetry={() => feed.refetch()} />;
  const rows = feed.data?.rows ?? [];
  return (
    <>
      <PageHeader title="Announcements" />
      {feed.data && rows.length === 0 && (
        <EmptyState title="No announcements" message="Announcements from the centre appear here." />
      )}
      <Stack>
        {rows.map((a) => (
          <Card key={a.id} withBorder radius="md" data-testid="announcement">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Title order={2} size="h4">
                {a.title}
              </Title>
              <Group gap={6}>
                <Badge variant="light" color="blue">
                  {a.className ?? 'Whole centre'}
                </Badge>
                <Badge variant="light" color={a.read ? 'green' : 'orange'}>
                  {a.read ? 'Read' : 'New'}
                </Badge>
              </Group>
            </Group>
            <Text size="sm" c="gray.7" mb="xs">
              For {enumLabel(a.audience).toLowerCase()} · from {formatDate(a.publishFrom)}
              {a.publishTo ? ` until ${formatDate(a.publishTo)}` : ''}
            </Text>
            <RichTextView html={a.body} />
            <Group mt="sm" gap="xs">
              {a.attachmentFileId && (
                <Button
                  variant="default"
                  size="xs"
                  onClick={() =>
                    void downloadFile(`/api/files/${a.attachmentFileId}`, {}, a.attachmentName ?? 'attachment')
                  }
                >
                  {a.attachmentName ?? 'Attachment'}
                </Button>
              )}
              {!a.read && (
                <Button size="xs" variant="light" loading={read.isPending} onClick={() => read.mutate(a.id)}>
                  Mark as read
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
