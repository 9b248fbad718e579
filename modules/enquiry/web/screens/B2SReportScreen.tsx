import { Button, Card, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, downloadFile, EmptyState, errorMessage, LoadError, notify, PageHeader, useAccess } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

/** B2SReport/dashboard: each centre's targets against its enquiries and admissions. */
export default function B2SReportScreen() {
  const access = useAccess();
  const report = useQuery({
    queryKey: ['b2s', access.franchiseeId, access.academicYearId],
    queryFn: () => call(C.b2sDashboard, { query: { franchiseeID: access.franchiseeId ?? undefined } }),
  });
  const pct = (v: number | null) => (v === null ? '—' : `${v}%`);
  async function download() {
    try {
      await downloadFile(C.b2sDownload.path, { franchiseeID: access.franchiseeId }, 'b2s-report.csv');
    } catch (err) {
      notify({ color: 'red', message: errorMessage(err), position: 'top-right' });
    }
  }
  return (
    <>
      <PageHeader
        title="B2S report"
        crumbs={[{ label: 'Reports' }, { label: 'B2S report' }]}
        actions={
          <Button variant="light" onClick={download}>
            Download CSV
          </Button>
        }
      />
      <Card withBorder radius="md">
        {report.error && <LoadError error={report.error} onRetry={() => report.refetch()} />}
        {report.data && report.data.rows.length === 0 && <EmptyState title="No centres" />}
        {report.data && report.data.rows.length > 0 && (
          <Table.ScrollContainer minWidth={800}>
            <Table striped data-testid="b2s-report">
              <Table.Thead>
                <Table.Tr>
                  {[
                    'Centre',
                    'Enquiry target',
                    'Enquiries',
                    'Achieved',
                    'Admission target',
                    'Admissions',
                    'Achieved',
                    'Conversion',
                  ].map((h, i) => (
                    <Table.Th key={i}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.rows.map((r) => (
                  <Table.Tr key={r.franchiseeId}>
                    <Table.Td>{r.centre}</Table.Td>
                    <Table.Td>{r.enquiryTarget ?? '—'}</Table.Td>
                    <Table.Td>{r.enquiries}</Table.Td>
                    <Table.Td>{pct(r.enquiryAchievement)}</Table.Td>
                    <Table.Td>{r.admissionTarget ?? '—'}</Table.Td>
                    <Table.Td>{r.admissions}</Table.Td>
                    <Table.Td>{pct(r.admissionAchievement)}</Table.Td>
                    <Table.Td>{r.conversion}%</Table.Td>
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
