import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatTime } from '@portal/core';
import { call, DataTable, PageHeader, StatusBadge, type DataColumn } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

type LogRow = (typeof C.childLog.response)['_output']['rows'][number];

const day = (r: LogRow) => formatDate(r.loggedAt.slice(0, 10));
const time = (r: LogRow) => formatTime(r.loggedAt.slice(11, 16));
const where = (r: LogRow) => `${r.route}${r.stop ? ` · ${r.stop}` : ''}`;

const columns: DataColumn<LogRow>[] = [
  { id: 'day', header: 'Day', cell: day },
  { id: 'time', header: 'Time', cell: time },
  { id: 'studentName', header: 'Student', primary: true },
  { id: 'logType', header: 'What', nowrap: true, cell: (r) => <StatusBadge status={r.logType} /> },
  { id: 'route', header: 'Route and stop', cell: where },
  { id: 'staffName', header: 'By' },
];

/**
 * stundent-Destination-Log-Details: each child's boarding and drop, when and by whom. A parent sees
 * their own child's; the log is read-only.
 */
export default function ChildLogScreen() {
  const q = useQuery({ queryKey: ['transport', 'child-log'], queryFn: () => call(C.childLog, { query: {} }) });
  return (
    <Stack>
      <PageHeader title="Boarding log" subtitle="Boarded and dropped, at what time and by whom" />
      <DataTable
        data={q.data?.rows}
        error={q.error}
        onRetry={() => q.refetch()}
        columns={columns}
        rowId={(r) => String(r.id)}
        paging={{ pageSize: 50 }}
        empty="Nothing logged yet"
        testId="child-log"
        striped
        minWidth={640}
      />
    </Stack>
  );
}
