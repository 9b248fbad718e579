import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { call, DataTable, LoadError, PageHeader, useAccess, type DataColumn } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';

type Mark = EndpointAnswer<typeof C.attendanceReport>['rows'][number];

const columns: DataColumn<Mark>[] = [
  { id: 'date', header: 'Date', primary: true, cell: (r) => formatDate(r.date) },
  { id: 'className', header: 'Class' },
  {
    id: 'status',
    header: 'Attendance',
    cell: (r) => (
      <Group gap="xs">
        <Badge color={r.status === 'Present' ? 'green' : r.status === 'Absent' ? 'red' : 'yellow'} variant="light">
          {r.status}
        </Badge>
        {r.remarks && <Text size="xs">{r.remarks}</Text>}
      </Group>
    ),
  },
];

/** attendance/report/{studentId}: a student's marks and attendance percentage for the year (a parent's own child). */
export default function AttendanceReportScreen() {
  const { studentId } = useParams();
  const access = useAccess();
  // A parent's link carries their child's admission; the server answers for the linked child only.
  const staff = access.canRead('Attendance');
  const report = useQuery({
    queryKey: ['attendance-report', staff, studentId, access.academicYearId],
    queryFn: () =>
      staff
        ? call(C.attendanceReport, {
            params: { studentId },
            query: { academicYearID: access.academicYearId ?? undefined },
          })
        : call(C.myChildAttendance),
  });
  if (report.error) return <LoadError error={report.error} onRetry={() => report.refetch()} />;
  if (!report.data) return null;
  const { student, summary, rows } = report.data;
  const cards: [string, string | number][] = [
    ['Working days', summary.workingDays],
    ['Days marked', summary.days],
    ['Present', summary.present],
    ['Absent', summary.absent],
    ['Leave', summary.leave],
    ['Attendance', `${summary.percentage}%`],
  ];
  return (
    <>
      <PageHeader
        title={`Attendance · ${student.firstName} ${student.lastName}`}
        subtitle={
          summary.from && summary.to
            ? `${student.admissionNumber} · ${formatDate(summary.from)} to ${formatDate(summary.to)}`
            : student.admissionNumber
        }
        crumbs={
          staff
            ? [{ label: 'Students', to: '/students/details/page/1' }, { label: 'Attendance report' }]
            : [{ label: 'Attendance' }]
        }
      />
      <SimpleGrid cols={{ base: 2, md: 6 }} mb="md">
        {cards.map(([label, value]) => (
          <Card key={label} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} size="lg">
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <DataTable
        data={[...rows].reverse()}
        columns={columns}
        rowId={(r) => r.date}
        paging={{ pageSize: 31 }}
        empty="No attendance marked yet"
        testId="attendance-report"
        striped
      />
    </>
  );
}
