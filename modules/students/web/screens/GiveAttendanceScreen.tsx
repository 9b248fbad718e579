import { Button, Card, Group, SegmentedControl, Select, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  call,
  DataTable,
  DateField,
  EmptyState,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import type { EndpointAnswer } from '@portal/core';
import { useEffect, useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '../../shared/index.ts';

type RosterRow = EndpointAnswer<typeof C.classRoster>['rows'][number];

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** attendance/give-attendance: a class (or one section) for a day, marked in one screen. */
export default function GiveAttendanceScreen() {
  const [date, setDate] = useState(today());
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [marks, setMarks] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const classes = useResourceRows('class', { pageSize: 50, isActive: 'true' });
  const sections = useResourceRows(
    'section',
    { pageSize: 200, classId: classId ?? undefined, isActive: 'true' },
    Boolean(classId),
  );
  const roster = useQuery({
    queryKey: ['roster', date, classId, sectionId],
    queryFn: () => call(C.classRoster, { query: { date, classId, sectionId: sectionId ?? undefined } }),
    enabled: Boolean(classId && date),
  });
  useEffect(() => {
    if (roster.data)
      setMarks(Object.fromEntries(roster.data.rows.map((r) => [r.studentAdmissionId, r.status ?? 'Present'])));
  }, [roster.data]);

  async function save() {
    setSaving(true);
    try {
      const res = await call(C.giveAttendance, {
        body: {
          date,
          marks: Object.entries(marks).map(([id, status]) => ({
            studentAdmissionId: Number(id),
            status: status as AttendanceStatus,
          })),
        },
      });
      notify({
        color: 'green',
        message: `Saved: ${res.present} present, ${res.absent} absent, ${res.leave} on leave`,
        position: 'top-right',
      });
      void roster.refetch();
    } catch (err) {
      notify({ color: 'red', title: 'Attendance not saved', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }

  const rows = roster.data?.rows ?? [];
  const columns: DataColumn<RosterRow>[] = [
    { id: 'admissionNumber', header: 'Admission no.', hideOnPhone: true },
    { id: 'name', header: 'Name', primary: true, cell: (r) => `${r.firstName} ${r.lastName}` },
    { id: 'sectionName', header: 'Section', cell: (r) => r.sectionName ?? '' },
    {
      id: 'mark',
      header: 'Attendance',
      cell: (r) => (
        // Full width on a phone card, so Present, Absent and Leave are all within a thumb's reach.
        <SegmentedControl
          size="xs"
          fullWidth
          value={marks[r.studentAdmissionId] ?? 'Present'}
          onChange={(v) => setMarks((m) => ({ ...m, [r.studentAdmissionId]: v }))}
          data={[...ATTENDANCE_STATUSES]}
          aria-label={`Attendance of ${r.firstName} ${r.lastName}`}
          data-testid={`mark-${r.firstName}`}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Give attendance" crumbs={[{ label: 'Academics' }, { label: 'Attendance' }]} />
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm">
          <DateField label="Date" value={date} maxDate={today()} onChange={setDate} data-testid="attendance-date" />
          <Select
            label="Class"
            data={(classes.data?.rows ?? []).map((c) => ({ value: String(c.id), label: String(c.name) }))}
            value={classId}
            onChange={(v) => {
              setClassId(v);
              setSectionId(null);
            }}
            data-testid="attendance-class"
          />
          <Select
            label="Section"
            clearable
            disabled={!classId}
            data={(sections.data?.rows ?? []).map((s) => ({ value: String(s.id), label: String(s.name) }))}
            value={sectionId}
            onChange={setSectionId}
          />
        </SimpleGrid>
        <Group mb="md">
          <Button
            variant="default"
            disabled={!rows.length}
            onClick={() => setMarks(Object.fromEntries(rows.map((r) => [r.studentAdmissionId, 'Present'])))}
          >
            All present
          </Button>
          <Button onClick={save} loading={saving} disabled={!rows.length} data-testid="save-attendance">
            Save attendance
          </Button>
        </Group>
        {!classId && <Text c="dimmed">Choose a class.</Text>}
        {roster.error && <LoadError error={roster.error} />}
        {classId && roster.data && rows.length === 0 && <EmptyState title="No students in this class" />}
        {rows.length > 0 && (
          <DataTable
            card={false}
            data={rows}
            columns={columns}
            rowId={(r) => String(r.studentAdmissionId)}
            testId="attendance-roster"
            striped
          />
        )}
      </Card>
    </>
  );
}
