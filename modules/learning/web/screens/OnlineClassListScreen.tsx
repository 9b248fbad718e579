import { Alert, Button, Card, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { enumLabel, formatDateTime } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { LEARNING_MODULES as M } from '../../shared/constants.ts';
import * as V from '../../shared/media.ts';
import { CancelClassButton } from '../components/CancelClassButton.tsx';
import { ClassStatus } from '../components/ClassStatus.tsx';

function Attendance({ id }: { id: number }) {
  const detail = useQuery({
    queryKey: ['online-class', id],
    queryFn: () => call(V.onlineClassDetail, { params: { id } }),
  });
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
      <Table data-testid="attendance-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Issued to</Table.Th>
            <Table.Th>As</Table.Th>
            <Table.Th>First joined</Table.Th>
            <Table.Th>Joins</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.data?.invites.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td>{i.name}</Table.Td>
              <Table.Td>{enumLabel(i.role)}</Table.Td>
              <Table.Td>{i.firstJoinedAt ? formatDateTime(i.firstJoinedAt) : 'Not joined'}</Table.Td>
              <Table.Td>{i.joins}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** online-class/list: the centres' scheduled live classes, with who joined. */
export default function OnlineClassListScreen() {
  const access = useAccess();
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['online-class', 'list'],
    queryFn: () => call(V.onlineClassList, { query: { pageSize: 100 } }),
  });
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
      {list.data?.rows.length === 0 ? (
        <EmptyState title="No online classes scheduled yet" />
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" data-testid="online-class-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th>Centre</Table.Th>
                  <Table.Th>Starts</Table.Th>
                  <Table.Th>Ends</Table.Th>
                  <Table.Th>Invited</Table.Th>
                  <Table.Th>Joined</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {r.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {r.className} {r.section}
                    </Table.Td>
                    <Table.Td>{r.centre}</Table.Td>
                    <Table.Td>{r.startsAt ? formatDateTime(r.startsAt) : ''}</Table.Td>
                    <Table.Td>{r.endsAt ? formatDateTime(r.endsAt) : ''}</Table.Td>
                    <Table.Td>{r.invited}</Table.Td>
                    <Table.Td>{r.joined}</Table.Td>
                    <Table.Td>
                      <ClassStatus status={r.status ?? ''} reason={r.cancelReason} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => setOpen(r.id)}>
                          Attendance
                        </Button>
                        {canCancel(r) && <CancelClassButton cls={r} />}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="Attendance" size="lg">
        {open !== null && <Attendance id={open} />}
      </Modal>
    </>
  );
}
