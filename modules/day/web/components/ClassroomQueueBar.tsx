import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateCalls, useMessages } from '@portal/ui';
import { OFFLINE_STALE_MINUTES } from '../../shared/constants.ts';
import { dayMessages } from '../messages/index.ts';
import { dismissRefusal, onQueueSent, startClassroomSync, watchQueue } from '../offline/classroom.ts';
import { lastOnline } from '../offline/cached.ts';
import type { QueuedWrite } from '../offline/queue.ts';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * The classroom's queue on screen: how many writes wait on the device, each write the server refused with its
 * reason and what to do, and, after a long time without a connection, that pickup approvals may be out of date.
 */
export function ClassroomQueueBar() {
  const t = useMessages(dayMessages);
  const queryClient = useQueryClient();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    startClassroomSync();
    const stop = watchQueue(setWrites);
    // What was sent shows on the screens: their reads are asked again.
    const off = onQueueSent(() => {
      void invalidateCalls(queryClient);
    });
    const tick = setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      stop();
      off();
      clearInterval(tick);
    };
  }, [queryClient]);
  const waiting = writes.filter((w) => w.state === 'waiting').length;
  const refused = writes.filter((w) => w.state === 'refused');
  const since = lastOnline();
  const minutes = since === null ? 0 : Math.floor((now - since) / 60_000);
  const stale = !online && minutes >= OFFLINE_STALE_MINUTES;
  if (online && !waiting && !refused.length) return null;
  return (
    <Stack gap="xs" data-testid="classroom-queue">
      <Group gap="xs">
        {!online && (
          <Badge color="gray" variant="filled">
            {t('offline.offline')}
          </Badge>
        )}
        {waiting > 0 && (
          <Badge color="orange" data-testid="waiting-to-send">
            {t('offline.waiting', { count: waiting })}
          </Badge>
        )}
        {waiting > 0 && (
          <Text size="xs" c="dimmed">
            {t('offline.waitingText')}
          </Text>
        )}
      </Group>
      {stale && (
        <Alert color="red" title={t('offline.offline')}>
          {t('offline.stale', { minutes })}
        </Alert>
      )}
      {refused.map((w) => (
        <Alert key={w.seq} color="red" title={t('offline.refusedTitle')} data-testid="refused-write">
          <Stack gap={4}>
            <Text size="sm">{t('offline.refused', { label: w.label, reason: w.reason ?? '' })}</Text>
            <Text size="sm">{t('offline.refusedHelp')}</Text>
            <Group>
              <Button size="xs" variant="default" onClick={() => void dismissRefusal(w.seq!)}>
                {t('offline.dismiss')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
