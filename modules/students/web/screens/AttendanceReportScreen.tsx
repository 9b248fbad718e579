import { Badge, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useAccess, useCall, useMessages, type DataColumn } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { studentsMessages, type StudentsWords } from '../messages/index.ts';

type Mark = EndpointAnswer<typeof C.attendanceReport>['rows'][number];

const columns = (t: StudentsWords): DataColumn<Mark>[] => [
  { id: 'date', header: t('attendanceReport.date'), primary: true, cell: (r) => formatDate(r.date) },
  { id: 'className', header: t('attendanceReport.class') },
  {
    id: 'status',
    header: t('attendanceReport.attendance'),
    cell: (r) => (
      <Group gap="xs">
        <Badge color={r.status === 'Present' ? 'green' : r.status === 'Absent' ? 'red' : 'yellow'} variant="light">
          {t('markAttendance.status', { status: r.status })}
        </Badge>
        {r.remarks && <Text size="xs">{r.remarks}</Text>}
      </Group>
    ),
  },
];

/** attendance/report/{studentId}: a student's marks and attendance percentage for the year (a parent's own child). */
export default function AttendanceReportScreen() {
  const t = useMessages(studentsMessages);
  const { studentId } = useParams();
  const access = useAccess();
  // A parent's link carries their child's admission; the server answers for the linked child only.
  const staff = access.canRead('Attendance');
  const anyStudent = useCall(
    C.attendanceReport,
    { params: { studentId }, query: { academicYearID: access.academicYearId ?? undefined } },
    { enabled: staff },
  );
  const ownChild = useCall(C.myChildAttendance, undefined, { enabled: !staff });
  const report = staff ? anyStudent : ownChild;
  if (report.error) return <LoadError error={report.error} onRetry={() => report.refetch()} />;
  if (!report.data) return null;
  const { student, summary, rows } = report.data;
  const cards: [string, string | number][] = [
    [t('attendanceReport.workingDays'), summary.workingDays],
    [t('attendanceReport.daysMarked'), summary.days],
    [t('attendanceReport.present'), summary.present],
    [t('attendanceReport.absent'), summary.absent],
    [t('attendanceReport.leave'), summary.leave],
    [t('attendanceReport.attendance'), t('attendanceReport.percent', { percent: summary.percentage })],
  ];
  return (
    <>
      <PageHeader
        title={t('attendanceReport.title', { child: `${student.firstName} ${student.lastName}` })}
        subtitle={
          summary.from && summary.to
            ? t('attendanceReport.period', {
                admissionNo: student.admissionNumber,
                from: formatDate(summary.from),
                to: formatDate(summary.to),
              })
            : student.admissionNumber
        }
        crumbs={
          staff
            ? [
                { label: t('attendanceReport.students'), to: '/students/details/page/1' },
                { label: t('attendanceReport.crumb') },
              ]
            : [{ label: t('attendanceReport.attendance') }]
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
        columns={columns(t)}
        rowId={(r) => r.date}
        paging={{ pageSize: 31 }}
        empty={t('attendanceReport.none')}
        testId="attendance-report"
        striped
      />
    </>
  );
}
