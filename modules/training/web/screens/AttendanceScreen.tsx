import { Button, Card, Group, SegmentedControl, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, EmptyState, errorMessage, invalidateCalls, LoadError, notify, PageHeader, useCall } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ResponseBadge, StatusBadge, when } from '../components/bits.tsx';
import { MeetingPanel } from '../components/MeetingPanel.tsx';
import * as C from '../../shared/contracts.ts';

/**
 * mark-attendance/{trainingID} (editable), attendance-details/{trainingID} and
 * registration-details/{id}: the invited people of a training.
 */
export default function AttendanceScreen({
  editable = false,
  registrations = false,
}: {
  editable?: boolean;
  registrations?: boolean;
}) {
  const params = useParams();
  const trainingID = Number(params.trainingID ?? params.id);
  const client = useQueryClient();
  const sheet = registrations ? C.registrationDetails : C.attendanceSheet;
  const roster = useCall(sheet, { params: { id: trainingID } });
  const [marks, setMarks] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (roster.data) setMarks(Object.fromEntries(roster.data.rows.map((r) => [r.teacherUserID, r.attendance ?? ''])));
  }, [roster.data]);
  if (roster.error) return <LoadError error={roster.error} onRetry={() => roster.refetch()} />;
  if (!roster.data) return null;
  const { training, rows } = roster.data;
  const changed = rows.filter((r) => marks[r.teacherUserID] && marks[r.teacherUserID] !== (r.attendance ?? ''));

  async function save() {
    setSaving(true);
    try {
      const entries = changed.map((r) => ({
        teacherUserID: r.teacherUserID,
        attendance: marks[r.teacherUserID] as 'PRESENT' | 'ABSENT',
      }));
      await call(C.markAttendance, { params: { id: trainingID }, body: { entries } });
      notify({ color: 'green', message: `Attendance saved for ${changed.length}`, position: 'top-right' });
      await invalidateCalls(client, C.registrationDetails, C.attendanceSheet);
    } catch (err) {
      notify({ color: 'red', title: 'Attendance not saved', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }

  const title = registrations ? 'Registration details' : editable ? 'Mark attendance' : 'Attendance details';
  return (
    <>
      <PageHeader
        title={title}
        subtitle={`${training.title} · ${when(training)}`}
        crumbs={[{ label: 'Trainer-led training', to: '/trainer-led' }, { label: title }]}
        actions={<StatusBadge status={training.status} />}
      />
      <MeetingPanel trainingID={trainingID} />
      <Card withBorder radius="md">
        <Group justify="space-between" mb="sm">
          <Text size="sm" c="dimmed">
            {rows.length} invited · {rows.filter((r) => r.response === 'ACCEPTED').length} accepted ·{' '}
            {rows.filter((r) => r.attendance === 'PRESENT').length} present · capacity {training.capacity}
          </Text>
          {editable && (
            <Button onClick={save} loading={saving} disabled={changed.length === 0} data-testid="save-attendance">
              Save attendance
            </Button>
          )}
        </Group>
        {rows.length === 0 ? (
          <EmptyState title="Nobody registered yet" />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" data-testid="roster">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Centre</Table.Th>
                  <Table.Th>Invitation</Table.Th>
                  <Table.Th>Attendance</Table.Th>
                  <Table.Th>Joined at</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Text fw={500}>{r.name}</Text>
                      <Text size="xs" c="dimmed">
                        {r.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{r.centre}</Table.Td>
                    <Table.Td>
                      <ResponseBadge response={r.response} />
                    </Table.Td>
                    <Table.Td>
                      {editable ? (
                        <SegmentedControl
                          size="xs"
                          value={marks[r.teacherUserID] || 'UNMARKED'}
                          onChange={(v) => setMarks((m) => ({ ...m, [r.teacherUserID]: v === 'UNMARKED' ? '' : v }))}
                          data={[
                            { value: 'UNMARKED', label: '—', disabled: true },
                            { value: 'PRESENT', label: 'Present' },
                            { value: 'ABSENT', label: 'Absent' },
                          ]}
                          aria-label={`Attendance of ${r.name}`}
                        />
                      ) : (
                        <Text size="sm">
                          {r.attendance ? `${r.attendance}${r.attendanceSource === 'JOIN' ? ' (joined)' : ''}` : '—'}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDateTime(r.firstJoinedAt) || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </>
  );
}
