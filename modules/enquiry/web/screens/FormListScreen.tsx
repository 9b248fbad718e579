import { Anchor, Badge, Card, Select, Group } from '@mantine/core';
import { formatDate, formatPaise, type EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, useAccess, useServerPaging, type DataColumn, useCall } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { FORM_STATUS_LABELS, labelledOptions } from '../../shared/labels.ts';
import { FORM_STATUSES, type FormType } from '../../shared/index.ts';
import { ENQUIRY_MODULES as M } from '../../shared/modules.ts';
import { formStatusText, PaymentBadge } from '../components/bits.tsx';

const TITLES: Record<FormType, string> = {
  APPLICATION: 'Applications',
  REGISTRATION: 'Registrations',
  ADMISSION: 'Admissions',
};

/** The form's own screen, for those who may fill it (the application is filled on the enquiry itself). */
const FILL: Partial<Record<FormType, { module: string; path: string }>> = {
  REGISTRATION: { module: M.REGISTRATION, path: '/forms/registration/edit' },
  ADMISSION: { module: M.ADMISSION, path: '/forms/admissionForm' },
};

type FormRow = EndpointAnswer<(typeof C.formLists)[FormType]>['rows'][number];

const columns: DataColumn<FormRow>[] = [
  {
    id: 'enquiryCode',
    header: 'Enquiry',
    cell: (r) => (
      <Anchor component={Link} to={`/forms/edit/${r.enquiryCode}`}>
        {r.enquiryCode}
      </Anchor>
    ),
  },
  { id: 'childName', header: 'Child', primary: true },
  { id: 'parentName', header: 'Parent', cell: (r) => `${r.parentName} · ${r.mobile}` },
  { id: 'className', header: 'Class' },
  {
    id: 'status',
    header: 'Form',
    cell: (r) => (
      <Badge variant="light" color={r.status === 'COMPLETED' ? 'green' : 'blue'}>
        {formStatusText(r.status)}
      </Badge>
    ),
  },
  {
    id: 'feePaise',
    header: 'Fee',
    cell: (r) => (
      <>
        {r.feePaise > 0 ? formatPaise(r.feePaise) : '—'} <PaymentBadge status={r.paymentStatus} />
      </>
    ),
  },
  { id: 'submittedAt', header: 'Submitted', cell: (r) => (r.submittedAt ? formatDate(r.submittedAt) : '—') },
];

/** forms/application, registration/list, admission/list: the forms of one step with their fee. */
export default function FormListScreen({ formType }: { formType: FormType }) {
  const [status, setStatus] = useState<string | null>(null);
  const pages = useServerPaging();
  const title = TITLES[formType];
  const endpoint = C.formLists[formType];
  const list = useCall(endpoint, { query: { status: status ?? undefined, ...pages.query } });
  const access = useAccess();
  const fill = FILL[formType];
  const canFill = Boolean(fill && access.canWrite(fill.module));
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: 'Enquiries', to: '/forms/list' }, { label: title }]} />
      <Card withBorder radius="md">
        <Group mb="sm">
          <Select
            label="Status"
            clearable
            data={labelledOptions(FORM_STATUSES, FORM_STATUS_LABELS)}
            value={status}
            onChange={(v) => {
              setStatus(v);
              pages.restart();
            }}
          />
        </Group>
        <DataTable
          card={false}
          data={list.data?.rows}
          error={list.error}
          columns={columns}
          rowId={(r) => String(r.id)}
          rowActions={
            canFill && fill
              ? (r) => (
                  <Anchor component={Link} to={`${fill.path}/${r.enquiryCode}`} size="sm">
                    Fill form
                  </Anchor>
                )
              : undefined
          }
          rowActionsLabel="Fill form"
          paging={pages.paging(list.data?.count)}
          empty={`No ${title.toLowerCase()} yet`}
          testId="form-list"
          striped
          minWidth={800}
        />
      </Card>
    </>
  );
}
