import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { enumLabel, formatDate, formatTime } from '@portal/core';
import { call, DataTable, DateField, fetchList, PageHeader, StatusBadge, useAccess, type DataColumn } from '@portal/ui';
import { LOG_TYPES, TRANSPORT_MODULES as M } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';

type LogRow = (typeof C.childLog.response)['_output']['rows'][number];
type EscortRow = C.DestinationLogRow;

const day = (r: { loggedAt?: string }) => formatDate(r.loggedAt?.slice(0, 10));
const time = (r: { loggedAt?: string }) => formatTime(r.loggedAt?.slice(11, 16));
const where = (r: LogRow) => `${r.route}${r.stop ? ` · ${r.stop}` : ''}`;

const columns: DataColumn<LogRow>[] = [
  { id: 'day', header: 'Day', cell: day },
  { id: 'time', header: 'Time', cell: time },
  { id: 'studentName', header: 'Student', primary: true },
  { id: 'logType', header: 'What', nowrap: true, cell: (r) => <StatusBadge status={r.logType} /> },
  { id: 'route', header: 'Route and stop', cell: where },
  { id: 'staffName', header: 'By' },
];

const escortColumns: DataColumn<EscortRow>[] = [
  { id: 'time', header: 'Time', nowrap: true, cell: (r) => `${day(r)} ${time(r)}` },
  { id: 'studentName', header: 'Child', primary: true },
  { id: 'logType', header: 'What', nowrap: true, cell: (r) => <StatusBadge status={r.logType ?? ''} /> },
  { id: 'stop', header: 'Where', cell: (r) => r.stop ?? '—' },
  { id: 'route', header: 'Route and vehicle', cell: (r) => `${r.route} · ${r.vehicle}` },
  { id: 'staffName', header: 'Scanned by', cell: (r) => r.staffName ?? '—' },
];

/** A parent's view: their own child's boarding and drop. */
function ParentLog() {
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

/** The centre's escort log: a date's boardings and drops, narrowed by kind or a child's name, paged by the server. */
function EscortLog() {
  const access = useAccess();
  const [date, setDate] = useState('');
  const [logType, setLogType] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const query = {
    franchiseeID: access.franchiseeId || undefined,
    date: date || undefined,
    logType: logType ?? undefined,
    q: q.trim() || undefined,
  };
  const list = useQuery({
    queryKey: ['transport', 'destination-log', query, page, pageSize],
    queryFn: () => fetchList(C.ESCORT_LISTS.destinationLogs, { ...query, page, pageSize }),
  });
  const reset = () => setPage(1);
  return (
    <Stack>
      <PageHeader title="Boarding log" subtitle="Who boarded and got off, when, where and scanned by whom" />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateField
          label="Date"
          value={date}
          onChange={(v) => {
            setDate(v);
            reset();
          }}
          clearable
          w={170}
          data-testid="log-date"
        />
        <Select
          label="What"
          clearable
          data={LOG_TYPES.map((v) => ({ value: v, label: enumLabel(v) }))}
          value={logType}
          onChange={(v) => {
            setLogType(v);
            reset();
          }}
          w={150}
          data-testid="log-type"
        />
        <TextInput
          label="Search"
          placeholder="Child, stop or escort"
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            reset();
          }}
          w={220}
          data-testid="log-search"
        />
      </Group>
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={escortColumns}
        rowId={(r) => String(r.id)}
        paging={{
          page,
          pageSize,
          total: list.data?.count ?? 0,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            reset();
          },
        }}
        exportTo={{ path: `${C.ESCORT_LISTS.destinationLogs.path}/export`, query, fileName: 'boarding-log' }}
        empty="Nothing logged for this choice"
        testId="child-log"
        striped
        minWidth={720}
      />
    </Stack>
  );
}

/**
 * stundent-Destination-Log-Details: each child's boarding and drop, when, where and by whom; read-only.
 * The centre's escort log for those who keep the digital escort ID; a parent sees their own child's.
 */
export default function ChildLogScreen() {
  const access = useAccess();
  return access.canRead(M.ESCORT) ? <EscortLog /> : <ParentLog />;
}
