import { Box, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, StatusBadge } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

/**
 * stundent-Destination-Log-Details: each child's boarding and drop, when and by whom. A parent sees
 * their own child's; the log is read-only.
 */
export default function ChildLogScreen() {
  const q = useQuery({ queryKey: ['transport', 'child-log'], queryFn: () => call(C.childLog, { query: {} }) });
  return (
    <Stack>
      <PageHeader title="Boarding log" subtitle="Boarded and dropped, at what time and by whom" />
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {q.data && q.data.rows.length === 0 && <EmptyState title="Nothing logged yet" />}
      {q.data && q.data.rows.length > 0 && (
        <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Boarding log">
          <Table striped miw={640} data-testid="child-log">
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
                  <Table.Td>{formatDate(r.loggedAt.slice(0, 10))}</Table.Td>
                  <Table.Td>{formatTime(r.loggedAt.slice(11, 16))}</Table.Td>
                  <Table.Td>{r.studentName}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={r.logType} />
                  </Table.Td>
                  <Table.Td>
                    {r.route}
                    {r.stop ? ` · ${r.stop}` : ''}
                  </Table.Td>
                  <Table.Td>{r.staffName ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
