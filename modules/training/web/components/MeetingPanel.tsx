import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { readJson, useCall } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { JOIN_LEAD_MINUTES } from '../../shared/constants.ts';
import { displayMoment, joinOpensAt, joinRefusal } from '../../shared/joining.ts';
import { clockMinutes, currentSession } from '../../shared/schedule.ts';
import * as C from '../../shared/contracts.ts';
import { joinTraining } from './join.ts';

/**
 * An online training's meeting on the training's own screens: when it opens, who may join, and Join Meeting for
 * the viewer when the server would let them in (a trainer, from 15 minutes before a session to its end).
 */
export function MeetingPanel({ trainingID }: { trainingID: number }) {
  const me = readJson<{ id: number }>('me');
  const navigate = useNavigate();
  const [now, setNow] = useState(() => clockMinutes(new Date()));
  useEffect(() => {
    const timer = setInterval(() => setNow(clockMinutes(new Date())), 15_000);
    return () => clearInterval(timer);
  }, []);
  const details = useCall(C.trainingDetails, { params: { id: trainingID } });
  const t = details.data;
  if (!t || t.mode !== 'ONLINE') return null;
  const isTrainer = Boolean(me && t.trainers.some((tr) => tr.trainerUserID === me.id));
  const refusal = joinRefusal(t, { isTrainer, response: null }, now);
  const meetingReady = t.trainingOnlineMeetings.length > 0;
  const session = currentSession(t, now);
  let state: string;
  if (t.status === 'CANCELLED') state = 'The training was cancelled: its meeting is closed.';
  else if (t.status === 'COMPLETED' || refusal === 'over') state = 'The training is over: its meeting is closed.';
  else if (refusal === 'early' || now < session.start - JOIN_LEAD_MINUTES)
    state =
      `The meeting opens at ${displayMoment(joinOpensAt(t, now))}, ` +
      `${JOIN_LEAD_MINUTES} minutes before the session, and closes at its end.`;
  else state = `The meeting is open until ${displayMoment(session.end)}.`;
  return (
    <Card withBorder radius="md" mb="md" data-testid="meeting-panel">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 260px' }}>
          <Group gap={6}>
            <IconVideo size={18} />
            <Text fw={600}>Online meeting</Text>
          </Group>
          <Text size="sm">{meetingReady ? state : 'The meeting room is being prepared.'}</Text>
          <Text size="xs" c="dimmed">
            The trainers and the invited teachers who accepted ({t.accepted} so far) join from the portal; each gets
            their own signed pass to the room.
          </Text>
        </Stack>
        {meetingReady && isTrainer && refusal === null && (
          <Button
            color="green"
            leftSection={<IconVideo size={16} />}
            onClick={() => joinTraining(t.trainingOnlineMeetings, navigate)}
            data-testid="join-meeting"
          >
            Join Meeting
          </Button>
        )}
      </Group>
    </Card>
  );
}
