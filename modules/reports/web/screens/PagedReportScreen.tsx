import { Button, Card, Group, Menu, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { enumLabel, ORDER_STATUS } from '@portal/core';
import {
  call,
  DataTable,
  DateField,
  errorMessage,
  notify,
  PageHeader,
  ReferenceSelect,
  useAccess,
  useCall,
  type DataColumn,
  useServerPaging,
} from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ExportFormat, ReportKey, ScheduleKind } from '../../shared/constants.ts';
import * as C from '../../shared/contracts.ts';
import * as R from '../../shared/report-contracts.ts';
import { cellText } from '../format.ts';
import { classShape } from '@portal/mod-org/shared/resources';

/** The paged report screens, each declared by its route's props. */
export type PagedReport = 'student-progress' | 'teacher-progress' | 'schedules' | 'orders' | 'royalty';

const VISIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'];
const TRAINING_STATUSES = ['ACTIVE', 'CANCELLED'];
const ROYALTY_STATUSES = ['ISSUED', 'PAID', 'CANCELLED'];

interface Filters {
  fromDate: string;
  toDate: string;
  search: string;
  classID: string;
  status: string | null;
  kind: ScheduleKind;
}

/**
 * A page of the screen's report: each report asks its own endpoint with the filters it takes, and only the
 * screen's report is asked. The previous page stays on screen while the next loads.
 */
function useReportPage(
  report: PagedReport,
  f: Filters,
  paging: { page: number; pageSize: number },
  franchiseeID: number | undefined,
) {
  const base = {
    fromDate: f.fromDate || undefined,
    toDate: f.toDate || undefined,
    franchiseeID,
    ...paging,
  };
  const search = f.search.trim() || undefined;
  const status = f.status ?? undefined;
  const asks = (r: PagedReport) => ({ enabled: report === r, placeholderData: keepPreviousData, retry: false });
  const reports = {
    'student-progress': useCall(
      R.studentProgress,
      { query: { ...base, search, classID: f.classID ? Number(f.classID) : undefined } },
      asks('student-progress'),
    ),
    'teacher-progress': useCall(R.teacherProgress, { query: { ...base, search } }, asks('teacher-progress')),
    schedules: useCall(R.scheduleReport, { query: { ...base, kind: f.kind, status } }, asks('schedules')),
    orders: useCall(R.orderReport, { query: { ...base, status } }, asks('orders')),
    royalty: useCall(R.royaltyReport, { query: { ...base, status } }, asks('royalty')),
  };
  return reports[report];
}

function exportKey(report: PagedReport, kind: ScheduleKind): ReportKey {
  if (report === 'schedules') return kind === 'training' ? 'training-schedules' : 'audit-schedules';
  return report;
}

const statusOptions = (report: PagedReport, kind: ScheduleKind) => {
  const values =
    report === 'orders'
      ? [...ORDER_STATUS]
      : report === 'royalty'
        ? ROYALTY_STATUSES
        : report === 'schedules'
          ? kind === 'training'
            ? TRAINING_STATUSES
            : VISIT_STATUSES
          : null;
  return values?.map((v) => ({ value: v, label: enumLabel(v) })) ?? null;
};

/**
 * student-progress-report/home, teacher-progress-report/home, schedule-report/home, report/order-report and
 * report/royalty-report: filters, a page of rows, the totals over every row, and an export to CSV, XLSX or
 * PDF that runs in the background and lands in the download list.
 */
