import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatDate, formatTime } from '@portal/core';
import {
  DataTable,
  DateField,
  PageHeader,
  StatusBadge,
  useAccess,
  useCall,
  useListRows,
  useMessages,
  type DataColumn,
} from '@portal/ui';
import { LOG_TYPES, TRANSPORT_MODULES as M } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import type { en } from '../messages/en.ts';
import { transportMessages } from '../messages/index.ts';

type LogRow = (typeof C.childLog.response)['_output']['rows'][number];
type EscortRow = C.DestinationLogRow;
type Words = ReturnType<typeof useMessages<typeof en>>;

const day = (r: { loggedAt?: string }) => formatDate(r.loggedAt?.slice(0, 10));
const time = (r: { loggedAt?: string }) => formatTime(r.loggedAt?.slice(11, 16));
const where = (r: LogRow) => `${r.route}${r.stop ? ` · ${r.stop}` : ''}`;

/** Got on or got off, in the reader's words. */
function LogType({ type, t }: { type: string; t: Words }) {
  return <StatusBadge status={type} label={t('busLog.logType', { type })} />;
}

const columns = (t: Words): DataColumn<LogRow>[] => [
  { id: 'day', header: t('busLog.day'), cell: day },
  { id: 'time', header: t('busLog.time'), cell: time },
  { id: 'studentName', header: t('busLog.child'), primary: true },
  { id: 'logType', header: t('busLog.what'), nowrap: true, cell: (r) => <LogType type={r.logType} t={t} /> },
  { id: 'route', header: t('busLog.routeAndStop'), cell: where },
  { id: 'staffName', header: t('busLog.by') },
];

const escortColumns = (t: Words): DataColumn<EscortRow>[] => [
  { id: 'time', header: t('busLog.time'), nowrap: true, cell: (r) => `${day(r)} ${time(r)}` },
  { id: 'studentName', header: t('busLog.child'), primary: true },
  { id: 'logType', header: t('busLog.what'), nowrap: true, cell: (r) => <LogType type={r.logType ?? ''} t={t} /> },
  { id: 'stop', header: t('busLog.where'), cell: (r) => r.stop ?? '—' },
  { id: 'route', header: t('busLog.routeAndVehicle'), cell: (r) => `${r.route} · ${r.vehicle}` },
  { id: 'staffName', header: t('busLog.scannedBy'), cell: (r) => r.staffName ?? '—' },
];

/** A parent's view: their own child's boarding and drop. */
function ParentLog() {
  const t = useMessages(transportMessages);
  const q = useCall(C.childLog, { query: {} });
  return (
    <Stack>
      <PageHeader title={t('busLog.title')} subtitle={t('busLog.parentSubtitle')} />
      <DataTable
        data={q.data?.rows}
        error={q.error}
        onRetry={() => q.refetch()}
        columns={columns(t)}
        rowId={(r) => String(r.id)}
        paging={{ pageSize: 50 }}
        empty={t('busLog.nothingYet')}
        testId="child-log"
        striped
        minWidth={640}
      />
    </Stack>
  );
}

/** The centre's escort log: a date's boardings and drops, narrowed by kind or a child's name, paged by the server. */
function EscortLog() {
  const t = useMessages(transportMessages);
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
  const list = useListRows(C.ESCORT_LISTS.destinationLogs, { ...query, page, pageSize });
  const reset = () => setPage(1);
  return (
    <Stack>
      <PageHeader title={t('busLog.title')} subtitle={t('busLog.centreSubtitle')} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DateField
          label={t('busLog.date')}
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
          label={t('busLog.what')}
          clearable
          data={LOG_TYPES.map((type) => ({ value: type, label: t('busLog.logType', { type }) }))}
          value={logType}
          onChange={(v) => {
            setLogType(v);
            reset();
          }}
          w={150}
          data-testid="log-type"
        />
        <TextInput
          label={t('busLog.search')}
          placeholder={t('busLog.searchHint')}
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
        columns={escortColumns(t)}
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
        empty={t('busLog.nothingForChoice')}
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
