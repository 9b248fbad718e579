import { Group, Text, Title } from '@mantine/core';
import { type EndpointAnswer } from '@portal/core';
import {
  DataTable,
  DateField,
  fillPath,
  PageHeader,
  ResourceList,
  useAccess,
  useCall,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { LEAVE_TYPES } from '../../shared/index.ts';
import { staffLeaveShape } from '../../shared/resources.ts';

type LeaveRow = EndpointAnswer<typeof C.staffLeaveReport>['rows'][number];

const columns: DataColumn<LeaveRow>[] = [
  {
    id: 'staffName',
    header: 'Staff member',
    sort: true,
    primary: true,
    cell: (r) => <Text fw={500}>{r.staffName}</Text>,
  },
  ...LEAVE_TYPES.map((t): DataColumn<LeaveRow> => ({
    id: t,
    header: t,
    align: 'right',
    sort: (r) => r.byType[t] ?? 0,
    cell: (r) => r.byType[t] ?? 0,
  })),
  {
    id: 'approvedDays',
    header: 'Approved days',
    align: 'right',
    sort: true,
    cell: (r) => (
      <Text fw={600} size="sm">
        {r.approvedDays}
      </Text>
    ),
  },
  { id: 'pendingDays', header: 'Pending days', align: 'right', sort: true },
];

function monthBounds(): [string, string] {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1));
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 0));
  return [first.toISOString().slice(0, 10), last.toISOString().slice(0, 10)];
}

/** staff/leaveReport: leave days per staff member and type in a period. */
export default function LeaveReportScreen() {
  const access = useAccess();
  const [[fromDate, toDate], setPeriod] = useState(monthBounds);
  const report = useCall(
    C.staffLeaveReport,
    { query: { fromDate, toDate, franchiseeID: access.franchiseeId ?? undefined } },
    {
      enabled: Boolean(fromDate && toDate),
    },
  );
  return (
    <>
      <PageHeader
        title="Leave report"
        crumbs={[{ label: 'Staff dashboard', to: '/staff/dashboard' }, { label: 'Leave report' }]}
      />
      <Group mb="md">
        <DateField label="From date" value={fromDate} onChange={(v) => v && setPeriod([v, toDate])} w={180} />
        <DateField label="To date" value={toDate} onChange={(v) => v && setPeriod([fromDate, v])} w={180} />
      </Group>
      <DataTable
        data={report.data?.rows}
        error={report.error}
        onRetry={() => report.refetch()}
        columns={columns}
        rowId={(r) => String(r.staffId)}
        empty="No leave in this period"
        testId="leave-report"
        striped
        minWidth={760}
      />
      <Title order={4} mt="xl" mb="sm">
        Leave applications
      </Title>
      <ResourceList
        resource={staffLeaveShape}
        rowPath={(row) => fillPath('/staff/leaveView/:id', row.id)}
        createPath="/staff/applyLeave"
      />
    </>
  );
}
