import { Badge, Card, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { formatDate, formatTime } from '@portal/core';
import { EmptyState, LoadError, PageHeader, useCall, useLiveCalls } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { MESSAGE_LIVE_KINDS } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { InboxRow } from '../../shared/contracts.ts';

/** Today's messages show their time, older ones their day. */
function when(at: InboxRow['lastAt']) {
  if (!at) return '';
  const day = formatDate(at);
  return day === formatDate(new Date()) ? formatTime(at) : day;
}

function ThreadCard({ row }: { row: InboxRow }) {
  return (
    <UnstyledButton component={Link} to={`/messages/child/${row.studentAdmissionId}`} data-testid="thread">
      <Card withBorder radius="md" padding="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={row.unread ? 700 : 500}>{row.name}</Text>
            <Text size="xs" c="dimmed">
              {row.className}
            </Text>
            <Text size="sm" c={row.lastText ? undefined : 'dimmed'} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {row.lastText ? `${row.lastFrom}: ${row.lastText}` : 'No messages yet: write the first one'}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" miw="max-content">
            <Text size="xs" c="dimmed">
              {when(row.lastAt)}
            </Text>
            {row.unread > 0 && (
              <Badge size="sm" circle aria-label={`${row.unread} unread`}>
                {row.unread}
              </Badge>
            )}
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** messages/inbox: the conversations of a teacher's classes (the whole centre for its heads), unread first. */
export default function InboxScreen() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const box = useCall(
    C.inbox,
    { query: { search: debounced || undefined } },
    {
      placeholderData: keepPreviousData,
      // Live events bring new messages; this is the fallback when the live stream is down.
      refetchInterval: 300_000,
    },
  );
  useLiveCalls(MESSAGE_LIVE_KINDS, [C.inbox]);
  const rows = box.data?.threads ?? [];
  return (
    <>
      <PageHeader title="Parent messages" subtitle={box.data ? `${box.data.totalUnread} unread` : undefined} />
      <Stack maw={720}>
        <TextInput
          aria-label="Search by child’s name"
          placeholder="Search by child’s name"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {box.error && <LoadError error={box.error} onRetry={() => box.refetch()} />}
        {box.data && rows.length === 0 && (
          <EmptyState
            title={debounced ? 'No child found' : 'No messages yet'}
            message={
              debounced
                ? `No child of your classes is called “${debounced}”.`
                : 'Conversations with parents show here. Search for a child to write the first message.'
            }
          />
        )}
        {rows.map((row) => (
          <ThreadCard key={row.studentAdmissionId} row={row} />
        ))}
      </Stack>
    </>
  );
}
