import { Button, Card, Modal, Table, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { enumLabel, formatDateTime } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { LEARNING_MODULES as M } from '../../shared/constants.ts';
import * as V from '../../shared/media.ts';

function Attendance({ id }: { id: number }) {
  const detail = useQuery({
    queryKey: ['online-class', id],
    queryFn: () => call(V.onlineClassDetail, { params: { id } }),
  });
  if (detail.error) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  return (
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
                  <Table.Th>Attendance</Table.Th>
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
                      <Button size="xs" variant="light" onClick={() => setOpen(r.id)}>
                        Attendance
                      </Button>
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
