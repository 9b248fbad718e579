import { Button } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import {
  DataTable,
  downloadFile,
  errorMessage,
  notify,
  PageHeader,
  useAccess,
  type DataColumn,
  useCall,
} from '@portal/ui';
import * as C from '../../shared/contracts.ts';

type Centre = EndpointAnswer<typeof C.b2sDashboard>['rows'][number];

const pct = (v: number | null) => (v === null ? '—' : `${v}%`);

const columns: DataColumn<Centre>[] = [
  { id: 'centre', header: 'Centre', primary: true, sort: true },
  { id: 'enquiryTarget', header: 'Enquiry target', align: 'right', sort: true },
  { id: 'enquiries', header: 'Enquiries', align: 'right', sort: true },
  { id: 'enquiryAchievement', header: 'Achieved', align: 'right', sort: true, cell: (r) => pct(r.enquiryAchievement) },
  { id: 'admissionTarget', header: 'Admission target', align: 'right', sort: true },
  { id: 'admissions', header: 'Admissions', align: 'right', sort: true },
  {
    id: 'admissionAchievement',
    header: 'Achieved',
    align: 'right',
    sort: true,
    cell: (r) => pct(r.admissionAchievement),
  },
  { id: 'conversion', header: 'Conversion', align: 'right', sort: true, cell: (r) => `${r.conversion}%` },
];

/** B2SReport/dashboard: each centre's targets against its enquiries and admissions. */
export default function B2SReportScreen() {
  const access = useAccess();
  const report = useCall(C.b2sDashboard, { query: { franchiseeID: access.franchiseeId ?? undefined } });
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
      <DataTable
        data={report.data?.rows}
        error={report.error}
        onRetry={() => report.refetch()}
        columns={columns}
        rowId={(r) => String(r.franchiseeId)}
        empty="No centres"
        testId="b2s-report"
        striped
        minWidth={800}
      />
    </>
  );
}
