import { Button, Card, Progress, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CRON_STATUS, formatDate, formatDateTime } from '@portal/core';
import { downloadFile, EmptyState, errorMessage, LoadError, notify, PageHeader, StatusBadge, call } from '@portal/ui';
import { reportOf } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';

const running = (s: string) => s === CRON_STATUS.NOT_STARTED || s === CRON_STATUS.IN_PROGRESS;

/** B2SReport/download-list: the user's exports with their progress; a finished one downloads. */
export default function DownloadListScreen() {
  const q = useQuery({
    queryKey: ['report', 'exports'],
    queryFn: () => call(C.exportList),
    refetchInterval: (query) => (query.state.data?.rows.some((r) => running(r.status)) ? 1000 : false),
  });
  const download = (row: C.ExportRow) =>
    downloadFile(C.exportFile.path.replace(':id', String(row.id)), {}, `${row.report}.${row.format}`).catch((e) =>
      notify({ color: 'red', title: 'Not downloaded', message: errorMessage(e) }),
    );
  const rows = q.data?.rows ?? [];
  return (
    <>
      <PageHeader title="Download list" subtitle="Your exports from the report centre, newest first" />
      {q.error && <LoadError error={q.error} onRetry={() => q.refetch()} />}
      {q.data && rows.length === 0 && (
        <EmptyState title="No exports yet" message="Run a report from the report centre." />
      )}
      {rows.length > 0 && (
        <Card withBorder radius="md" p={0}>
          <div role="region" aria-label="Exports" tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table miw={720} striped data-testid="download-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Report</Table.Th>
                  <Table.Th>Period</Table.Th>
                  <Table.Th>Requested</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Progress</Table.Th>
                  <Table.Th ta="right">Rows</Table.Th>
                  <Table.Th>File</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id} data-testid={`export-${r.id}`}>
                    <Table.Td>{reportOf(r.report)?.label ?? r.report}</Table.Td>
                    <Table.Td>
                      {formatDate(r.fromDate)} – {formatDate(r.toDate)}
                    </Table.Td>
                    <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.status} label={r.status} />
                      {r.error && (
                        <Text size="xs" c="red.9">
                          {r.error}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td miw={120}>
                      <Progress
                        value={r.progress}
                        size="md"
                        aria-label={`${r.progress} % done`}
                        data-testid={`export-progress-${r.id}`}
                        data-progress={r.progress}
                      />
                    </Table.Td>
                    <Table.Td ta="right">{r.rowCount === null ? '—' : r.rowCount.toLocaleString('en-IN')}</Table.Td>
                    <Table.Td>
                      {r.ready && (
                        <Button size="xs" variant="light" onClick={() => void download(r)}>
                          Download {r.format.toUpperCase()}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </Card>
      )}
    </>
  );
}
