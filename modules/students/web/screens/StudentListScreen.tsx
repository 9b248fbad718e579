import { Anchor, Badge, Card, Group, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { PageHeader, api, call, HiddenTh, LoadError, EmptyState, useAccess, useResourceRows } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { EDIT_STATUS_LABELS, labelOf } from '../../shared/labels.ts';

/**
 * The allergies of the children on the page, from the academics module's health remarks (its endpoint, read
 * by path: academics builds on this module, not the other way round). Empty without the right to read them.
 */
function useAllergies(ids: number[]): Map<number, string[]> {
  const access = useAccess();
  const key = [...ids].sort((a, b) => a - b).join(',');
  const answer = useQuery({
    queryKey: ['health-remark', 'allergies', key],
    queryFn: () =>
      api<{ rows: { studentAdmissionId: number; allergies: string[] }[] }>('/api/health-remark/allergies', {
        query: { ids: key },
      }),
    enabled: key !== '' && access.canRead('StudentHealthRemark'),
    staleTime: 60_000,
  });
  return new Map((answer.data?.rows ?? []).map((r) => [r.studentAdmissionId, r.allergies]));
}

/**
 * students/details/page/{current} and students/detail/{ClassId?}/{SectionId?}/{FranchiseeId?}:
 * students by class and section.
 */
export default function StudentListScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const page = Number(params.current ?? 1) || 1;
  const [classId, setClassId] = useState<string | null>(params.ClassId ?? null);
  const [sectionId, setSectionId] = useState<string | null>(params.SectionId ?? null);
  const [q, setQ] = useState('');
  const classes = useResourceRows('class', { pageSize: 50, isActive: 'true' });
  const sections = useResourceRows(
    'section',
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
  const list = useQuery({
    queryKey: ['students', query, access.academicYearId],
    queryFn: () => call(C.studentDetails, { query }),
    placeholderData: (p) => p,
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / 50)) : 1;
  const allergies = useAllergies((list.data?.rows ?? []).map((r) => r.admissionId));
  return (
    <>
      <PageHeader title="Students" crumbs={[{ label: 'Academics' }, { label: 'Students' }]} />
      <Card withBorder radius="md">
        <Group mb="sm" align="flex-end">
          <Select
            label="Class"
            clearable
            data={(classes.data?.rows ?? []).map((c) => ({ value: String(c.id), label: String(c.name) }))}
            value={classId}
            onChange={(v) => {
              setClassId(v);
              setSectionId(null);
            }}
            data-testid="class-filter"
          />
          <Select
            label="Section"
            clearable
            disabled={!classId}
            data={(sections.data?.rows ?? []).map((s) => ({ value: String(s.id), label: String(s.name) }))}
            value={sectionId}
            onChange={setSectionId}
          />
          <TextInput
            label="Search"
            placeholder="Name, admission no., mobile"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
        </Group>
        {list.error && <LoadError error={list.error} />}
        {list.data && list.data.rows.length === 0 && (
          <EmptyState title="No students" message="Nobody matches these filters in this year." />
        )}
        {list.data && list.data.rows.length > 0 && (
          <Table.ScrollContainer minWidth={800}>
            <Table striped data-testid="student-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Admission no.</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th>Date of birth</Table.Th>
                  <Table.Th>Parent mobile</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Record</Table.Th>
                  <HiddenTh />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.rows.map((r) => (
                  <Table.Tr key={r.admissionId}>
                    <Table.Td>{r.admissionNumber}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/students/admissions-form/${r.admissionId}`}>
                        {r.firstName} {r.lastName}
                      </Anchor>
                      {allergies.get(r.admissionId) && (
                        <Tooltip label={`Allergy: ${allergies.get(r.admissionId)!.join(', ')}`} withArrow>
                          <Badge
                            ml={6}
                            color="red"
                            variant="filled"
                            size="xs"
                            aria-label={`Allergy: ${allergies.get(r.admissionId)!.join(', ')}`}
                            data-testid="allergy-badge"
                          >
                            Allergy
                          </Badge>
                        </Tooltip>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {r.className}
                      {r.sectionName ? ` ${r.sectionName}` : ''}
                    </Table.Td>
                    <Table.Td>{formatDate(r.dateOfBirth)}</Table.Td>
                    <Table.Td>{r.parentMobile}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={r.status === 'Active' ? 'green' : 'gray'}>
                        {r.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color={r.editStatus === 'completed' ? 'green' : 'yellow'}>
                        {labelOf(EDIT_STATUS_LABELS, r.editStatus)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {access.canWrite('student') && (
                          <Anchor component={Link} to={`/students/edit/${r.studentId}`} size="sm">
                            Edit
                          </Anchor>
                        )}
                        <Anchor component={Link} to={`/attendance/report/${r.studentId}`} size="sm">
                          Attendance
                        </Anchor>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && (
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="dimmed">
              {list.data.count} students
            </Text>
            {pages > 1 && (
              <Group gap="xs">
                {Array.from({ length: pages }, (_, i) => i + 1)
                  .slice(0, 20)
                  .map((p) => (
                    <Anchor key={p} fw={p === page ? 700 : 400} onClick={() => navigate(`/students/details/page/${p}`)}>
                      {p}
                    </Anchor>
                  ))}
              </Group>
            )}
          </Group>
        )}
      </Card>
    </>
  );
}
