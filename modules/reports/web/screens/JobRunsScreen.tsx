import { Button, Card, Group, Pagination, Progress, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CRON_STATUS, formatDateTime } from '@portal/core';
import { call, EmptyState, errorMessage, LoadError, notify, PageHeader, StatusBadge, useAccess } from '@portal/ui';
import { useState } from 'react';
import { REPORT_MODULES as M } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';

const PAGE_SIZE = 20;
const STATUSES = Object.values(CRON_STATUS);

const duration = (s: number | null) =>
  s === null ? '—' : s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;

/** cron/list and staff/cron: background job runs with status, duration and errors; an admin re-runs a failed one. */
export default function JobRunsScreen({ title = 'Background jobs' }: { title?: string }) {
  const access = useAccess();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<string | null>(null);
  const q = useQuery({
    queryKey: ['cron', 'list', page, status],
    queryFn: () =>
      call(C.jobRunList, {
        query: { page, pageSize: PAGE_SIZE, status: (status ?? undefined) as C.JobRunRow['status'] | undefined },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
  const rerun = useMutation({
    mutationFn: (id: number) => call(C.rerunJob, { params: { id } }),
    onSuccess: () => {
      notify({ color: 'green', message: 'The job is queued again' });
      void client.invalidateQueries({ queryKey: ['cron'] });
    },
    onError: (e) => notify({ color: 'red', title: 'Not queued', message: errorMessage(e) }),
  });
  const mayRerun = access.canWrite(M.CRON);
  const rows = q.data?.rows ?? [];
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
            setStatus(v);
            setPage(1);
          }}
          clearable
          w={220}
        />
      </Group>
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {q.data && rows.length === 0 && <EmptyState title="No runs" message="No background job has run yet." />}
      {rows.length > 0 && (
        <Card withBorder radius="md" p={0}>
          <div role="region" aria-label="Job runs" tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table miw={720} striped data-testid="job-runs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Queued</Table.Th>
                  <Table.Th>Duration</Table.Th>
                  <Table.Th>Progress</Table.Th>
                  <Table.Th>Error</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid={`job-run-${r.id}`}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.status} label={r.status} />
                    </Table.Td>
                    <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                    <Table.Td>{duration(r.durationSeconds)}</Table.Td>
                    <Table.Td miw={100}>
                      <Progress value={r.progress} size="sm" aria-label={`${r.progress} % done`} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c="red.9">
                        {r.error ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {mayRerun && r.status === CRON_STATUS.INTERRUPTED && (
                        <Button size="xs" variant="light" loading={rerun.isPending} onClick={() => rerun.mutate(r.id)}>
                          Run again
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {q.data && q.data.count > PAGE_SIZE && (
            <Group justify="center" p="sm">
              <Pagination total={Math.ceil(q.data.count / PAGE_SIZE)} value={page} onChange={setPage} />
            </Group>
          )}
        </Card>
      )}
    </>
  );
}
