import { Alert, Anchor, Button, Card, Group, Menu, Modal, Stack, Text, Title } from '@mantine/core';
import { enumLabel } from '@portal/core';
import { IconChartBar, IconDots, IconPlus, IconVideo } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { EndpointAnswer, RecordOf } from '@portal/core';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  invalidateResources,
  LoadError,
  notify,
  PageHeader,
  readJson,
  useAccess,
  useCall,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { TRAINING_MODULES as M } from '../../shared/constants.ts';
import { clockMinutes, hasStarted } from '../../shared/schedule.ts';
import { mayJoin, startRefusal } from '../../shared/joining.ts';
import { KeepMoments, ResponseBadge, StatusBadge, when } from '../components/bits.tsx';
import { answerInvitation, joinTraining } from '../components/join.ts';
import * as C from '../../shared/contracts.ts';
import { trainingShape } from '../../shared/resources.ts';

/** trainer-led and trainer-led/all-trainings: what each kind of user does with trainings. */
export default function TrainingsScreen({ all = false }: { all?: boolean }) {
  const access = useAccess();
  const organiser = access.canRead(M.TRAINER_LED_CREATE);
  const registers = access.canRead(M.REGISTRATION);
  const reports = access.canRead(M.TRAINER_LED_REPORT);
  return (
    <>
      <PageHeader
        title={all ? 'All trainings' : 'Trainer-led training'}
        crumbs={[{ label: 'Home', to: '/profile/dashboard' }, { label: 'Trainer-led training' }]}
        actions={
          <Group gap="xs">
            {reports && (
              <Button
                component={Link}
                to="/trainer-led/trainer-feedback-report"
                variant="default"
                leftSection={<IconChartBar size={16} />}
              >
                Report
              </Button>
            )}
            {organiser && access.canWrite(M.TRAINER_LED_CREATE) && (
              <Button
                component={Link}
                to="/trainer-led/new-training"
                leftSection={<IconPlus size={16} />}
                data-testid="new-training"
              >
                New training
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="xl">
        {!all && access.canRead(M.TEACHER_TRAINING) && <MyTrainings hideWhenEmpty={organiser || registers} />}
        {!all && registers && !organiser && <OpenTrainings />}
        {(all || organiser) && <AllTrainings />}
      </Stack>
    </>
  );
}

type MyTraining = EndpointAnswer<typeof C.myTrainings>['rows'][number];
type OpenTraining = EndpointAnswer<typeof C.openTrainings>['rows'][number];

/** A training's title over a dimmed detail line (where, when or how it runs). */
function TitleCell({ title, detail }: { title: ReactNode; detail: ReactNode }) {
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

function MyTrainings({ hideWhenEmpty }: { hideWhenEmpty: boolean }) {
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

function OpenTrainings() {
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

/** A training as the list answers it (its status, a read-only field, is typed as possibly missing). */
type TrainingRow = RecordOf<typeof trainingShape>;

const PAGE = 20;

const allColumns: DataColumn<TrainingRow>[] = [
  {
    id: 'title',
    header: 'Training',
    primary: true,
    cell: (t) => (
      <TitleCell
        title={
          <Anchor component={Link} to={`/trainer-led/registration-details/${t.id}`} fw={600}>
            {t.title}
          </Anchor>
        }
        detail={enumLabel(t.mode)}
      />
    ),
  },
  { id: 'when', header: 'When', cell: (t) => <KeepMoments text={when(t)} /> },
  { id: 'capacity', header: 'Capacity' },
  { id: 'status', header: 'Status', cell: (t) => <StatusBadge status={t.status ?? ''} /> },
];

const statusChanges = { start: C.startTraining, complete: C.completeTraining, cancel: C.cancelTraining };

function AllTrainings() {
  const access = useAccess();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [starting, setStarting] = useState<TrainingRow | null>(null);
  const list = useResourceRows(trainingShape, { page, pageSize: PAGE });
  // The trainings around today that the viewer trains: their rows offer Join while the meeting is open.
  const around = useCall(
    C.meetingInfo,
    {},
    {
      enabled: access.canRead(M.TEACHER_TRAINING),
      staleTime: 60_000,
    },
  );
  if (list.error) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  const rows = list.data?.rows ?? [];
  const now = clockMinutes(new Date());
  const trained = (id: number) => around.data?.find((i) => i.id === id && i.isTrainer);

  async function command(id: number, name: keyof typeof statusChanges) {
    try {
      await call(statusChanges[name], { params: { id } });
      await invalidateResources(client, trainingShape);
      await invalidateCalls(client);
      return true;
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right' });
      return false;
    }
  }

  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        All trainings
      </Title>
      <DataTable
        card={false}
        data={list.data && rows}
        columns={allColumns}
        rowId={(t) => String(t.id)}
        rowActions={(t) => {
          const mine = trained(t.id);
          const joinable =
            mine && mine.trainingOnlineMeetings.length > 0 && mayJoin(mine, { isTrainer: true, response: null }, now);
          return (
            <Group gap={6} justify="flex-end" wrap="nowrap">
              {joinable && (
                <Button
                  size="compact-sm"
                  color="green"
                  leftSection={<IconVideo size={14} />}
                  onClick={() => joinTraining(mine.trainingOnlineMeetings, navigate)}
                  data-testid="join-meeting"
                >
                  Join Meeting
                </Button>
              )}
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    size="compact-sm"
                    variant="default"
                    rightSection={<IconDots size={14} />}
                    aria-label={`Actions for ${t.title}`}
                  >
                    Actions
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {t.status === 'ACTIVE' && access.canWrite(M.TRAINER_LED_CREATE) && (
                    <Menu.Item component={Link} to={`/trainer-led/edit-training/${t.id}`}>
                      Edit
                    </Menu.Item>
                  )}
                  <Menu.Item component={Link} to={`/trainer-led/registration-details/${t.id}`}>
                    Registrations
                  </Menu.Item>
                  {access.canRead(M.REGISTRATION) && (
                    <Menu.Item component={Link} to={`/trainer-led/register-staff/${t.id}`}>
                      Register staff
                    </Menu.Item>
                  )}
                  {access.canRead(M.TRAINER_LED_ATTENDANCE) && (
                    <Menu.Item component={Link} to={`/trainer-led/mark-attendance/${t.id}`}>
                      Mark attendance
                    </Menu.Item>
                  )}
                  {access.canWrite(M.TRAINER_LED_CREATE) && t.status === 'ACTIVE' && (
                    <Menu.Item onClick={() => setStarting(t)} data-testid="start-training">
                      Start
                    </Menu.Item>
                  )}
                  {access.canWrite(M.TRAINER_LED_CREATE) && (t.status === 'ACTIVE' || t.status === 'IN PROGRESS') && (
                    <>
                      <Menu.Item onClick={() => command(t.id, 'complete')}>Complete</Menu.Item>
                      <Menu.Item
                        color="red"
                        onClick={() =>
                          window.confirm('Cancel this training for every invited teacher?') && command(t.id, 'cancel')
                        }
                      >
                        Cancel
                      </Menu.Item>
                    </>
                  )}
                </Menu.Dropdown>
              </Menu>
            </Group>
          );
        }}
        paging={{ page, pageSize: PAGE, total: list.data?.count ?? 0, onPageChange: setPage }}
        empty={{ title: 'No trainings', message: 'Create a training to invite teachers.' }}
        testId="all-trainings"
        minWidth={760}
      />
      <StartDialog
        training={starting}
        onClose={() => setStarting(null)}
        onStart={async (t) => {
          if (await command(t.id, 'start')) setStarting(null);
        }}
      />
    </Card>
  );
}

/** Start asks first, and says why when the training is not due to start yet (the server refuses it too). */
function StartDialog({
  training,
  onClose,
  onStart,
}: {
  training: TrainingRow | null;
  onClose: () => void;
  onStart: (t: TrainingRow) => Promise<void>;
}) {
  const [running, setRunning] = useState(false);
  const refusal = training && startRefusal({ ...training, status: training.status ?? '' }, clockMinutes(new Date()));
  return (
    <Modal opened={training !== null} onClose={onClose} title="Start training" centered>
      {training && (
        <Stack>
          <Text size="sm">
            <KeepMoments text={`Start ‘${training.title}’ (${when(training)}) now? Its status becomes In progress.`} />
          </Text>
          {refusal && (
            <Alert color="orange" data-testid="start-refused">
              <KeepMoments text={refusal} />
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={running}>
              Close
            </Button>
            <Button
              disabled={Boolean(refusal)}
              loading={running}
              data-testid="confirm-start"
              onClick={async () => {
                setRunning(true);
                try {
                  await onStart(training);
                } finally {
                  setRunning(false);
                }
              }}
            >
              Start
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
