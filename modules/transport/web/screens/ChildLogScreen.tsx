import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, StatusBadge } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

type LogRow = (typeof C.childLog.response)['_output']['rows'][number];

const day = (r: LogRow) => formatDate(r.loggedAt.slice(0, 10));
const time = (r: LogRow) => formatTime(r.loggedAt.slice(11, 16));
const where = (r: LogRow) => `${r.route}${r.stop ? ` · ${r.stop}` : ''}`;

/** A phone gets one card per entry: the badge and the time keep their full width, nothing scrolls sideways. */
function LogCards({ rows }: { rows: LogRow[] }) {
  return (
    <Stack gap="xs" data-testid="child-log">
      {rows.map((r) => (
        <Card key={r.id} withBorder padding="sm" radius="md">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600}>{r.studentName}</Text>
            <StatusBadge status={r.logType} />
          </Group>
          <Text size="sm">
            {day(r)} · {time(r)}
          </Text>
          <Text size="sm" c="gray.7">
            {where(r)}
            {r.staffName ? ` · by ${r.staffName}` : ''}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * stundent-Destination-Log-Details: each child's boarding and drop, when and by whom. A parent sees
 * their own child's; the log is read-only.
 */
export default function ChildLogScreen() {
  const phone = useMediaQuery('(max-width: 36em)');
  const q = useQuery({ queryKey: ['transport', 'child-log'], queryFn: () => call(C.childLog, { query: {} }) });
  return (
    <Stack>
      <PageHeader title="Boarding log" subtitle="Boarded and dropped, at what time and by whom" />
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {q.data && q.data.rows.length === 0 && <EmptyState title="Nothing logged yet" />}
      {q.data && q.data.rows.length > 0 && phone && <LogCards rows={q.data.rows} />}
      {q.data && q.data.rows.length > 0 && !phone && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="child-log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Student</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Route and stop</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{day(r)}</Table.Td>
                  <Table.Td>{time(r)}</Table.Td>
                  <Table.Td>{r.studentName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <StatusBadge status={r.logType} />
                  </Table.Td>
                  <Table.Td>{where(r)}</Table.Td>
                  <Table.Td>{r.staffName ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
