import { Anchor, Button, Card, Group, Menu, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { enumLabel } from '@portal/core';
import { IconChartBar, IconDots, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointAnswer } from '@portal/core';
import {
  PageHeader,
  call,
  HiddenTh,
  LoadError,
  EmptyState,
  notify,
  readJson,
  errorMessage,
  useAccess,
  useResourceRows,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TRAINING_MODULES as M } from '../../shared/constants.ts';
import { clockMinutes, hasStarted, isJoinOpen } from '../../shared/schedule.ts';
import { ResponseBadge, StatusBadge, when } from '../components/bits.tsx';
import { answerInvitation, joinTraining } from '../components/join.ts';
import * as C from '../../shared/contracts.ts';

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

function MyTrainings({ hideWhenEmpty }: { hideWhenEmpty: boolean }) {
  const me = readJson<{ id: number }>('me');
  const navigate = useNavigate();
  const client = useQueryClient();
  const mine = useQuery({
    queryKey: ['training', 'my'],
    queryFn: () => call(C.myTrainings),
  });
  const [busy, setBusy] = useState<string | null>(null);
  if (mine.error) return <LoadError error={mine.error} onRetry={() => mine.refetch()} />;
  const rows = mine.data?.rows ?? [];
  if (hideWhenEmpty && rows.length === 0) return null;
  const now = clockMinutes(new Date());

  async function run(key: string, fn: () => Promise<unknown>) {
    setBusy(key);
    try {
      await fn();
      await client.invalidateQueries({ queryKey: ['training'] });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        My trainings
      </Title>
      {rows.length === 0 ? (
        <EmptyState title="No trainings yet" message="Trainings you are invited to appear here." />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" data-testid="my-trainings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Training</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Invitation</Table.Th>
                <Table.Th>Status</Table.Th>
                <HiddenTh />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>
                    <Text fw={600}>{t.title}</Text>
                    <Text size="xs" c="dimmed">
                      {t.mode === 'OFFLINE' ? t.venue : 'Online'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{when(t)}</Table.Td>
                  <Table.Td>
                    <ResponseBadge response={t.response} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={t.status} />
                  </Table.Td>
                  <Table.Td>
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
                      {t.response !== 'DECLINED' &&
                        t.status !== 'CANCELLED' &&
                        t.mode === 'ONLINE' &&
                        isJoinOpen(t, now, 15) && (
                          <Button
                            size="compact-sm"
                            color="green"
                            loading={busy === `j${t.id}`}
                            onClick={() =>
                              run(`j${t.id}`, () => joinTraining(t.meetingID ? [{ id: t.meetingID }] : [], navigate))
                            }
                          >
                            Join Meeting
                          </Button>
                        )}
                      {t.response !== 'DECLINED' &&
                        !t.feedbackGiven &&
                        t.status !== 'CANCELLED' &&
                        hasStarted(t, now) && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            component={Link}
                            to={`/trainer-led/trainer-feedback/${t.id}`}
                          >
                            Share Feedback
                          </Button>
                        )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function OpenTrainings() {
  const open = useQuery({
    queryKey: ['training', 'open'],
    queryFn: () => call(C.openTrainings),
  });
  if (open.error) return <LoadError error={open.error} onRetry={() => open.refetch()} />;
  const rows = open.data?.rows ?? [];
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        Trainings open for registration
      </Title>
      {rows.length === 0 ? (
        <EmptyState title="Nothing open" message="Trainings for your centre's staff appear here." />
      ) : (
        <Table verticalSpacing="sm" data-testid="open-trainings">
          <Table.Tbody>
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Text fw={600}>{t.title}</Text>
                  <Text size="xs" c="dimmed">
                    {when(t)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {t.registered} / {t.capacity} registered
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={t.status} />
                </Table.Td>
                <Table.Td ta="right">
                  <Button size="compact-sm" component={Link} to={`/trainer-led/register-staff/${t.id}`}>
                    Register staff
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** A training as the list answers it: the list's columns of the stored training. */
type TrainingRow = Pick<
  EndpointAnswer<typeof C.getTraining>,
  'id' | 'title' | 'mode' | 'fromDate' | 'toDate' | 'fromTime' | 'toTime' | 'capacity' | 'status'
>;

const statusChanges = { start: C.startTraining, complete: C.completeTraining, cancel: C.cancelTraining };

function AllTrainings() {
  const access = useAccess();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useResourceRows('trainings', { page, pageSize: 20 });
  if (list.error) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  const rows = (list.data?.rows ?? []) as unknown as TrainingRow[];
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / 20));

  async function command(id: number, name: keyof typeof statusChanges) {
    try {
      await call(statusChanges[name], { params: { id } });
      await client.invalidateQueries({ queryKey: ['list', 'trainings'] });
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right' });
    }
  }

  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        All trainings
      </Title>
      {rows.length === 0 ? (
        <EmptyState title="No trainings" message="Create a training to invite teachers." />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="all-trainings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Training</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Capacity</Table.Th>
                <Table.Th>Status</Table.Th>
                <HiddenTh />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/trainer-led/registration-details/${t.id}`} fw={600}>
                      {t.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {enumLabel(t.mode)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{when(t)}</Table.Td>
                  <Table.Td>{t.capacity}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={t.status} />
                  </Table.Td>
                  <Table.Td ta="right">
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
                          <Menu.Item onClick={() => command(t.id, 'start')}>Start</Menu.Item>
                        )}
                        {access.canWrite(M.TRAINER_LED_CREATE) &&
                          (t.status === 'ACTIVE' || t.status === 'IN PROGRESS') && (
                            <>
                              <Menu.Item onClick={() => command(t.id, 'complete')}>Complete</Menu.Item>
                              <Menu.Item
                                color="red"
                                onClick={() =>
                                  window.confirm('Cancel this training for every invited teacher?') &&
                                  command(t.id, 'cancel')
                                }
                              >
                                Cancel
                              </Menu.Item>
                            </>
                          )}
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && <Pagination mt="md" value={page} onChange={setPage} total={pages} />}
    </Card>
  );
}