export default function PagedReportScreen({ report, title }: { report: PagedReport; title: string }) {
  const access = useAccess();
  const navigate = useNavigate();
  const pages = useServerPaging();
  const [f, setF] = useState<Filters>({
    fromDate: '',
    toDate: '',
    search: '',
    classID: '',
    status: null,
    kind: 'audit',
  });
  const set = (patch: Partial<Filters>) => {
    setF((old) => ({ ...old, ...patch }));
    pages.restart();
  };
  const franchiseeID = access.franchiseeId ?? undefined;
  const q = useReportPage(report, f, pages.query, franchiseeID);
  const run = useMutation({
    mutationFn: (format: ExportFormat) =>
      call(C.startExport, {
        body: {
          report: exportKey(report, f.kind),
          format,
          fromDate: q.data?.fromDate ?? f.fromDate,
          toDate: q.data?.toDate ?? f.toDate,
          franchiseeID,
          status: f.status ?? undefined,
          search: f.search.trim() || undefined,
          classID: f.classID ? Number(f.classID) : undefined,
        },
      }),
    onSuccess: () => {
      notify({ color: 'green', message: 'The export is running: follow it in the download list' });
      void navigate('/B2SReport/download-list');
    },
    onError: (e) => notify({ color: 'red', title: 'Not started', message: errorMessage(e) }),
  });
  const statuses = statusOptions(report, f.kind);
  const data = q.data;
  type ReportRow = NonNullable<typeof data>['rows'][number];
  const columns: DataColumn<ReportRow>[] = (data?.columns ?? []).map((c) => ({
    id: c.key,
    header: c.label,
    align: c.kind === 'text' || c.kind === 'date' || c.kind === 'status' ? undefined : 'right',
    cell: (row) => cellText(row[c.key] ?? null, c.kind),
  }));
  return (
    <>
      <PageHeader
        title={title}
        subtitle="For the centre chosen above; the period defaults to the last 30 days"
        actions={
          <Menu position="bottom-end">
            <Menu.Target>
              <Button loading={run.isPending} disabled={!data}>
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => run.mutate('csv')}>CSV</Menu.Item>
              <Menu.Item onClick={() => run.mutate('xlsx')}>XLSX</Menu.Item>
              <Menu.Item onClick={() => run.mutate('pdf')}>PDF</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        }
      />
      <Card withBorder radius="md" mb="md">
        <Stack gap="sm">
          {report === 'schedules' && (
            <SegmentedControl
              aria-label="Schedule"
              value={f.kind}
              onChange={(v) => set({ kind: v, status: null })}
              data={[
                { value: 'audit', label: 'Audit visits' },
                { value: 'training', label: 'Trainings' },
              ]}
            />
          )}
          <Group grow align="flex-end">
            <DateField label="From" value={f.fromDate || data?.fromDate} onChange={(v) => set({ fromDate: v })} />
            <DateField label="To" value={f.toDate || data?.toDate} onChange={(v) => set({ toDate: v })} />
            {report === 'student-progress' && (
              <ReferenceSelect
                label="Class"
                resource={classShape}
                labelField="name"
                value={f.classID}
                onChange={(v) => set({ classID: v })}
                clearable
              />
            )}
            {(report === 'student-progress' || report === 'teacher-progress') && (
              <TextInput
                label="Search"
                placeholder="Name"
                value={f.search}
                onChange={(e) => set({ search: e.currentTarget.value })}
              />
            )}
            {statuses && (
              <Select label="Status" data={statuses} value={f.status} onChange={(v) => set({ status: v })} clearable />
            )}
          </Group>
        </Stack>
      </Card>
      {data && data.totals.length > 0 && (
        <SimpleGrid cols={{ base: 2, md: data.totals.length }} mb="md" data-testid="report-totals">
          {data.totals.map((t) => (
            <Card key={t.key} withBorder radius="md" padding="sm">
              <Text size="sm" c="gray.7">
                {t.label}
              </Text>
              <Text fw={700} fz="lg" data-testid={`total-${t.key}`}>
                {cellText(t.value, t.kind)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <DataTable
        data={data?.rows}
        error={q.error}
        onRetry={() => q.refetch()}
        busy={q.isPlaceholderData}
        columns={columns}
        rowId={(_, i) => String(i)}
        paging={pages.paging(data?.count)}
        empty={{ title: 'Nothing to show', message: 'No rows match these filters.' }}
        testId="report-table"
        label={title}
        striped
        minWidth={720}
      />
    </>
  );
}
