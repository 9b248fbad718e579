import { Button, Card, Group, Select, Text } from '@mantine/core';
import { formatDate, formatPaise, rupeesToPaise } from '@portal/core';
import { DataTable, LoadError, PageHeader, downloadFile, useAccess, useCall, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import type { ReportAnswer } from '../../shared/contracts.ts';
import { OPS_REPORTS, TAT_REPORTS } from '../../shared/index.ts';

type ReportType = (typeof TAT_REPORTS)[number] | (typeof OPS_REPORTS)[number];

const ENDPOINTS = {
  tat: C.orderTatsReport,
  purchase: C.orderPurchaseReport,
  ledger: C.franchiseeOrderLedger,
  gap: C.uniformOrderGap,
} as const;

/** Money columns hold rupees with two decimals; the table groups them the Indian way, and shows DD-MM-YYYY. */
const RUPEES = / \(₹\)$/;
const heading = (column: string) => column.replace(RUPEES, '');
function cell(column: string, value: string | number | null): string {
  if (value === null) return '-';
  if (RUPEES.test(column)) {
    const text = String(value);
    const paise = rupeesToPaise(text.replace(/^-/, '')) ?? 0;
    return formatPaise(text.startsWith('-') ? -paise : paise);
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return String(value);
}

/**
 * report/order-tats-report, report/order-purchase-report and ledger/franchisee-order:
 * a table with a CSV export.
 */
export default function OrderReportScreen({ report, title }: { report: keyof typeof ENDPOINTS; title: string }) {
  const access = useAccess();
  const [type, setType] = useState<ReportType>(TAT_REPORTS[0]);
  const franchiseeID = access.franchiseeId ?? undefined;
  const query = report === 'tat' ? { type, franchiseeID } : { franchiseeID };
  // Each report asks its own endpoint; only the screen's report is asked.
  const asks = (r: typeof report) => ({ enabled: report === r });
  const tat = useCall(C.orderTatsReport, { query: { type, franchiseeID } }, asks('tat'));
  const purchase = useCall(C.orderPurchaseReport, { query: { franchiseeID } }, asks('purchase'));
  const ledger = useCall(C.franchiseeOrderLedger, { query: { franchiseeID } }, asks('ledger'));
  const year = access.academicYearId;
  const gap = useCall(
    C.uniformOrderGap,
    year === null ? undefined : { query: { academicYearID: year, franchiseeID } },
    { enabled: report === 'gap' && year !== null },
  );
  const tables = { tat, purchase, ledger };
  const asked = report === 'gap' ? gap : tables[report];
  const answer: ReportAnswer | string | undefined =
    report === 'gap'
      ? gap.data && {
          title,
          columns: ['Centre', 'Class', 'Admitted', 'Uniforms ordered', 'Gap'],
          rows: gap.data.rows.map((r) => [r.companyName, r.className, r.admitted, r.ordered, r.gap]),
        }
      : tables[report].data;
  // A CSV arrives only when format=csv is asked for: a file here is a fault, shown as one.
  const data =
    typeof answer === 'string'
      ? { data: undefined, error: new Error('The report came back as a file instead of a table') }
      : { data: answer, error: asked.error };
  const columns = data.data?.columns ?? [];
  const reportColumns: DataColumn<ReportAnswer['rows'][number]>[] = columns.map((c, j) => ({
    id: String(j),
    header: heading(c),
    primary: j === 0,
    cell: (r) => cell(c, r[j]),
  }));
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: 'Reports' }, { label: title }]} />
      <Card withBorder radius="md">
        <Group mb="sm" align="end">
          {report === 'tat' && (
            <Select
              label="Report"
              data={[...TAT_REPORTS, ...OPS_REPORTS]}
              value={type}
              onChange={(v) => v && setType(v)}
              allowDeselect={false}
            />
          )}
          {report !== 'gap' && (
            <Button
              variant="default"
              onClick={() => downloadFile(ENDPOINTS[report].path, { ...query, format: 'csv' }, `${title}.csv`)}
            >
              Export CSV
            </Button>
          )}
        </Group>
        {data.error ? (
          <LoadError error={data.error} />
        ) : data.data && data.data.rows.length > 0 ? (
          <DataTable
            card={false}
            data={data.data.rows}
            columns={reportColumns}
            rowId={(_, i) => String(i)}
            testId="order-report"
            striped
          />
        ) : (
          <Text c="dimmed">
            {report === 'gap' && access.academicYearId === null ? 'Choose an academic year.' : 'Nothing to show yet.'}
          </Text>
        )}
      </Card>
    </>
  );
}
