import { Button, Group, Progress, Select, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { CRON_STATUS, formatDateTime, isOneOf } from '@portal/core';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  notify,
  PageHeader,
  StatusBadge,
  useAccess,
  useCall,
  useServerPaging,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { REPORT_MODULES as M } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';

const STATUSES = Object.values(CRON_STATUS);

const duration = (s: number | null) =>
  s === null ? '—' : s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;

const columns: DataColumn<C.JobRunRow>[] = [
  { id: 'name', header: 'Job', primary: true },
  { id: 'status', header: 'Status', nowrap: true, cell: (r) => <StatusBadge status={r.status} label={r.status} /> },
  { id: 'createdAt', header: 'Queued', cell: (r) => formatDateTime(r.createdAt) },
  { id: 'durationSeconds', header: 'Duration', cell: (r) => duration(r.durationSeconds) },
  {
    id: 'progress',
    header: 'Progress',
    width: 100,
    cell: (r) => <Progress value={r.progress} size="sm" aria-label={`${r.progress} % done`} />,
  },
  {
    id: 'error',
    header: 'Error',
    cell: (r) => (
      <Text size="sm" c="red.9">
        {r.error ?? ''}
      </Text>
    ),
  },
];

/** cron/list and staff/cron: background job runs with status, duration and errors; an admin re-runs a failed one. */
export default function JobRunsScreen({ title = 'Background jobs' }: { title?: string }) {
  const access = useAccess();
  const client = useQueryClient();
  const pages = useServerPaging();
  const [status, setStatus] = useState<C.JobRunRow['status'] | null>(null);
  const q = useCall(
    C.jobRunList,
    {
      query: { ...pages.query, status: status ?? undefined },
    },
    {
      placeholderData: keepPreviousData,
      refetchInterval: 5000,
    },
  );
  const rerun = useMutation({
    mutationFn: (id: number) => call(C.rerunJob, { params: { id } }),
    onSuccess: () => {
      notify({ color: 'green', message: 'The job is queued again' });
      void invalidateCalls(client, C.jobRunList);
    },
    onError: (e) => notify({ color: 'red', title: 'Not queued', message: errorMessage(e) }),
  });
  const mayRerun = access.canWrite(M.CRON);
  return (
    <>
      <PageHeader title={title} subtitle="Background work the portal runs, newest first" />
      <Group mb="md">
        <Select
          label="Status"
          placeholder="Every status"
          data={STATUSES}
          value={status}
          onChange={(v) => {
            setStatus(isOneOf(STATUSES, v) ? v : null);
            pages.restart();
          }}
          clearable
          w={220}
        />
      </Group>
      <DataTable
        data={q.data?.rows}
        error={q.error}
        onRetry={() => q.refetch()}
        busy={q.isPlaceholderData}
        columns={columns}
        rowId={(r) => String(r.id)}
        rowProps={(r) => ({ 'data-testid': `job-run-${r.id}` })}
        rowActions={(r) =>
          mayRerun &&
          r.status === CRON_STATUS.INTERRUPTED && (
            <Button size="xs" variant="light" loading={rerun.isPending} onClick={() => rerun.mutate(r.id)}>
              Run again
            </Button>
          )
        }
        paging={pages.paging(q.data?.count)}
        empty={{ title: 'No runs', message: 'No background job has run yet.' }}
        testId="job-runs"
        label="Job runs"
        striped
        minWidth={720}
      />
    </>
  );
}
