import { Button, Card, Group, SegmentedControl, Select, SimpleGrid, Text } from '@mantine/core';
import {
  call,
  DataTable,
  DateField,
  EmptyState,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  useCall,
  useMessages,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { isOneOf, type EndpointAnswer } from '@portal/core';
import { useEffect, useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '../../shared/index.ts';
import { studentsMessages } from '../messages/index.ts';
import { classShape } from '@portal/mod-org/shared/resources';
import { sectionShape } from '../../shared/resources.ts';

type RosterRow = EndpointAnswer<typeof C.classRoster>['rows'][number];

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** attendance/give-attendance: a class (or one section) for a day, marked in one screen. */
export default function GiveAttendanceScreen() {
  const t = useMessages(studentsMessages);
  const [date, setDate] = useState(today());
  const [classId, setClassId] = useState<string | null>(null);
  const [sectionId, setSectionId] = useState<string | null>(null);
  const [marks, setMarks] = useState<Record<number, AttendanceStatus>>({});
  const [saving, setSaving] = useState(false);
  const classes = useResourceRows(classShape, { pageSize: 50, isActive: 'true' });
  const sections = useResourceRows(
    sectionShape,
    { pageSize: 200, classId: classId ?? undefined, isActive: 'true' },
    Boolean(classId),
  );
  const roster = useCall(
    C.classRoster,
    { query: { date, classId, sectionId: sectionId ?? undefined } },
    {
      enabled: Boolean(classId && date),
    },
  );
  useEffect(() => {
    if (roster.data)
      setMarks(
        Object.fromEntries(
          roster.data.rows.map((r) => [
            r.studentAdmissionId,
            isOneOf(ATTENDANCE_STATUSES, r.status) ? r.status : 'Present',
          ]),
        ),
      );
  }, [roster.data]);

  async function save() {
    setSaving(true);
    try {
      const res = await call(C.giveAttendance, {
        body: {
          date,
          marks: Object.entries(marks).map(([id, status]) => ({
            studentAdmissionId: Number(id),
            status,
          })),
        },
      });
      notify({
        color: 'green',
        message: t('markAttendance.saved', { present: res.present, absent: res.absent, leave: res.leave }),
        position: 'top-right',
      });
      void roster.refetch();
    } catch (err) {
      notify({ color: 'red', title: t('markAttendance.notSaved'), message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }

  const rows = roster.data?.rows ?? [];
  const columns: DataColumn<RosterRow>[] = [
    { id: 'admissionNumber', header: t('markAttendance.admissionNo'), hideOnPhone: true },
    { id: 'name', header: t('markAttendance.name'), primary: true, cell: (r) => `${r.firstName} ${r.lastName}` },
    { id: 'sectionName', header: t('markAttendance.section'), cell: (r) => r.sectionName ?? '' },
    {
      id: 'mark',
      header: t('markAttendance.mark'),
      cell: (r) => (
        // Full width on a phone card, so Present, Absent and Leave are all within a thumb's reach.
        <SegmentedControl
          size="xs"
          fullWidth
          value={marks[r.studentAdmissionId] ?? 'Present'}
          onChange={(v) => isOneOf(ATTENDANCE_STATUSES, v) && setMarks((m) => ({ ...m, [r.studentAdmissionId]: v }))}
          data={ATTENDANCE_STATUSES.map((s) => ({ value: s, label: t('markAttendance.status', { status: s }) }))}
          aria-label={t('markAttendance.markOf', { child: `${r.firstName} ${r.lastName}` })}
          data-testid={`mark-${r.firstName}`}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('markAttendance.title')}
        crumbs={[{ label: t('studentList.academics') }, { label: t('markAttendance.crumb') }]}
      />
      <Card withBorder radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} mb="sm">
          <DateField
            label={t('markAttendance.date')}
            value={date}
            maxDate={today()}
            onChange={setDate}
            data-testid="attendance-date"
          />
          <Select
            label={t('markAttendance.class')}
            data={(classes.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={classId}
            onChange={(v) => {
              setClassId(v);
              setSectionId(null);
            }}
            data-testid="attendance-class"
          />
          <Select
            label={t('markAttendance.section')}
            clearable
            disabled={!classId}
            data={(sections.data?.rows ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
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
            {t('markAttendance.allPresent')}
          </Button>
          <Button onClick={save} loading={saving} disabled={!rows.length} data-testid="save-attendance">
            {t('markAttendance.save')}
          </Button>
        </Group>
        {!classId && <Text c="dimmed">{t('markAttendance.chooseClass')}</Text>}
        {roster.error && <LoadError error={roster.error} />}
        {classId && roster.data && rows.length === 0 && <EmptyState title={t('markAttendance.noStudents')} />}
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
