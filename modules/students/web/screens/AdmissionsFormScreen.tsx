import { Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise, type EndpointAnswer } from '@portal/core';
import { call, DataTable, LoadError, PageHeader, type DataColumn } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { NextSteps } from '../components/NextSteps.tsx';
import { codeText, EDIT_STATUS_LABELS, labelOf, STUDENT_GENDER_LABELS } from '../../shared/labels.ts';

const LABELS: Record<string, string> = {
  childName: 'Child name',
  childDob: 'Date of birth',
  gender: 'Gender',
  fatherName: 'Father',
  fatherMobile: 'Father mobile',
  fatherOccupation: 'Father occupation',
  motherName: 'Mother',
  motherMobile: 'Mother mobile',
  motherOccupation: 'Mother occupation',
  email: 'Email',
  address: 'Address',
  pincode: 'PIN code',
  previousSchool: 'Previous school',
  bloodGroup: 'Blood group',
  allergies: 'Allergies',
  emergencyContactName: 'Emergency contact',
  emergencyContactMobile: 'Emergency mobile',
  authorisedPickup: 'Pick-up',
  preferredStartDate: 'Start date',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  parentMobile: 'Parent mobile',
  parentEmail: 'Parent email',
  admissionDate: 'Admission date',
};

type Payment = EndpointAnswer<typeof C.admissionsForm>['payments'][number];

/** The fees paid, read as short lines under the card's title: the headings are for screen readers only. */
const feeColumns: DataColumn<Payment>[] = [
  { id: 'fee', header: 'Fee', hiddenHeader: true, primary: true, cell: (p) => codeText(p.referenceType) },
  { id: 'amount', header: 'Amount', hiddenHeader: true, cell: (p) => formatPaise(p.amountPaise) },
  {
    id: 'status',
    header: 'Status',
    hiddenHeader: true,
    cell: (p) => `${codeText(p.status)}${p.mode ? ` (${codeText(p.mode)})` : ''}`,
  },
];

/** students/admissions-form/{admissionID}: the admission with the student and everything the family filled. */
export default function AdmissionsFormScreen() {
  const { admissionID } = useParams();
  const view = useQuery({
    queryKey: ['admissions-form', admissionID],
    queryFn: () => call(C.admissionsForm, { params: { admissionId: admissionID } }),
  });
  if (view.error) return <LoadError error={view.error} onRetry={() => view.refetch()} />;
  if (!view.data) return null;
  const { admission: a, student: s, enquiry, forms, payments } = view.data;
  return (
    <>
      <PageHeader
        title={`${s.firstName} ${s.lastName}`}
        subtitle={
          `${s.admissionNumber} · ${a.className}${a.sectionName ? ` ${a.sectionName}` : ''} · ` +
          `${a.academicYear} · ${a.centreName}`
        }
        crumbs={[{ label: 'Students', to: '/students/details/page/1' }, { label: 'Admission form' }]}
        actions={
          <Group gap="xs">
            <Badge variant="outline" color={s.editStatus === 'completed' ? 'green' : 'yellow'}>
              Record {labelOf(EDIT_STATUS_LABELS, s.editStatus).toLowerCase()}
            </Badge>
            <Badge color={a.status === 'Active' ? 'green' : 'gray'} data-testid="admission-status">
              {a.status}
            </Badge>
          </Group>
        }
      />
      <NextSteps admissionId={a.id} />
      <Grid mt="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Card withBorder radius="md">
              <Title order={4} mb="xs">
                Student
              </Title>
              {(
                [
                  'dateOfBirth',
                  'gender',
                  'fatherName',
                  'motherName',
                  'parentMobile',
                  'parentEmail',
                  'address',
                  'pincode',
                  'bloodGroup',
                ] as const
              ).map((k) => (
                <Group key={k} justify="space-between">
                  <Text size="sm" c="dimmed">
                    {LABELS[k] ?? k}
                  </Text>
                  <Text size="sm">
                    {k === 'dateOfBirth'
                      ? formatDate(s[k])
                      : k === 'gender'
                        ? labelOf(STUDENT_GENDER_LABELS, s[k])
                        : (s[k] ?? '—')}
                  </Text>
                </Group>
              ))}
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Admitted on
                </Text>
                <Text size="sm">{formatDate(a.admissionDate)}</Text>
              </Group>
            </Card>
            {enquiry && (
              <Card withBorder radius="md">
                <Title order={4} mb="xs">
                  Enquiry
                </Title>
                <Text size="sm">
                  {enquiry.enquiryCode} · {enquiry.source} · {formatDate(enquiry.createdAt)}
                </Text>
                <Text size="sm" c="dimmed">
                  {enquiry.parentName} · {enquiry.mobile} · {enquiry.stage}
                </Text>
              </Card>
            )}
            {payments.length > 0 && (
              <Card withBorder radius="md">
                <Title order={4} mb="xs">
                  Fees
                </Title>
                <DataTable card={false} data={payments} columns={feeColumns} rowId={(p) => String(p.id)} />
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            {forms.map((f) => (
              <Card key={f.formType} withBorder radius="md">
                <Group justify="space-between" mb="xs">
                  <Title order={5}>{f.formType.charAt(0) + f.formType.slice(1).toLowerCase()} form</Title>
                  <Badge variant="light">{codeText(f.status)}</Badge>
                </Group>
                <Grid gap={4}>
                  {Object.entries(f.data)
                    .filter(([k]) => LABELS[k])
                    .map(([k, v]) => (
                      <Grid.Col key={k} span={6}>
                        <Text size="xs" c="dimmed">
                          {LABELS[k]}
                        </Text>
                        <Text size="sm">
                          {/date|Dob|dateOfBirth/i.test(k) ? formatDate(String(v)) : String(v ?? '—')}
                        </Text>
                      </Grid.Col>
                    ))}
                </Grid>
              </Card>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
