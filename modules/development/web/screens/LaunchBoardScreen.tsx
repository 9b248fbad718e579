import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { formatDate, isOneOf } from '@portal/core';
import {
  actionMark,
  ApiError,
  call,
  DateField,
  downloadStoredFile,
  errorMessage,
  FileUploadInput,
  IfAllowed,
  LoadError,
  notify,
  PageHeader,
  parseId,
  useAccess,
  useCall,
  useMessages,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LAUNCH_STATUSES, type LaunchStatus } from '../../shared/constants.ts';
import * as L from '../../shared/launch.ts';
import { developmentMessages } from '../messages/index.ts';

const STATUS_COLOURS: Record<LaunchStatus, string> = { TODO: 'gray', IN_PROGRESS: 'blue', DONE: 'green' };

/**
 * /development/launch (a centre owner's own centre) and /development/launches/:franchiseeId (head office): the
 * launch plan's tasks grouped by status, overdue ones marked, each updated where the reader may.
 */
export default function LaunchBoardScreen() {
  const t = useMessages(developmentMessages);
  const franchiseeId = parseId(useParams().franchiseeId) ?? undefined;
  const board = useCall(
    L.centreLaunch,
    { query: { franchiseeId } },
    {
      retry: false,
    },
  );
  const b = board.data;
  const refresh = () => void board.refetch();
  const notFound = board.error instanceof ApiError && board.error.statusCode === 404;
  // Head office without a centre chosen: the network's board lists the centres in launch.
  const noCentre = board.error instanceof ApiError && board.error.statusCode === 400;
  return (
    <>
      <PageHeader
        title={b ? t('launch.title', { centre: b.centreName }) : t('launch.centreLaunch')}
        crumbs={
          franchiseeId
            ? [
                { label: t('launch.centreLaunches'), to: '/development/launches' },
                { label: b?.centreName ?? t('launch.crumb') },
              ]
            : undefined
        }
        subtitle={b ? t('launch.openingOn', { date: formatDate(b.openingDate) }) : undefined}
      />
      {noCentre ? (
        <Alert color="blue" data-testid="no-centre">
          {t('launch.chooseBefore')}{' '}
          <Anchor component={Link} to="/development/launches">
            {t('launch.centreLaunches')}
          </Anchor>
          {t('launch.chooseAfter')}
        </Alert>
      ) : notFound ? (
        <Alert color="blue" data-testid="no-launch">
          {t('launch.noPlan')}
        </Alert>
      ) : (
        board.error && <LoadError error={board.error} onRetry={refresh} />
      )}
      {b && (
        <Stack gap="md">
          <Card withBorder radius="md">
            <Group justify="space-between" wrap="wrap" align="flex-end">
              <Stack gap={4} miw={220}>
                <Text size="sm" data-testid="launch-progress">
                  {t('launch.progress', { done: b.done, total: b.total })}
                </Text>
                <Progress value={b.total ? (b.done * 100) / b.total : 0} aria-label={t('launch.progressLabel')} />
                {b.overdue > 0 && (
                  <Text size="sm" c="red.9" data-testid="launch-overdue">
                    {t('launch.overdueCount', { count: b.overdue })}
                  </Text>
                )}
              </Stack>
              <IfAllowed endpoint={L.moveOpeningDay}>
                <MoveOpeningDay franchiseeId={b.franchiseeId} current={b.openingDate} onDone={refresh} />
              </IfAllowed>
            </Group>
          </Card>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {LAUNCH_STATUSES.map((status) => {
              const tasks = b.tasks.filter((task) => task.status === status);
              return (
                <Stack key={status} gap="sm" data-testid={`launch-column-${status}`}>
                  <Title order={4}>
                    {t('launch.column', { status: t('launchStatus', { status }), count: tasks.length })}
                  </Title>
                  {tasks.map((task) => (
                    <TaskCard key={task.id} task={task} onDone={refresh} />
                  ))}
                  {!tasks.length && (
                    <Text size="sm" c="dimmed">
                      {t('launch.none')}
                    </Text>
                  )}
                </Stack>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}

function MoveOpeningDay({ franchiseeId, current, onDone }: { franchiseeId: number; current: string; onDone(): void }) {
  const t = useMessages(developmentMessages);
  const [openingDate, setOpeningDate] = useState(current);
  const [busy, setBusy] = useState(false);
  async function move() {
    setBusy(true);
    try {
      await call(L.moveOpeningDay, { body: { franchiseeId, openingDate } });
      notify({ color: 'green', message: t('launch.moved') });
      onDone();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <DateField label={t('launch.openingDay')} value={openingDate} onChange={setOpeningDate} w={180} />
      <Button
        variant="light"
        loading={busy}
        disabled={!openingDate || openingDate === current}
        onClick={() => void move()}
        data-testid="move-opening-day"
        {...actionMark(L.moveOpeningDay)}
      >
        {t('launch.move')}
      </Button>
    </Group>
  );
}

function TaskCard({ task, onDone }: { task: L.LaunchTask; onDone(): void }) {
  const t = useMessages(developmentMessages);
  const mayCall = useAccess().allows(L.updateLaunchTask);
  const [status, setStatus] = useState<LaunchStatus>(task.status);
  const [note, setNote] = useState(task.note ?? '');
  const [fileId, setFileId] = useState(task.fileId ?? '');
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      await call(L.updateLaunchTask, {
        params: { id: task.id },
        body: { status, note: note || null, fileId: fileId || null },
      });
      notify({ color: 'green', message: t('launch.saved', { task: task.title }) });
      onDone();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card withBorder radius="md" p="sm" data-testid={`launch-task-${task.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {task.title}
          </Text>
          <Badge color={STATUS_COLOURS[task.status]} variant="light">
            {t('launchStatus', { status: task.status })}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="gray">
            {t('launchSide', { side: task.ownerSide })}
          </Badge>
          {task.overdue && (
            <Badge color="red" data-testid="overdue">
              {t('launch.overdue')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c={task.overdue ? 'red.9' : 'dimmed'}>
          {task.doneOn
            ? t('launch.datesDone', {
                start: formatDate(task.startDate),
                due: formatDate(task.dueDate),
                done: formatDate(task.doneOn),
              })
            : t('launch.dates', { start: formatDate(task.startDate), due: formatDate(task.dueDate) })}
        </Text>
        {task.note && !task.mayUpdate && <Text size="sm">{task.note}</Text>}
        {task.fileId && (
          <Anchor
            size="sm"
            component="button"
            type="button"
            onClick={() => void downloadStoredFile(task.fileId!, `${task.title}.pdf`)}
          >
            {t('launch.document')}
          </Anchor>
        )}
        {task.mayUpdate && mayCall && (
          <Stack gap={6}>
            <Select
              label={t('launch.status')}
              data={LAUNCH_STATUSES.map((value) => ({ value, label: t('launchStatus', { status: value }) }))}
              value={status}
              onChange={(v) => isOneOf(LAUNCH_STATUSES, v) && setStatus(v)}
              allowDeselect={false}
              data-testid={`task-status-${task.id}`}
            />
            <Textarea
              label={t('launch.note')}
              autosize
              minRows={1}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <FileUploadInput label={t('launch.document')} value={fileId} onChange={setFileId} />
            <div>
              <Button
                size="xs"
                loading={busy}
                onClick={() => void save()}
                data-testid={`save-task-${task.id}`}
                {...actionMark(L.updateLaunchTask)}
              >
                {t('launch.save')}
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
