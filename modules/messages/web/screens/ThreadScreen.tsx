import { Anchor, Stack } from '@mantine/core';
import { EmptyState, PageHeader, parseId, useCall } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { Conversation } from '../components/Conversation.tsx';

/** messages/child/:studentAdmissionId: one child's conversation, opened from the inbox. */
export default function ThreadScreen() {
  const id = parseId(useParams().studentAdmissionId);
  const thread = useCall(
    C.thread,
    { params: { studentAdmissionId: id! } },
    {
      enabled: id !== null,
    },
  );
  const child = thread.data?.child;
  return (
    <>
      <PageHeader title={child ? child.name : 'Conversation'} subtitle={child?.className} />
      <Stack maw={720}>
        <Anchor component={Link} to="/messages/inbox" size="sm">
          Back to the inbox
        </Anchor>
        {id === null ? (
          <EmptyState title="No such child" message="This conversation does not exist." />
        ) : (
          <Conversation studentAdmissionId={id} />
        )}
      </Stack>
    </>
  );
}
