import { Anchor, Badge, Card, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, useAccess, useCall, useMessages, useResourceRows, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { allergies, HEALTH_MODULE } from '../../shared/allergies.ts';
import * as C from '../../shared/contracts.ts';
import { studentsMessages, type StudentsWords } from '../messages/index.ts';
import { classShape } from '@portal/mod-org/shared/resources';
import { sectionShape } from '../../shared/resources.ts';

/**
 * The allergies of the children on the page, from the academics module's health remarks (its endpoint, read
 * by path: academics builds on this module, not the other way round). Empty without the right to read them.
 */
function useAllergies(ids: number[]): Map<number, string[]> {
  const access = useAccess();
  const key = [...ids].sort((a, b) => a - b).join(',');
  const answer = useCall(
    allergies,
    { query: { ids: key } },
    {
      enabled: key !== '' && access.canRead(HEALTH_MODULE),
      staleTime: 60_000,
    },
  );
  return new Map((answer.data?.rows ?? []).map((r) => [r.studentAdmissionId, r.allergies]));
}

type Student = EndpointAnswer<typeof C.studentDetails>['rows'][number];

function studentColumns(t: StudentsWords, allergies: Map<number, string[]>): DataColumn<Student>[] {
  return [
    { id: 'admissionNumber', header: t('studentList.admissionNo') },
    {
      id: 'name',
      header: t('studentList.name'),
      primary: true,
      cell: (r) => {
        const allergy = allergies.get(r.admissionId);
        return (
          <>
            <Anchor component={Link} to={`/students/admissions-form/${r.admissionId}`}>
              {r.firstName} {r.lastName}
            </Anchor>
            {allergy && (
              <Tooltip label={t('studentList.allergyList', { list: allergy.join(', ') })} withArrow>
                <Badge
                  ml={6}
                  color="red"
                  variant="filled"
                  size="xs"
                  aria-label={t('studentList.allergyList', { list: allergy.join(', ') })}
                  data-testid="allergy-badge"
                >
                  {t('studentList.allergy')}
                </Badge>
              </Tooltip>
            )}
          </>
        );
      },
    },
    {
      id: 'className',
      header: t('studentList.class'),
      cell: (r) =>
        r.sectionName ? t('studentList.classSection', { className: r.className, section: r.sectionName }) : r.className,
    },
    {
      id: 'dateOfBirth',
      header: t('studentList.dateOfBirth'),
      hideOnPhone: true,
      cell: (r) => formatDate(r.dateOfBirth),
    },
    { id: 'parentMobile', header: t('studentList.parentMobile') },
    {
      id: 'status',
      header: t('studentList.status'),
      cell: (r) => (
        <Badge variant="light" color={r.status === 'Active' ? 'green' : 'gray'}>
          {t('studentStatus.label', { status: r.status })}
        </Badge>
      ),
    },
    {
      id: 'editStatus',
      header: t('studentList.record'),
      hideOnPhone: true,
      cell: (r) => (
        <Badge variant="outline" color={r.editStatus === 'completed' ? 'green' : 'yellow'}>
          {t('studentStatus.record', { status: r.editStatus })}
        </Badge>
      ),
    },
  ];
}

/**
 * students/details/page/{current} and students/detail/{ClassId?}/{SectionId?}/{FranchiseeId?}:
 * students by class and section.
 */
export default function StudentListScreen() {
  const t = useMessages(studentsMessages);
  const params = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const page = Number(params.current ?? 1) || 1;
  const [classId, setClassId] = useState<string | null>(params.ClassId ?? null);
  const [sectionId, setSectionId] = useState<string | null>(params.SectionId ?? null);
  const [q, setQ] = useState('');
  const classes = useResourceRows(classShape, { pageSize: 50, isActive: 'true' });
  const sections = useResourceRows(
    sectionShape,
    { pageSize: 200, classId: classId ?? undefined, isActive: 'true' },
    Boolean(classId),
  );
  const query = {
    page,
    pageSize: 50,
    classId: classId ?? undefined,
    sectionId: sectionId ?? undefined,
    q,
    franchiseeID: params.FranchiseeId ?? access.franchiseeId ?? undefined,
  };
  const list = useCall(C.studentDetails, { query }, { placeholderData: (p) => p });
  const allergies = useAllergies((list.data?.rows ?? []).map((r) => r.admissionId));
  return (
    <>
      <PageHeader
        title={t('studentList.title')}
        crumbs={[{ label: t('studentList.academics') }, { label: t('studentList.title') }]}
      />
      <Card withBorder radius="md">
        <Group mb="sm" align="flex-end">
          <Select
            label={t('studentList.class')}
            clearable
            data={(classes.data?.rows ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={classId}
            onChange={(v) => {
              setClassId(v);
              setSectionId(null);
            }}
            data-testid="class-filter"
          />
          <Select
            label={t('studentList.section')}
            clearable
            disabled={!classId}
            data={(sections.data?.rows ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            value={sectionId}
            onChange={setSectionId}
          />
          <TextInput
            label={t('studentList.search')}
            placeholder={t('studentList.searchHint')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
        </Group>
        <DataTable
          card={false}
          data={list.data?.rows}
          error={list.error}
          columns={studentColumns(t, allergies)}
          rowId={(r) => String(r.admissionId)}
          rowActions={(r) => (
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              {access.canWrite('student') && (
                <Anchor component={Link} to={`/students/edit/${r.studentId}`} size="sm">
                  {t('studentList.edit')}
                </Anchor>
              )}
              <Anchor component={Link} to={`/attendance/report/${r.studentId}`} size="sm">
                {t('studentList.attendance')}
              </Anchor>
            </Group>
          )}
          paging={{
            page,
            pageSize: 50,
            total: list.data?.count ?? 0,
            onPageChange: (p) => void navigate(`/students/details/page/${p}`),
          }}
          empty={{ title: t('studentList.none'), message: t('studentList.noneHint') }}
          testId="student-list"
          striped
          minWidth={800}
        />
      </Card>
    </>
  );
}
