import { Alert, Anchor, Button, Card, Group, Menu, Modal, Stack, Text, Title } from '@mantine/core';
import { enumLabel } from '@portal/core';
import { IconDots, IconVideo } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { RecordOf } from '@portal/core';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  invalidateResources,
  LoadError,
  notify,
  useAccess,
  useCall,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TRAINING_MODULES as M } from '../../shared/constants.ts';
import { clockMinutes } from '../../shared/schedule.ts';
import { mayJoin, startRefusal } from '../../shared/joining.ts';
import { KeepMoments, StatusBadge, when } from './bits.tsx';
import { joinTraining } from './join.ts';
import * as C from '../../shared/contracts.ts';
import { trainingShape } from '../../shared/resources.ts';
import { TitleCell } from './MyTrainings.tsx';

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

export function AllTrainings() {
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
