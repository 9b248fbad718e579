import { Button, Card, Group, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise, rupeesToPaise } from '@portal/core';
import { DataTable, LoadError, PageHeader, call, downloadFile, useAccess, type DataColumn } from '@portal/ui';
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

/** The JSON form of a report answer (a CSV arrives only when format=csv is asked for). */
function tableOf(answer: ReportAnswer | string): ReportAnswer {
  if (typeof answer === 'string') throw new Error('The report came back as a file instead of a table');
  return answer;
}

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
  const data = useQuery({
    queryKey: ['order-report', report, type, access.franchiseeId, access.academicYearId],
    enabled: report !== 'gap' || access.academicYearId !== null,
    queryFn: async (): Promise<ReportAnswer> => {
      if (report === 'tat') return tableOf(await call(C.orderTatsReport, { query: { type, franchiseeID } }));
      if (report === 'purchase') return tableOf(await call(C.orderPurchaseReport, { query: { franchiseeID } }));
      if (report === 'ledger') return tableOf(await call(C.franchiseeOrderLedger, { query: { franchiseeID } }));
      const gap = await call(C.uniformOrderGap, {
        query: { academicYearID: access.academicYearId ?? undefined, franchiseeID },
      });
      return {
        title,
        columns: ['Centre', 'Class', 'Admitted', 'Uniforms ordered', 'Gap'],
        rows: gap.rows.map((r) => [r.companyName, r.className, r.admitted, r.ordered, r.gap]),
      };
    },
  });
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
