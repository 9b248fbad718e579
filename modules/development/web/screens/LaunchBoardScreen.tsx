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
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
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
} from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  labelled,
  LAUNCH_SIDE_LABELS,
  LAUNCH_STATUS_LABELS,
  LAUNCH_STATUSES,
  type LaunchStatus,
} from '../../shared/constants.ts';
import * as L from '../../shared/launch.ts';

const STATUS_COLOURS: Record<LaunchStatus, string> = { TODO: 'gray', IN_PROGRESS: 'blue', DONE: 'green' };

/**
 * /development/launch (a centre owner's own centre) and /development/launches/:franchiseeId (head office): the
 * launch plan's tasks grouped by status, overdue ones marked, each updated where the reader may.
 */
export default function LaunchBoardScreen() {
  const franchiseeId = parseId(useParams().franchiseeId) ?? undefined;
  const board = useQuery({
    queryKey: ['development-launch', franchiseeId ?? 'own'],
    queryFn: () => call(L.centreLaunch, { query: { franchiseeId } }),
    retry: false,
  });
  const b = board.data;
  const refresh = () => void board.refetch();
  const notFound = board.error instanceof ApiError && board.error.statusCode === 404;
  // Head office without a centre chosen: the network's board lists the centres in launch.
  const noCentre = board.error instanceof ApiError && board.error.statusCode === 400;
  return (
    <>
      <PageHeader
        title={b ? `Launch of ${b.centreName}` : 'Centre launch'}
        crumbs={
          franchiseeId
            ? [{ label: 'Centre launches', to: '/development/launches' }, { label: b?.centreName ?? 'Launch' }]
            : undefined
        }
        subtitle={b ? `Opening day ${formatDate(b.openingDate)}` : undefined}
      />
      {noCentre ? (
        <Alert color="blue" data-testid="no-centre">
          Choose a centre in launch from{' '}
          <Anchor component={Link} to="/development/launches">
            Centre launches
          </Anchor>
          .
        </Alert>
      ) : notFound ? (
        <Alert color="blue" data-testid="no-launch">
          This centre has no launch plan: head office makes one when it converts a signed franchisee.
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
                  {b.done} of {b.total} tasks done
                </Text>
                <Progress value={b.total ? (b.done * 100) / b.total : 0} aria-label="Share of tasks done" />
                {b.overdue > 0 && (
                  <Text size="sm" c="red.9" data-testid="launch-overdue">
                    {b.overdue === 1 ? '1 task overdue' : `${b.overdue} tasks overdue`}
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
              const tasks = b.tasks.filter((t) => t.status === status);
              return (
                <Stack key={status} gap="sm" data-testid={`launch-column-${status}`}>
                  <Title order={4}>
                    {LAUNCH_STATUS_LABELS[status]} ({tasks.length})
                  </Title>
                  {tasks.map((task) => (
                    <TaskCard key={task.id} task={task} onDone={refresh} />
                  ))}
                  {!tasks.length && (
                    <Text size="sm" c="dimmed">
                      None
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
  const [openingDate, setOpeningDate] = useState(current);
  const [busy, setBusy] = useState(false);
  async function move() {
    setBusy(true);
    try {
      await call(L.moveOpeningDay, { body: { franchiseeId, openingDate } });
      notify({ color: 'green', message: 'Opening day moved: the tasks not done are dated again' });
      onDone();
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <DateField label="Opening day" value={openingDate} onChange={setOpeningDate} w={180} />
      <Button
        variant="light"
        loading={busy}
        disabled={!openingDate || openingDate === current}
        onClick={() => void move()}
        data-testid="move-opening-day"
        {...actionMark(L.moveOpeningDay)}
      >
        Move the opening day
      </Button>
    </Group>
  );
}

function TaskCard({ task, onDone }: { task: L.LaunchTask; onDone(): void }) {
  const mayCall = useAccess().allows(L.updateLaunchTask);
  const [status, setStatus] = useState<string | null>(task.status);
  const [note, setNote] = useState(task.note ?? '');
  const [fileId, setFileId] = useState(task.fileId ?? '');
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      await call(L.updateLaunchTask, {
        params: { id: task.id },
        body: { status: status as LaunchStatus, note: note || null, fileId: fileId || null },
      });
      notify({ color: 'green', message: `${task.title}: saved` });
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
            {LAUNCH_STATUS_LABELS[task.status]}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Badge variant="outline" color="gray">
            {LAUNCH_SIDE_LABELS[task.ownerSide]}
          </Badge>
          {task.overdue && (
            <Badge color="red" data-testid="overdue">
              Overdue
            </Badge>
          )}
        </Group>
        <Text size="xs" c={task.overdue ? 'red.9' : 'dimmed'}>
          {formatDate(task.startDate)} to {formatDate(task.dueDate)}
          {task.doneOn ? ` · done ${formatDate(task.doneOn)}` : ''}
        </Text>
        {task.note && !task.mayUpdate && <Text size="sm">{task.note}</Text>}
        {task.fileId && (
          <Anchor
            size="sm"
            component="button"
            type="button"
            onClick={() => void downloadStoredFile(task.fileId!, `${task.title}.pdf`)}
          >
            Document
          </Anchor>
        )}
        {task.mayUpdate && mayCall && (
          <Stack gap={6}>
            <Select
              label="Status"
              data={labelled(LAUNCH_STATUSES, LAUNCH_STATUS_LABELS)}
              value={status}
              onChange={setStatus}
              allowDeselect={false}
              data-testid={`task-status-${task.id}`}
            />
            <Textarea label="Note" autosize minRows={1} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <FileUploadInput label="Document" value={fileId} onChange={setFileId} />
            <div>
              <Button
                size="xs"
                loading={busy}
                onClick={() => void save()}
                data-testid={`save-task-${task.id}`}
                {...actionMark(L.updateLaunchTask)}
              >
                Save
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
