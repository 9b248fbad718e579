import { Button, Progress, Text } from '@mantine/core';
import { CRON_STATUS, formatDate, formatDateTime } from '@portal/core';
import {
  DataTable,
  downloadFile,
  errorMessage,
  notify,
  PageHeader,
  StatusBadge,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { reportOf } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';

const running = (s: string) => s === CRON_STATUS.NOT_STARTED || s === CRON_STATUS.IN_PROGRESS;

const columns: DataColumn<C.ExportRow>[] = [
  { id: 'report', header: 'Report', primary: true, cell: (r) => reportOf(r.report)?.label ?? r.report },
  { id: 'period', header: 'Period', cell: (r) => `${formatDate(r.fromDate)} – ${formatDate(r.toDate)}` },
  { id: 'createdAt', header: 'Requested', cell: (r) => formatDateTime(r.createdAt) },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => (
      <>
        <StatusBadge status={r.status} label={r.status} />
        {r.error && (
          <Text size="xs" c="red.9">
            {r.error}
          </Text>
        )}
      </>
    ),
  },
  {
    id: 'progress',
    header: 'Progress',
    width: 120,
    cell: (r) => (
      <Progress
        value={r.progress}
        size="md"
        aria-label={`${r.progress} % done`}
        data-testid={`export-progress-${r.id}`}
        data-progress={r.progress}
      />
    ),
  },
  {
    id: 'rowCount',
    header: 'Rows',
    align: 'right',
    cell: (r) => (r.rowCount === null ? '—' : r.rowCount.toLocaleString('en-IN')),
  },
];

/** B2SReport/download-list: the user's exports with their progress; a finished one downloads. */
export default function DownloadListScreen() {
  const q = useCall(C.exportList, undefined, {
    refetchInterval: (query) => (query.state.data?.rows.some((r) => running(r.status)) ? 1000 : false),
  });
  const download = (row: C.ExportRow) =>
    downloadFile(C.exportFile.path.replace(':id', String(row.id)), {}, `${row.report}.${row.format}`).catch((e) =>
      notify({ color: 'red', title: 'Not downloaded', message: errorMessage(e) }),
    );
  return (
    <>
      <PageHeader title="Download list" subtitle="Your exports from the report centre, newest first" />
      <DataTable
        data={q.data?.rows}
        error={q.error}
        onRetry={() => q.refetch()}
        columns={columns}
        rowId={(r) => String(r.id)}
        rowProps={(r) => ({ 'data-testid': `export-${r.id}` })}
        rowActions={(r) =>
          r.ready && (
            <Button size="xs" variant="light" onClick={() => void download(r)}>
              Download {r.format.toUpperCase()}
            </Button>
          )
        }
        rowActionsLabel="File"
        empty={{ title: 'No exports yet', message: 'Run a report from the report centre.' }}
        testId="download-list"
        label="Exports"
        striped
        minWidth={720}
      />
    </>
  );
}
