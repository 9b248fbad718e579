import { Button, Group, Paper, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, notify } from '@portal/ui';
import { useState } from 'react';
import { myStaffPresence, staffCheckIn, staffCheckOut } from '../../shared/ratios.ts';

/**
 * The signed-in staff member's own day on the roster: "I'm in" (with the class shown on the roster) and
 * "I'm leaving", recorded in the staff attendance. Hidden for an account without a staff record.
 */
export function StaffPresenceBar({ classId, className }: { classId: number | null; className: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const me = useQuery({ queryKey: ['day', 'staff', 'me'], queryFn: () => call(myStaffPresence) });
  const presence = me.data;
  if (!presence || presence.staffId === null) return null;

  async function act(coming: boolean) {
    setBusy(true);
    try {
      if (coming) await call(staffCheckIn, { body: classId ? { classId } : {} });
      else await call(staffCheckOut, { body: {} });
      notify({
        color: 'green',
        title: coming ? 'You are in' : 'You have left',
        message: coming ? `You count for ${className} today.` : 'You no longer count for a class today.',
      });
      await queryClient.invalidateQueries({ queryKey: ['day'] });
    } catch (err) {
      notify({ color: 'red', title: coming ? 'Not checked in' : 'Not checked out', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="sm" data-testid="staff-presence">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {presence.present
            ? `You are in since ${presence.inTime}${presence.className ? `, with ${presence.className}` : ''}.`
            : presence.outTime
              ? `You left at ${presence.outTime}.`
              : 'You have not checked in today.'}
        </Text>
        {presence.present ? (
          <Button variant="default" loading={busy} onClick={() => void act(false)}>
            I’m leaving
          </Button>
        ) : (
          <Button loading={busy} onClick={() => void act(true)}>
            I’m in
          </Button>
        )}
      </Group>
    </Paper>
  );
}
