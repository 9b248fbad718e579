import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatTime } from '@portal/core';
import { ApiError, call, setCallData, errorMessage, LoadError, notify, PageHeader, useCall } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';

/** Every half hour of the day, 'HH:MM' shown as hh:mm A. */
const TIMES = Array.from({ length: 48 }, (_, i) => {
  const value = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
  return { value, label: formatTime(value) };
});

/** messages/quiet-hours: when parents' messages wait for the next opening before staff are told. */
export default function QuietHoursScreen() {
  const client = useQueryClient();
  const hours = useCall(C.getQuietHours, { query: {} });
  const [edit, setEdit] = useState<{ from: string; to: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = edit ?? hours.data;
  const save = useMutation({
    mutationFn: () => call(C.setQuietHours, { body: { from: shown!.from, to: shown!.to } }),
    onSuccess: (saved) => {
      setErrors({});
      setEdit(null);
      setCallData(client, C.getQuietHours, { query: {} }, saved);
      notify({
        color: 'green',
        title: 'Quiet hours saved',
        message: `${formatTime(saved.from)} to ${formatTime(saved.to)}`,
      });
    },
    onError: (err) => {
      setErrors(err instanceof ApiError ? err.fieldErrors : {});
      notify({ color: 'red', title: 'Not saved', message: errorMessage(err) });
    },
  });
  if (hours.error) return <LoadError error={hours.error} onRetry={() => hours.refetch()} />;
  return (
    <>
      <PageHeader title="Message quiet hours" />
      <Card withBorder radius="md" maw={520}>
        {shown && (
          <Stack>
            <Text size="sm">
              A parent’s message written in the quiet hours shows in the conversation at once, but the teachers and the
              office are told of it only when the quiet hours end. Messages from staff reach parents at once.
            </Text>
            <Group grow wrap="wrap">
              <Select
                label="Quiet from"
                data={TIMES}
                value={shown.from}
                onChange={(from) => from && setEdit({ ...shown, from })}
                allowDeselect={false}
                error={errors.from}
                miw={140}
              />
              <Select
                label="Until"
                data={TIMES}
                value={shown.to}
                onChange={(to) => to && setEdit({ ...shown, to })}
                allowDeselect={false}
                error={errors.to}
                miw={140}
              />
            </Group>
            <Group justify="flex-end">
              <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!edit}>
                Save
              </Button>
            </Group>
          </Stack>
        )}
      </Card>
    </>
  );
}
