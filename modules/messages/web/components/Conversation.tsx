import { Box, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate, formatTime } from '@portal/core';
import { call, EmptyState, invalidateCalls, LoadError, useCall, useLiveCalls, useMessages } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { MESSAGE_LIVE_KINDS } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { Message } from '../../shared/contracts.ts';
import { AttachmentView } from './AttachmentView.tsx';
import { Composer } from './Composer.tsx';
import { messagesMessages } from '../messages/index.ts';
import { deliveryNote, personLabel } from './words.ts';

/** Live events refresh an open conversation; this is the fallback when the live stream is down. */
const FALLBACK_REFRESH_MS = 300_000;

function Bubble({ m }: { m: Message }) {
  const t = useMessages(messagesMessages);
  return (
    <Stack gap={2} align={m.mine ? 'flex-end' : 'flex-start'} data-testid="message">
      {!m.mine && (
        <Text size="xs" c="dimmed">
          {personLabel(m.sender.name, m.sender.role, t)}
        </Text>
      )}
      <Paper
        radius="lg"
        px="sm"
        py={6}
        maw="85%"
        bg={m.mine ? 'blue.1' : 'gray.1'}
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        <Stack gap={6}>
          <Text size="sm">{m.text}</Text>
          {m.attachments.map((a) => (
            <AttachmentView key={a.fileId} attachment={a} />
          ))}
          <Text size="xs" c="dimmed" ta="right">
            {formatTime(m.at)}
          </Text>
        </Stack>
      </Paper>
      {m.mine && (
        <Text size="xs" c="dimmed" ta="right" data-testid="delivery">
          {deliveryNote(m, t)}
        </Text>
      )}
    </Stack>
  );
}

/** A child's conversation: bubbles by day, the files, the Seen marks, and the composer. Opening it marks it read. */
export function Conversation({ studentAdmissionId }: { studentAdmissionId: number }) {
  const t = useMessages(messagesMessages);
  const client = useQueryClient();
  const thread = useCall(
    C.thread,
    { params: { studentAdmissionId } },
    {
      refetchInterval: FALLBACK_REFRESH_MS,
    },
  );
  useLiveCalls(MESSAGE_LIVE_KINDS, [C.thread], (e) => e.payload.studentAdmissionId === studentAdmissionId);
  const read = useMutation({
    mutationFn: () => call(C.markRead, { params: { studentAdmissionId } }),
    onSuccess: ({ marked }) => {
      if (marked) void invalidateCalls(client, C.thread, C.inbox);
    },
  });
  const messages = thread.data?.messages ?? [];
  const unseen = messages.filter((m) => !m.mine).length;
  const lastId = messages.at(-1)?.id;
  const { mutate: markRead } = read;
  useEffect(() => {
    if (unseen > 0) markRead();
  }, [unseen, lastId, markRead]);

  const end = useRef<HTMLDivElement>(null);
  // Braces: newer browsers' scrollIntoView answers a promise, which React would take for a clean-up function.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  if (thread.error) return <LoadError error={thread.error} onRetry={() => thread.refetch()} />;
  if (!thread.data) return null;
  let day = '';
  return (
    <Stack gap="sm">
      {messages.length === 0 && (
        <EmptyState
          title={t('conversation.empty')}
          message={t('conversation.emptyText', { child: thread.data.child.name })}
        />
      )}
      <Stack gap="xs" data-testid="conversation">
        {messages.map((m) => {
          const shown = formatDate(m.at);
          const separator = shown !== day;
          day = shown;
          return (
            <Box key={m.id}>
              {separator && (
                <Divider
                  my="xs"
                  label={
                    <Text size="xs" c="dimmed">
                      {shown}
                    </Text>
                  }
                  labelPosition="center"
                />
              )}
              <Bubble m={m} />
            </Box>
          );
        })}
        <div ref={end} />
      </Stack>
      <Group gap="xs">
        <Text size="xs" c="dimmed">
          {t('conversation.quietHours', {
            me: thread.data.me,
            from: formatTime(thread.data.quietHours.from),
            to: formatTime(thread.data.quietHours.to),
          })}
        </Text>
      </Group>
      <Composer studentAdmissionId={studentAdmissionId} />
    </Stack>
  );
}
