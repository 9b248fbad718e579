import { Card, Group, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call, DateField, EmptyState, fillPath, LoadError, PageHeader, ResourceList, useAccess } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { LEAVE_TYPES } from '../../shared/index.ts';

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
  const report = useQuery({
    queryKey: ['staff-leave-report', fromDate, toDate, access.franchiseeId],
    queryFn: () =>
      call(C.staffLeaveReport, { query: { fromDate, toDate, franchiseeID: access.franchiseeId ?? undefined } }),
    enabled: Boolean(fromDate && toDate),
  });
  const rows = report.data?.rows ?? [];
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
      {report.error ? (
        <LoadError error={report.error} onRetry={() => report.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No leave in this period" />
      ) : (
        <Card withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs" data-testid="leave-report">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Staff member</Table.Th>
                  {LEAVE_TYPES.map((t) => (
                    <Table.Th key={t} ta="right">
                      {t}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">Approved days</Table.Th>
                  <Table.Th ta="right">Pending days</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.staffId}>
                    <Table.Td>
                      <Text fw={500}>{r.staffName}</Text>
                    </Table.Td>
                    {LEAVE_TYPES.map((t) => (
                      <Table.Td key={t} ta="right">
                        {r.byType[t] ?? 0}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" fw={600}>
                      {r.approvedDays}
                    </Table.Td>
                    <Table.Td ta="right">{r.pendingDays}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      <Title order={4} mt="xl" mb="sm">
        Leave applications
      </Title>
      <ResourceList
        resource="staff-leaves"
        rowPath={(row) => fillPath('/staff/leaveView/:id', row.id)}
        createPath="/staff/applyLeave"
      />
    </>
  );
}
