import { Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPaise, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useCall, useMessages, type DataColumn } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { NextSteps } from '../components/NextSteps.tsx';
import { codeText } from '../../shared/labels.ts';
import { en } from '../messages/en.ts';
import { studentsMessages, type StudentsWords } from '../messages/index.ts';

type Field = keyof typeof en.admission.field;
const isField = (key: string): key is Field => key in en.admission.field;

type Payment = EndpointAnswer<typeof C.admissionsForm>['payments'][number];

/** The fees paid, read as short lines under the card's title: the headings are for screen readers only. */
const feeColumns = (t: StudentsWords): DataColumn<Payment>[] => [
  {
    id: 'fee',
    header: t('admission.fee'),
    hiddenHeader: true,
    primary: true,
    cell: (p) => t('admission.feeKind', { kind: p.referenceType, text: codeText(p.referenceType) }),
  },
  { id: 'amount', header: t('admission.amount'), hiddenHeader: true, cell: (p) => formatPaise(p.amountPaise) },
  {
    id: 'status',
    header: t('admission.status'),
    hiddenHeader: true,
    cell: (p) => {
      const status = t('admission.payStatus', { status: p.status, text: codeText(p.status) });
      const mode = p.mode && t('admission.payMode', { mode: p.mode, text: codeText(p.mode) });
      return mode ? t('admission.paidBy', { status, mode }) : status;
    },
  },
];

/** students/admissions-form/{admissionID}: the admission with the student and everything the family filled. */
export default function AdmissionsFormScreen() {
  const t = useMessages(studentsMessages);
  const { admissionID } = useParams();
  const view = useCall(C.admissionsForm, { params: { admissionId: admissionID } });
  if (view.error) return <LoadError error={view.error} onRetry={() => view.refetch()} />;
  if (!view.data) return null;
  const { admission: a, student: s, enquiry, forms, payments } = view.data;
  return (
    <>
      <PageHeader
        title={`${s.firstName} ${s.lastName}`}
        subtitle={t('admission.subtitle', {
          admissionNo: s.admissionNumber,
          className: a.sectionName ? `${a.className} ${a.sectionName}` : a.className,
          year: a.academicYear,
          centre: a.centreName,
        })}
        crumbs={[{ label: t('admission.students'), to: '/students/details/page/1' }, { label: t('admission.crumb') }]}
        actions={
          <Group gap="xs">
            <Badge variant="outline" color={s.editStatus === 'completed' ? 'green' : 'yellow'}>
              {t('studentStatus.record', { status: s.editStatus })}
            </Badge>
            <Badge color={a.status === 'Active' ? 'green' : 'gray'} data-testid="admission-status">
              {t('studentStatus.label', { status: a.status })}
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
                {t('admission.student')}
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
                    {t(`admission.field.${k}`)}
                  </Text>
                  <Text size="sm">
                    {k === 'dateOfBirth'
                      ? formatDate(s[k])
                      : k === 'gender'
                        ? t('studentStatus.gender', { gender: s[k] })
                        : (s[k] ?? '—')}
                  </Text>
                </Group>
              ))}
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t('admission.admittedOn')}
                </Text>
                <Text size="sm">{formatDate(a.admissionDate)}</Text>
              </Group>
            </Card>
            {enquiry && (
              <Card withBorder radius="md">
                <Title order={4} mb="xs">
                  {t('admission.enquiry')}
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
                  {t('admission.fees')}
                </Title>
                <DataTable card={false} data={payments} columns={feeColumns(t)} rowId={(p) => String(p.id)} />
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            {forms.map((f) => (
              <Card key={f.formType} withBorder radius="md">
                <Group justify="space-between" mb="xs">
                  <Title order={5}>{t('admission.form', { type: f.formType })}</Title>
                  <Badge variant="light">
                    {t('admission.formStatus', { status: f.status, text: codeText(f.status) })}
                  </Badge>
                </Group>
                <Grid gap={4}>
                  {Object.entries(f.data)
                    .flatMap(([k, v]) => (isField(k) ? [[k, v] as const] : []))
                    .map(([k, v]) => (
                      <Grid.Col key={k} span={6}>
                        <Text size="xs" c="dimmed">
                          {t(`admission.field.${k}`)}
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
