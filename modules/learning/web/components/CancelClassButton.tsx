import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { ApiError, errorMessage, invalidateCalls, notify, runCommand } from '@portal/ui';
import { useState } from 'react';
import { CANCEL_REASON_MAX } from '../../shared/index.ts';
import * as V from '../../shared/media.ts';

/** "Cancel class" on a scheduled class: asks why, confirms, cancels, and refreshes the class lists. */
export function CancelClassButton({ cls }: { cls: { id: number; title?: string; startsAt?: string } }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => {
      const checked = V.cancelClass.input.safeParse({ reason });
      if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? 'Give a reason');
      return runCommand(V.cancelClass, cls.id, checked.data);
    },
    onSuccess: async () => {
      notify({ color: 'green', message: `${cls.title ?? 'The class'} was cancelled` });
      setOpened(false);
      setReason('');
      await invalidateCalls(
        queryClient,
        V.onlineClassList,
        V.onlineClassDetail,
        V.myClasses,
        V.joinClass,
        V.joinClassPublic,
      );
    },
    onError: (err) =>
      setError((err instanceof ApiError && Object.values(err.fieldErrors)[0]) || errorMessage(err) || 'Not cancelled'),
  });
  const close = () => {
    if (cancel.isPending) return;
    setOpened(false);
    setError(null);
  };
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconCalendarX size={14} />}
        onClick={() => setOpened(true)}
        data-testid="cancel-class"
      >
        Cancel class
      </Button>
      <Modal opened={opened} onClose={close} title="Cancel class" centered>
        <Stack>
          <Text size="sm">
            Cancel {cls.title ? `"${cls.title}"` : 'this class'}
            {cls.startsAt ? ` on ${formatDateTime(cls.startsAt)}` : ''}? The invited teachers and parents can no longer
            join it, and they see the reason in their classes.
          </Text>
          <Textarea
            label="Reason"
            placeholder="Why is the class cancelled?"
            required
            autosize
            minRows={2}
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-testid="cancel-reason"
          />
          <Button.Group style={{ alignSelf: 'flex-end' }}>
            <Button variant="default" onClick={close} disabled={cancel.isPending}>
              Keep the class
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()} data-testid="cancel-confirm">
              Cancel class
            </Button>
          </Button.Group>
        </Stack>
      </Modal>
    </>
  );
}
