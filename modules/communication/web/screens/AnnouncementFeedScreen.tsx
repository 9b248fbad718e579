import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import {
  call,
  downloadFile,
  EmptyState,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  useCall,
  useMessages,
} from '@portal/ui';
import { RichTextView } from '@portal/ui/rich-text';
import * as C from '../../shared/contracts.ts';
import { communicationMessages } from '../messages/index.ts';

/** announcement-view: the announcements for the user (a parent: their child's class), newest first. */
export default function AnnouncementFeedScreen() {
  const t = useMessages(communicationMessages);
  const queryClient = useQueryClient();
  const feed = useCall(C.announcementFeed);
  const read = useMutation({
    mutationFn: (id: number) => call(C.markRead, { params: { id } }),
    onSuccess: () => invalidateCalls(queryClient, C.announcementFeed),
    onError: (err) => notify({ color: 'red', message: errorMessage(err) }),
  });
  if (feed.error) return <LoadError error={feed.error} onRetry={() => feed.refetch()} />;
  const rows = feed.data?.rows ?? [];
  return (
    <>
      <PageHeader title={t('feed.title')} />
      {feed.data && rows.length === 0 && <EmptyState title={t('feed.none')} message={t('feed.noneText')} />}
      <Stack>
        {rows.map((a) => (
          <Card key={a.id} withBorder radius="md" data-testid="announcement">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Title order={2} size="h4">
                {a.title}
              </Title>
              <Group gap={6}>
                <Badge variant="light" color="blue">
                  {a.className ?? t('feed.wholeCentre')}
                </Badge>
                <Badge variant="light" color={a.read ? 'green' : 'orange'}>
                  {a.read ? t('feed.read') : t('feed.new')}
                </Badge>
              </Group>
            </Group>
            <Text size="sm" c="gray.7" mb="xs">
              {t('feed.window', { audience: a.audience, from: formatDate(a.publishFrom) })}
              {a.publishTo ? t('feed.until', { to: formatDate(a.publishTo) }) : ''}
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
                  {a.attachmentName ?? t('feed.attachment')}
                </Button>
              )}
              {!a.read && (
                <Button size="xs" variant="light" loading={read.isPending} onClick={() => read.mutate(a.id)}>
                  {t('feed.markRead')}
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
