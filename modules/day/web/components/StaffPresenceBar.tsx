import { Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, invalidateCalls, notify, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import { myStaffPresence, staffCheckIn, staffCheckOut } from '../../shared/ratios.ts';
import { dayMessages } from '../messages/index.ts';

/**
 * The signed-in staff member's own day on the roster: "I'm in" (with the class shown on the roster) and
 * "I'm leaving", recorded in the staff attendance. Hidden for an account without a staff record.
 */
export function StaffPresenceBar({ classId, className }: { classId: number | null; className: string }) {
  const t = useMessages(dayMessages);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const me = useCall(myStaffPresence);
  const presence = me.data;
  if (!presence || presence.staffId === null) return null;

  async function act(coming: boolean) {
    setBusy(true);
    try {
      if (coming) await call(staffCheckIn, { body: classId ? { classId } : {} });
      else await call(staffCheckOut, { body: {} });
      notify({
        color: 'green',
        title: t(coming ? 'staff.in' : 'staff.left'),
        message: coming ? t('staff.countFor', { className }) : t('staff.countForNone'),
      });
      await invalidateCalls(queryClient);
    } catch (err) {
      notify({
        color: 'red',
        title: t(coming ? 'staff.notCheckedIn' : 'staff.notCheckedOut'),
        message: errorMessage(err),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="sm" data-testid="staff-presence">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          {presence.present
            ? presence.className
              ? t('staff.inSinceWith', { time: presence.inTime ?? '', className: presence.className })
              : t('staff.inSince', { time: presence.inTime ?? '' })
            : presence.outTime
              ? t('staff.leftAt', { time: presence.outTime })
              : t('staff.notYet')}
        </Text>
        {presence.present ? (
          <Button variant="default" loading={busy} onClick={() => void act(false)}>
            {t('staff.leaving')}
          </Button>
        ) : (
          <Button loading={busy} onClick={() => void act(true)}>
            {t('staff.imIn')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
