import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { enumLabel, formatDateTime, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useAccess, useCall, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { LEARNING_MODULES as M } from '../../shared/constants.ts';
import * as V from '../../shared/media.ts';
import { CancelClassButton } from '../components/CancelClassButton.tsx';
import { ClassStatus } from '../components/ClassStatus.tsx';

type Invite = EndpointAnswer<typeof V.onlineClassDetail>['invites'][number];
type OnlineClass = EndpointAnswer<typeof V.onlineClassList>['rows'][number];

const inviteColumns: DataColumn<Invite>[] = [
  { id: 'name', header: 'Issued to', primary: true, sort: true },
  { id: 'role', header: 'As', cell: (i) => enumLabel(i.role) },
  {
    id: 'firstJoinedAt',
    header: 'First joined',
    sort: true,
    cell: (i) => (i.firstJoinedAt ? formatDateTime(i.firstJoinedAt) : 'Not joined'),
  },
  { id: 'joins', header: 'Joins', align: 'right', sort: true },
];

const classColumns: DataColumn<OnlineClass>[] = [
  {
    id: 'title',
    header: 'Title',
    primary: true,
    sort: true,
    cell: (r) => (
      <Text size="sm" fw={500}>
        {r.title}
      </Text>
    ),
  },
  { id: 'className', header: 'Class', cell: (r) => `${r.className ?? ''} ${r.section ?? ''}` },
  { id: 'centre', header: 'Centre', sort: true, hideOnPhone: true },
  { id: 'startsAt', header: 'Starts', sort: true, cell: (r) => (r.startsAt ? formatDateTime(r.startsAt) : '') },
  { id: 'endsAt', header: 'Ends', cell: (r) => (r.endsAt ? formatDateTime(r.endsAt) : '') },
  { id: 'invited', header: 'Invited', align: 'right' },
  { id: 'joined', header: 'Joined', align: 'right' },
  { id: 'status', header: 'Status', cell: (r) => <ClassStatus status={r.status ?? ''} reason={r.cancelReason} /> },
];

function Attendance({ id }: { id: number }) {
  const detail = useCall(V.onlineClassDetail, { params: { id } });
  if (detail.error) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <Stack>
      {d?.status === 'CANCELLED' && (
        <Alert color="red" title="Cancelled" data-testid="cancelled-note">
          {d.cancelledAt ? `Cancelled ${formatDateTime(d.cancelledAt)}` : 'Cancelled'}
          {d.cancelledBy ? ` by ${d.cancelledBy}` : ''}: {d.cancelReason}
        </Alert>
      )}
      <DataTable
        card={false}
        data={d?.invites}
        columns={inviteColumns}
        rowId={(i) => String(i.id)}
        empty="Nobody invited"
        testId="attendance-table"
      />
    </Stack>
  );
}

/** online-class/list: the centres' scheduled live classes, with who joined. */
export default function OnlineClassListScreen() {
  const access = useAccess();
  const [open, setOpen] = useState<number | null>(null);
  const list = useCall(V.onlineClassList, { query: { pageSize: 100 } });
  if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  // Only a class that has not started yet can be cancelled (the server says so too).
  const canCancel = (r: { status?: string; startsAt?: string }) =>
    access.canWrite(M.ONLINE_CLASS) && r.status === 'SCHEDULED' && !!r.startsAt && Date.parse(r.startsAt) > Date.now();
  return (
    <>
      <PageHeader
        title="Online classes"
        actions={
          access.canWrite(M.ONLINE_CLASS) && (
            <Button component={Link} to="/online-class/schedule-class" leftSection={<IconCalendarPlus size={16} />}>
              Schedule a class
            </Button>
          )
        }
      />
      <DataTable
        data={list.data?.rows}
        columns={classColumns}
        rowId={(r) => String(r.id)}
        rowActions={(r) => (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <Button size="xs" variant="light" onClick={() => setOpen(r.id)}>
              Attendance
            </Button>
            {canCancel(r) && <CancelClassButton cls={r} />}
          </Group>
        )}
        empty="No online classes scheduled yet"
        testId="online-class-table"
        minWidth={720}
      />
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="Attendance" size="lg">
        {open !== null && <Attendance id={open} />}
      </Modal>
    </>
  );
}
