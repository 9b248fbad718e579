import { Button, Card, Group, Select, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise } from '@portal/core';
import { LoadError, PageHeader, api, downloadFile, useAccess } from '@portal/ui';
import { useState } from 'react';
import { OPS_REPORTS, TAT_REPORTS } from '../../shared/index.ts';

interface Report {
  title: string;
  columns: string[];
  rows: (string | number | null)[][];
}

const ENDPOINTS = {
  tat: '/api/report/order-tats-report',
  purchase: '/api/report/order-purchase-report',
  ledger: '/api/ledger/franchisee-order',
  gap: '/api/indent/order-gap',
} as const;

/** Reports keep paise and ISO dates (so the CSV export stays exact); the table shows rupees and DD-MM-YYYY. */
const PAISE = / \(paise\)$/;
const heading = (column: string) => column.replace(PAISE, '');
function cell(column: string, value: string | number | null): string {
  if (value === null) return '-';
  if (typeof value === 'number' && PAISE.test(column)) return formatPaise(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return String(value);
}

/**
 * report/order-tats-report, report/order-report, report/order-purchase-report and ledger/franchisee-order:
 * a table with a CSV export.
 */
export default function OrderReportScreen({ report, title }: { report: keyof typeof ENDPOINTS; title: string }) {
  const access = useAccess();
  const [type, setType] = useState<string>(TAT_REPORTS[0]);
  const query = {
    type: report === 'tat' ? type : undefined,
    franchiseeID: access.franchiseeId ?? undefined,
    academicYearID: report === 'gap' ? (access.academicYearId ?? undefined) : undefined,
  };
  const data = useQuery({
    queryKey: ['order-report', report, type, access.franchiseeId, access.academicYearId],
    enabled: report !== 'gap' || access.academicYearId !== null,
    queryFn: async (): Promise<Report> => {
      if (report !== 'gap') return api<Report>(ENDPOINTS[report], { query });
      const gap = await api<{
        rows: { companyName: string; className: string; admitted: number; ordered: number; gap: number }[];
      }>(ENDPOINTS.gap, { query });
      return {
        title,
        columns: ['Centre', 'Class', 'Admitted', 'Uniforms ordered', 'Gap'],
        rows: gap.rows.map((r) => [r.companyName, r.className, r.admitted, r.ordered, r.gap]),
      };
    },
  });
  const columns = data.data?.columns ?? [];
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
              onClick={() => downloadFile(ENDPOINTS[report], { ...query, format: 'csv' }, `${title}.csv`)}
            >
              Export CSV
            </Button>
          )}
        </Group>
        {data.error ? (
          <LoadError error={data.error} />
        ) : data.data && data.data.rows.length > 0 ? (
          <Table striped data-testid="order-report">
            <Table.Thead>
              <Table.Tr>
                {data.data.columns.map((c) => (
                  <Table.Th key={c}>{heading(c)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.rows.map((r, i) => (
                <Table.Tr key={i}>
                  {r.map((c, j) => (
                    <Table.Td key={j}>{cell(columns[j], c)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">
            {report === 'gap' && access.academicYearId === null ? 'Choose an academic year.' : 'Nothing to show yet.'}
          </Text>
        )}
      </Card>
    </>
  );
}
