import { Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatTime } from '@portal/core';
import {
  clockMinutes,
  displayMoment,
  joinOpensAt,
  joinRefusal,
  meetingReference,
  respondToInvitation,
} from '@portal/mod-training/shared';
import { call, errorMessage, LoadError, notify, readJson, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { homeMessages } from '../messages/index.ts';
import { HomeCard, Line, Quiet } from './parts.tsx';

type Home = Awaited<ReturnType<typeof call<typeof C.getTeacherHome>>>;
type Training = Home['trainings'][number];

/** The teacher's home: each of their classes today, the work to review, invitations and quick actions. */
export default function TeacherHome() {
  const w = useMessages(homeMessages);
  const home = useCall(C.getTeacherHome, {});
  if (home.error) return <LoadError error={home.error} onRetry={() => home.refetch()} />;
  if (!home.data) return <Skeleton h={320} radius="md" />;
  const { day, classes, trainings, unreadMessages } = home.data;
  const actions = [
    { to: '/day/roster', label: w('teacher.roster') },
    { to: '/attendance/give-attendance', label: w('teacher.attendance') },
    { to: '/generaldiary/general-diary-list', label: w('teacher.diary') },
    { to: '/class/viewHomework', label: w('teacher.homework') },
  ];
  return (
    <Stack gap="md" data-testid="teacher-home">
      <div>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {w('teacher.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {formatDate(day)}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="teacher-actions">
        {actions.map((a) => (
          <Button key={a.to} component={Link} to={a.to} variant="light" size="md">
            {a.label}
          </Button>
        ))}
      </SimpleGrid>
      <Button component={Link} to="/messages/inbox" variant="default" size="md" data-testid="teacher-unread">
        {w('teacher.unread', { count: unreadMessages })}
      </Button>
      {classes.length === 0 && <Quiet>{w('teacher.noClass')}</Quiet>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {classes.map((c) => (
          <HomeCard key={c.name} title={c.name} to="/day/roster" more={w('teacher.roster')} testId="teacher-class">
            <Text size="sm" fw={600} mb={4} data-testid="teacher-checked-in">
              {w('teacher.checkedIn', { count: c.checkedIn, total: c.rows.length })}
            </Text>
            {c.rows.map((r) => (
              <Line
                key={r.studentAdmissionId}
                label={r.name}
                value={
                  r.outAt
                    ? w('teacher.gone')
                    : r.inAt
                      ? w('teacher.inAt', { time: formatTime(r.inAt) })
                      : w('teacher.notIn')
                }
              />
            ))}
            <Text size="sm" fw={600} mt="sm">
              {w('teacher.diaryToday')}
            </Text>
            {c.diaryToday.length === 0 ? (
              <Quiet>{w('teacher.noDiary')}</Quiet>
            ) : (
              c.diaryToday.map((d) => <Line key={d.id} label={d.title} />)
            )}
            <Text size="sm" fw={600} mt="sm">
              {w('teacher.homework')}
            </Text>
            {c.homework.length === 0 ? (
              <Quiet>{w('teacher.noHomework')}</Quiet>
            ) : (
              c.homework.map((h) => (
                <Line
                  key={h.id}
                  label={`${h.subject}: ${h.title} · ${w('teacher.dueOn', { date: formatDate(h.dueDate) })}`}
                  value={w('teacher.toReview', { count: h.toReview })}
                />
              ))
            )}
          </HomeCard>
        ))}
        <HomeCard title={w('teacher.trainings')} testId="teacher-trainings">
          {trainings.length === 0 ? (
            <Quiet>{w('teacher.noTrainings')}</Quiet>
          ) : (
            trainings.map((tr) => <Invitation key={tr.id} training={tr} onAnswered={() => home.refetch()} />)
          )}
        </HomeCard>
      </SimpleGrid>
    </Stack>
  );
}

/** One invitation: its date and place, Accept and Decline while unanswered, Join when it meets online. */
function Invitation({ training, onAnswered }: { training: Training; onAnswered: () => void }) {
  const w = useMessages(homeMessages);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const fail = (err: unknown) => notify({ color: 'red', message: errorMessage(err) || w('teacher.answerFailed') });
  const answer = async (response: 'ACCEPTED' | 'DECLINED') => {
    const me = readJson<{ id: number }>('me');
    if (!me) return;
    setBusy(true);
    try {
      await call(respondToInvitation, {
        params: { trainingID: training.id },
        body: { teacherUserID: me.id, response },
      });
      onAnswered();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const join = async () => {
    if (training.meetingID === null) return;
    try {
      const { referenceID } = await call(meetingReference, { query: { meetingID: training.meetingID } });
      navigate(`/trainer-led/join/${encodeURIComponent(referenceID)}`);
    } catch (err) {
      fail(err);
    }
  };
  // Join shows while the server lets the teacher in: accepted, from 15 minutes before a session to its end.
  const now = clockMinutes(new Date());
  const online = training.mode === 'ONLINE' && training.meetingID !== null;
  const refusal = joinRefusal(training, { isTrainer: false, response: training.response }, now);
  const when = [formatDate(training.fromDate), training.fromTime ? formatTime(training.fromTime) : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Stack gap={6} py={6} data-testid="teacher-invitation">
      <Line label={training.title} value={when} />
      {training.venue && <Quiet>{training.venue}</Quiet>}
      <Group gap="xs">
        {training.response === 'PENDING' ? (
          <>
            <Button size="sm" loading={busy} onClick={() => answer('ACCEPTED')}>
              {w('teacher.accept')}
            </Button>
            <Button size="sm" variant="default" loading={busy} onClick={() => answer('DECLINED')}>
              {w('teacher.decline')}
            </Button>
          </>
        ) : (
          <Badge variant="light" color={training.response === 'ACCEPTED' ? 'green' : 'gray'}>
            {training.response === 'ACCEPTED' ? w('teacher.accepted') : w('teacher.declined')}
          </Badge>
        )}
        {online && refusal === null && (
          <Button size="sm" color="green" onClick={join} data-testid="teacher-join">
            {w('teacher.join')}
          </Button>
        )}
        {online && refusal === 'early' && training.response === 'ACCEPTED' && (
          <Quiet>{w('teacher.joinOpens', { time: displayMoment(joinOpensAt(training, now)) })}</Quiet>
        )}
      </Group>
    </Stack>
  );
}
