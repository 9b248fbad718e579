import { Anchor, Badge, Card, Select, Table, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatPaise } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { FORM_STATUS_LABELS, labelledOptions } from '../../shared/labels.ts';
import { FORM_STATUSES, type FormType } from '../../shared/index.ts';
import { formStatusText, PaymentBadge } from '../components/bits.tsx';
import { Pager } from '../components/Pager.tsx';

const TITLES: Record<FormType, string> = {
  APPLICATION: 'Applications',
  REGISTRATION: 'Registrations',
  ADMISSION: 'Admissions',
};

/** forms/application, registration/list, admission/list: the forms of one step with their fee. */
export default function FormListScreen({ formType }: { formType: FormType }) {
  const access = useAccess();
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const title = TITLES[formType];
  const endpoint = C.formLists[formType];
  const list = useQuery({
    queryKey: ['form-list', endpoint.path, status, page, access.franchiseeId, access.academicYearId],
    queryFn: () => call(endpoint, { query: { status: status ?? undefined, page, pageSize: 20 } }),
  });
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
              setPage(1);
            }}
          />
        </Group>
        {list.error && <LoadError error={list.error} />}
        {list.data && list.data.rows.length === 0 && <EmptyState title={`No ${title.toLowerCase()} yet`} />}
        {list.data && list.data.rows.length > 0 && (
          <Table.ScrollContainer minWidth={800}>
            <Table striped data-testid="form-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Enquiry</Table.Th>
                  <Table.Th>Child</Table.Th>
                  <Table.Th>Parent</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th>Form</Table.Th>
                  <Table.Th>Fee</Table.Th>
                  <Table.Th>Submitted</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/forms/edit/${r.enquiryCode}`}>
                        {r.enquiryCode}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.childName}</Table.Td>
                    <Table.Td>
                      {r.parentName} · {r.mobile}
                    </Table.Td>
                    <Table.Td>{r.className ?? '—'}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={r.status === 'COMPLETED' ? 'green' : 'blue'}>
                        {formStatusText(r.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {r.feePaise > 0 ? formatPaise(r.feePaise) : '—'} <PaymentBadge status={r.paymentStatus} />
                    </Table.Td>
                    <Table.Td>{r.submittedAt ? formatDate(r.submittedAt) : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && <Pager page={page} pageSize={20} count={list.data.count} onPage={setPage} />}
      </Card>
    </>
  );
}
