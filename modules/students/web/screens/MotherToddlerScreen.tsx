import { Anchor, Button, Card, Group, Select, Text } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import {
  call,
  DataTable,
  EmptyState,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  parseId,
  useAccess,
  useCall,
  useMessages,
  useResourceRows,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MOTHER_TODDLER_CATEGORIES } from '../../shared/index.ts';
import * as C from '../../shared/contracts.ts';
import { studentsMessages, type StudentsWords } from '../messages/index.ts';
import { classShape } from '@portal/mod-org/shared/resources';
import { sectionShape } from '../../shared/resources.ts';

/**
 * mother-toddler-program: view-onboarded-student (the list), view-student-class/{studentID?},
 * assign-new-class/{studentID?}/{studentAdmissionID?} and edit-student-class/{studentID?}.
 */
export default function MotherToddlerScreen({ view }: { view: 'list' | 'class' | 'assign' }) {
  const { studentID } = useParams();
  if (view === 'list' || !studentID) return <Onboarded />;
  const studentId = parseId(studentID);
  if (!studentId) return <StudentNotFound />;
  return <StudentClass studentId={studentId} editable={view === 'assign'} />;
}

const crumbs = (t: StudentsWords) => [
  { label: t('programme.title'), to: '/mother-toddler-program/view-onboarded-student' },
  { label: t('programme.class') },
];

function StudentNotFound({ error }: { error?: unknown }) {
  const t = useMessages(studentsMessages);
  return (
    <>
      <PageHeader title={t('programme.studentClass')} crumbs={crumbs(t)} />
      {error ? <LoadError error={error} /> : <EmptyState title={t('programme.notFound')} />}
    </>
  );
}

type OnboardedStudent = EndpointAnswer<typeof C.onboardedStudents>['rows'][number];

/** A short roll of names: its headings are for screen readers only. */
const onboardedColumns = (t: StudentsWords): DataColumn<OnboardedStudent>[] => [
  {
    id: 'name',
    header: t('programme.student'),
    hiddenHeader: true,
    primary: true,
    cell: (r) => `${r.firstName} ${r.lastName}`,
  },
  {
    id: 'class',
    header: t('programme.class'),
    hiddenHeader: true,
    cell: (r) => (r.sectionName ? `${r.className} ${r.sectionName}` : r.className),
  },
  { id: 'parentMobile', header: t('programme.parentMobile'), hiddenHeader: true },
];

function Onboarded() {
  const t = useMessages(studentsMessages);
  const access = useAccess();
  const list = useCall(C.onboardedStudents, { query: { pageSize: 200 } });
  return (
    <>
      <PageHeader
        title={t('programme.title')}
        crumbs={[{ label: t('programme.academics') }, { label: t('programme.title') }]}
      />
      <DataTable
        data={list.data?.rows}
        error={list.error}
        columns={onboardedColumns(t)}
        rowId={(r) => String(r.admissionId)}
        rowActions={(r) => (
          <Group gap="xs" justify="flex-end">
            <Anchor component={Link} to={`/mother-toddler-program/view-student-class/${r.studentId}`} size="sm">
              {t('programme.viewClass')}
            </Anchor>
            {access.canWrite('student') && (
              <Anchor component={Link} to={`/mother-toddler-program/edit-student-class/${r.studentId}`} size="sm">
                {t('programme.changeClass')}
              </Anchor>
            )}
          </Group>
        )}
        empty={t('programme.none')}
        testId="mtp-list"
        striped
      />
    </>
  );
}

function StudentClass({ studentId, editable }: { studentId: number; editable: boolean }) {
  const t = useMessages(studentsMessages);
  const access = useAccess();
  const navigate = useNavigate();
  const classes = useResourceRows(classShape, { pageSize: 50, isActive: 'true' });
  const [classId, setClassId] = useState<string | null>(null);
  const sections = useResourceRows(sectionShape, { pageSize: 100, classId: classId ?? undefined }, Boolean(classId));
  const [sectionId, setSectionId] = useState<string | null>(null);
  const history = useCall(C.programmeClasses, { params: { studentId } });
  const programme = (classes.data?.rows ?? []).filter((c) =>
    (MOTHER_TODDLER_CATEGORIES as readonly string[]).includes(c.classCategory),
  );
  async function assign() {
    try {
      await call(C.assignProgrammeClass, {
        body: {
          studentId,
          academicYearId: access.academicYearId ?? undefined,
          classId: Number(classId),
          sectionId: sectionId ? Number(sectionId) : null,
        },
      });
      notify({ color: 'green', message: t('programme.saved'), position: 'top-right' });
      navigate(`/mother-toddler-program/view-student-class/${studentId}`);
    } catch (err) {
      notify({ color: 'red', title: t('programme.notSaved'), message: errorMessage(err), position: 'top-right' });
    }
  }
  const first = history.data?.rows[0];
  // A student this user may not see (or none at all) is not found: no class form for nobody.
  if (history.error) return <StudentNotFound error={history.error} />;
  return (
    <>
      <PageHeader
        title={first ? `${first.firstName} ${first.lastName}` : t('programme.studentClass')}
        crumbs={crumbs(t)}
        actions={
          // The class view's way to the child's next programme class.
          !editable &&
          first &&
          access.canWrite('student') && (
            <Button
              component={Link}
              to={`/mother-toddler-program/assign-new-class/${studentId}/${first.admissionId}`}
              variant="light"
            >
              {t('programme.assignNewClass')}
            </Button>
          )
        }
      />
      <Card withBorder radius="md" mb="md">
        {history.data?.rows.map((r) => (
          <Text key={r.admissionId} size="sm">
            {t('programme.history', {
              year: r.academicYear,
              className: r.sectionName ? `${r.className} ${r.sectionName}` : r.className,
              status: t('studentStatus.label', { status: r.status }),
            })}
          </Text>
        ))}
      </Card>
      {editable && access.canWrite('student') && (
        <Card withBorder radius="md">
          <Group align="flex-end">
            <Select
              label={t('programme.programmeClass')}
              data={programme.map((c) => ({ value: String(c.id), label: c.name }))}
              value={classId}
              onChange={(v) => {
                setClassId(v);
                setSectionId(null);
              }}
            />
            <Select
              label={t('programme.section')}
              clearable
              disabled={!classId}
              data={(sections.data?.rows ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={sectionId}
              onChange={setSectionId}
            />
            <Button disabled={!classId || !access.academicYearId} onClick={assign}>
              {t('programme.save')}
            </Button>
          </Group>
        </Card>
      )}
    </>
  );
}
