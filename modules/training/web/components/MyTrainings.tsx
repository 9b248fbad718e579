import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointAnswer } from '@portal/core';
import { DataTable, invalidateCalls, LoadError, readJson, useCall, type DataColumn } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { clockMinutes, hasStarted } from '../../shared/schedule.ts';
import { mayJoin } from '../../shared/joining.ts';
import { KeepMoments, ResponseBadge, StatusBadge, when } from './bits.tsx';
import { answerInvitation, joinTraining } from './join.ts';
import * as C from '../../shared/contracts.ts';

type MyTraining = EndpointAnswer<typeof C.myTrainings>['rows'][number];
type OpenTraining = EndpointAnswer<typeof C.openTrainings>['rows'][number];

/** A training's title over a dimmed detail line (where, when or how it runs). */
export function TitleCell({ title, detail }: { title: ReactNode; detail: ReactNode }) {
  return (
    <>
      {typeof title === 'string' ? <Text fw={600}>{title}</Text> : title}
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </>
  );
}

const myColumns: DataColumn<MyTraining>[] = [
  {
    id: 'title',
    header: 'Training',
    primary: true,
    cell: (t) => <TitleCell title={t.title} detail={t.mode === 'OFFLINE' ? t.venue : 'Online'} />,
  },
  { id: 'when', header: 'When', cell: (t) => <KeepMoments text={when(t)} /> },
  { id: 'response', header: 'Invitation', cell: (t) => <ResponseBadge response={t.response} /> },
  { id: 'status', header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
];

/** Open trainings read as lines under the card's title: the headings are for screen readers only. */
const openColumns: DataColumn<OpenTraining>[] = [
  {
    id: 'title',
    header: 'Training',
    hiddenHeader: true,
    primary: true,
    cell: (t) => <TitleCell title={t.title} detail={<KeepMoments text={when(t)} />} />,
  },
  { id: 'seats', header: 'Registered', hiddenHeader: true, cell: (t) => `${t.registered} / ${t.capacity} registered` },
  { id: 'status', header: 'Status', hiddenHeader: true, cell: (t) => <StatusBadge status={t.status} /> },
];

export function MyTrainings({ hideWhenEmpty }: { hideWhenEmpty: boolean }) {
  const me = readJson<{ id: number }>('me');
  const navigate = useNavigate();
  const client = useQueryClient();
  const mine = useCall(C.myTrainings);
  const [busy, setBusy] = useState<string | null>(null);
  if (mine.error) return <LoadError error={mine.error} onRetry={() => mine.refetch()} />;
  if (hideWhenEmpty && !mine.data?.rows.length) return null;
  const now = clockMinutes(new Date());

  async function run(key: string, fn: () => Promise<unknown>) {
    setBusy(key);
    try {
      await fn();
      await invalidateCalls(client);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        My trainings
      </Title>
      <DataTable
        card={false}
        data={mine.data?.rows}
        columns={myColumns}
        rowId={(t) => String(t.id)}
        rowActions={(t) => (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            {t.status !== 'CANCELLED' && t.status !== 'COMPLETED' && t.response !== 'ACCEPTED' && me && (
              <Button
                size="compact-sm"
                loading={busy === `a${t.id}`}
                onClick={() => run(`a${t.id}`, () => answerInvitation(t.id, me.id, 'ACCEPTED'))}
              >
                Accept
              </Button>
            )}
            {t.status !== 'CANCELLED' && t.status !== 'COMPLETED' && t.response !== 'DECLINED' && me && (
              <Button
                size="compact-sm"
                variant="default"
                loading={busy === `d${t.id}`}
                onClick={() => run(`d${t.id}`, () => answerInvitation(t.id, me.id, 'DECLINED'))}
              >
                Decline
              </Button>
            )}
            {t.mode === 'ONLINE' &&
              t.meetingID !== null &&
              mayJoin(t, { isTrainer: false, response: t.response }, now) && (
                <Button
                  size="compact-sm"
                  color="green"
                  leftSection={<IconVideo size={14} />}
                  loading={busy === `j${t.id}`}
                  data-testid="join-meeting"
                  onClick={() =>
                    run(`j${t.id}`, () => joinTraining(t.meetingID ? [{ id: t.meetingID }] : [], navigate))
                  }
                >
                  Join Meeting
                </Button>
              )}
            {t.response !== 'DECLINED' && !t.feedbackGiven && t.status !== 'CANCELLED' && hasStarted(t, now) && (
              <Button size="compact-sm" variant="light" component={Link} to={`/trainer-led/trainer-feedback/${t.id}`}>
                Share Feedback
              </Button>
            )}
          </Group>
        )}
        empty={{ title: 'No trainings yet', message: 'Trainings you are invited to appear here.' }}
        testId="my-trainings"
        minWidth={720}
      />
    </Card>
  );
}

export function OpenTrainings() {
  const open = useCall(C.openTrainings);
  if (open.error) return <LoadError error={open.error} onRetry={() => open.refetch()} />;
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        Trainings open for registration
      </Title>
      <DataTable
        card={false}
        data={open.data?.rows}
        columns={openColumns}
        rowId={(t) => String(t.id)}
        rowActions={(t) => (
          <Button size="compact-sm" component={Link} to={`/trainer-led/register-staff/${t.id}`}>
            Register staff
          </Button>
        )}
        empty={{ title: 'Nothing open', message: "Trainings for your centre's staff appear here." }}
        testId="open-trainings"
      />
    </Card>
  );
}
