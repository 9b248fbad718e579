import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { IconBellRinging, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { answerKey, call, invalidateCalls, readJson, useAccess, useLiveCalls, useMessages } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BANNER_OFFSET_PX, TRAINING_LIVE, TRAINING_MODULES } from '../../shared/constants.ts';
import { trainingNotices, type NoticeAction, type TrainingNotice } from '../../shared/notifications.ts';
import { clockMinutes } from '../../shared/schedule.ts';
import { answerInvitation, joinTraining } from '../components/join.ts';
import * as C from '../../shared/contracts.ts';
import { trainingMessages } from '../messages/index.ts';
import { thrownName } from '@portal/core';

const DISMISSED_KEY = 'portal.trainingNotices.dismissed';
/** How often the notices are re-evaluated against the clock. */
const TICK_MS = 15_000;

/**
 * What this tab stored of the dismissed notices; anything else reads as none dismissed. Checked by hand: the banner
 * is part of the first download, which carries no schema library.
 */
function readDismissed(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    const ids = Array.isArray(stored) && stored.every((id) => typeof id === 'string') ? stored : [];
    return new Set<string>(ids);
  } catch {
    return new Set();
  }
}

/** Each action's words in the catalogue. */
const LABELS = {
  register: 'trainingNotices.register',
  accept: 'trainingNotices.accept',
  reject: 'trainingNotices.reject',
  join: 'trainingNotices.joinMeeting',
  feedback: 'trainingNotices.shareFeedback',
} as const satisfies Record<NoticeAction, string>;

/**
 * Spec section 4: schedule, join and feedback notices for the signed-in user, from meeting-info and the current
 * time; dismissable. Folded into one line ("2 trainings need you · View") so a phone's first screen shows the
 * page under it; View unfolds them, stacked 70 px apart.
 */
export default function TrainingNotices() {
  const t = useMessages(trainingMessages);
  const [open, setOpen] = useState(false);
  const me = readJson<{ id: number }>('me');
  // Only those who may read trainings ask: a parent's session never meets a refusal.
  const access = useAccess();
  const mayRead = access.canRead(TRAINING_MODULES.TEACHER_TRAINING);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState(readDismissed);
  const [busy, setBusy] = useState<string | null>(null);

  // Kept as `useCall` keeps it (so a write or a live event names it by its endpoint), but asked here: a failure
  // is only logged and reads as no trainings.
  const info = useQuery({
    queryKey: answerKey(C.meetingInfo, undefined, access),
    queryFn: async ({ signal }) => {
      try {
        return await call(C.meetingInfo, {}, { signal, quiet: true });
      } catch (err) {
        // Spec: a failing meeting-info is only logged.
        if (thrownName(err) !== 'AbortError') console.error('meeting-info failed', err);
        return [];
      }
    },
    enabled: Boolean(me) && mayRead,
    refetchInterval: 5 * 60_000,
    staleTime: 60_000,
  });

  // A new invitation shows at once (the server tells this person's open screens), here and on every screen that
  // shows it: every call's answer is asked again.
  useLiveCalls([TRAINING_LIVE.invited], []);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  // By the person's id: `me` is read afresh from storage on every render (each screen opened), a new object each time.
  const meId = me?.id;
  const notices = useMemo(
    () =>
      meId !== undefined
        ? trainingNotices(info.data ?? [], meId, clockMinutes(new Date(now))).filter((n) => !dismissed.has(n.key))
        : [],
    [info.data, meId, now, dismissed],
  );

  function dismiss(key: string) {
    const next = new Set(dismissed).add(key);
    setDismissed(next);
    try {
      sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...next]));
    } catch {
      // Private mode: the dismissal lasts until the page reloads.
    }
  }

  async function act(notice: TrainingNotice, action: NoticeAction) {
    const training = info.data?.find((t) => t.id === notice.trainingID);
    setBusy(`${notice.key}:${action}`);
    try {
      if (action === 'register') navigate(`/trainer-led/register-staff/${notice.trainingID}`);
      else if (action === 'feedback') navigate(`/trainer-led/trainer-feedback/${notice.trainingID}`);
      else if (action === 'join') await joinTraining(training?.trainingOnlineMeetings, navigate);
      else if (
        me &&
        (await answerInvitation(notice.trainingID, me.id, action === 'accept' ? 'ACCEPTED' : 'DECLINED'))
      ) {
        dismiss(notice.key);
        await invalidateCalls(client);
      }
    } finally {
      setBusy(null);
    }
  }

  // The meeting screen itself needs no banner over it.
  if (notices.length === 0 || pathname.startsWith('/trainer-led/join/')) return null;
  const trainings = new Set(notices.map((n) => n.trainingID)).size;
  return (
    // In the shell's banner stack (the page's flow): one line, then 60 px notices 70 px apart, never over a field.
    <div aria-live="polite" style={{ display: 'flex', flexDirection: 'column', gap: BANNER_OFFSET_PX - 60 }}>
      <Group
        gap="xs"
        wrap="nowrap"
        justify="space-between"
        px="xs"
        py={4}
        data-testid="training-notices-summary"
        style={{
          borderLeft: '4px solid var(--mantine-color-indigo-6)',
          background: 'var(--mantine-color-indigo-0)',
          borderRadius: 'var(--mantine-radius-sm)',
        }}
      >
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBellRinging size={16} color="var(--mantine-color-indigo-6)" style={{ flex: 'none' }} />
          <Text size="sm" truncate>
            {t('trainingNotices.summary', { count: trainings })}
          </Text>
        </Group>
        <Button
          size="compact-sm"
          variant="subtle"
          color="indigo"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          data-testid="training-notices-toggle"
          style={{ flex: 'none' }}
        >
          {t(open ? 'trainingNotices.hide' : 'trainingNotices.view')}
        </Button>
      </Group>
      {open &&
        notices.map((notice) => (
          <Paper
            key={notice.key}
            role="status"
            shadow="md"
            radius="md"
            withBorder
            p="xs"
            data-testid={`training-notice-${notice.kind}`}
            data-training={notice.trainingID}
            style={{
              minHeight: 60,
              borderLeft: '4px solid var(--mantine-color-indigo-6)',
            }}
          >
            {/* On a phone the actions go under the words, so neither is cut. */}
            <Group gap="xs" align="center" justify="flex-end">
              <Group gap="xs" wrap="nowrap" align="center" style={{ flex: '1 1 240px', minWidth: 0 }}>
                <IconBellRinging size={20} color="var(--mantine-color-indigo-6)" style={{ flex: 'none' }} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" fw={700}>
                    {t(`trainingNotices.${notice.kind}`, { time: notice.time, date: notice.date })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {notice.title}
                  </Text>
                </div>
              </Group>
              <Group gap="xs" wrap="nowrap" style={{ flex: 'none' }}>
                {notice.actions.map((action) => (
                  <Button
                    key={action}
                    size="compact-sm"
                    variant={action === 'reject' ? 'default' : 'filled'}
                    color={action === 'reject' ? 'gray' : 'indigo'}
                    loading={busy === `${notice.key}:${action}`}
                    onClick={() => act(notice, action)}
                    data-testid={`notice-${action}`}
                  >
                    {t(LABELS[action])}
                  </Button>
                ))}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('trainingNotices.dismiss')}
                  onClick={() => dismiss(notice.key)}
                  data-testid="notice-dismiss"
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
    </div>
  );
}
