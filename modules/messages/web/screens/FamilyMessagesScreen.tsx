import { Select, Stack } from '@mantine/core';
import { EmptyState, LoadError, PageHeader, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { Conversation } from '../components/Conversation.tsx';
import { messagesMessages } from '../messages/index.ts';

/** messages: the parent's conversation with the centre about their child (a switch for each child). */
export default function FamilyMessagesScreen() {
  const t = useMessages(messagesMessages);
  const box = useCall(C.inbox, { query: {} });
  const [picked, setPicked] = useState<number | null>(null);
  if (box.error) return <LoadError error={box.error} onRetry={() => box.refetch()} />;
  const children = (box.data?.threads ?? []).filter((c) => c.ownChild);
  const childId = picked ?? children[0]?.studentAdmissionId ?? null;
  const current = children.find((c) => c.studentAdmissionId === childId);
  return (
    <>
      <PageHeader
        title={t('conversation.title')}
        subtitle={current ? `${current.name} · ${current.className}` : undefined}
      />
      <Stack maw={720}>
        {box.data && children.length === 0 && (
          <EmptyState title={t('conversation.noChild')} message={t('conversation.noChildText')} />
        )}
        {children.length > 1 && (
          <Select
            label={t('conversation.child')}
            data={children.map((c) => ({
              value: String(c.studentAdmissionId),
              label: c.unread > 0 ? t('conversation.childUnread', { name: c.name, count: c.unread }) : c.name,
            }))}
            value={childId === null ? null : String(childId)}
            onChange={(value) => value && setPicked(Number(value))}
            allowDeselect={false}
          />
        )}
        {childId !== null && <Conversation key={childId} studentAdmissionId={childId} />}
      </Stack>
    </>
  );
}
