import { Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Text, TextInput } from '@mantine/core';
import { formatDate, type EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, useAccess, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { detailsPath, Figure, OrderStatusTag } from '../components.tsx';
import { useIndentChildren } from '../hooks.ts';
import * as C from '../../shared/contracts.ts';
import { plural } from '../../shared/index.ts';

type Child = EndpointAnswer<typeof C.indentChildren>['rows'][number];

const PAGE = 25;

/** The child's indent (its order, to the details), or what can be done while there is none. */
function enquiryColumns(franchiseeId: number, canIndent: boolean): DataColumn<Child>[] {
  return [
    { id: 'studentName', header: 'Child', primary: true, sort: true },
    { id: 'studentAdmissionId', header: 'Admission', sort: true },
    { id: 'className', header: 'Class', sort: true },
    {
      id: 'indent',
      header: 'Uniform indent',
      cell: (c) =>
        c.indent ? (
          <Link to={detailsPath({ id: c.indent.orderId, kitType: 'UNIFORM', franchiseeId })}>{c.indent.orderNo}</Link>
        ) : (
          <Badge color="gray" variant="light">
            Not indented
          </Badge>
        ),
    },
    { id: 'size', header: 'Size', cell: (c) => c.indent?.size ?? '-' },
    {
      id: 'placedAt',
      header: 'Indented on',
      nowrap: true,
      cell: (c) => (c.indent ? formatDate(c.indent.placedAt) : '-'),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (c) =>
        c.indent ? (
          <OrderStatusTag status={c.indent.status} />
        ) : canIndent ? (
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={`/indent/uniform-indent?child=${c.studentAdmissionId}`}
          >
            Indent
          </Button>
        ) : (
          '-'
        ),
    },
  ];
}

/**
 * sop/enquiry-uniform-indent: the SOP look-up of uniform indents: which admitted children
 * have one (order, size, status, date) and which are still waiting, searchable by child or class.
 */
export default function UniformIndentEnquiryScreen() {
  const access = useAccess();
  const [q, setQ] = useState('');
  const [show, setShow] = useState<'all' | 'indented' | 'waiting'>('all');
  const children = useIndentChildren(q.trim().length >= 2 ? q.trim() : undefined);
  const rows = children.data?.rows ?? [];
  const indented = rows.filter((c) => c.indent).length;
  const shown = rows.filter((c) => show === 'all' || (show === 'indented') === Boolean(c.indent));
  const columns = enquiryColumns(children.data?.franchiseeId ?? 0, access.canWrite('StudentUniformIndent'));
  return (
    <>
      <PageHeader
        title="Uniform indent enquiry"
        subtitle="Look up whether a child's uniform has been indented, and where the order is."
        crumbs={[{ label: 'SOP' }, { label: 'Uniform indent enquiry' }]}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} mb="md">
        <Figure label="Admitted children" value={rows.length} testId="enquiry-children" />
        <Figure label="Uniform indented" value={indented} testId="enquiry-indented" />
        <Figure label="Waiting for an indent" value={rows.length - indented} testId="enquiry-waiting" />
      </SimpleGrid>
      <Card withBorder radius="md">
        <Group mb="sm" align="end">
          <TextInput
            label="Child, class or admission number"
            placeholder="At least 2 characters"
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
            }}
            data-testid="enquiry-search"
          />
          <SegmentedControl
            value={show}
            onChange={(v) => {
              setShow(v);
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'indented', label: 'Indented' },
              { value: 'waiting', label: 'Waiting' },
            ]}
          />
        </Group>
        <DataTable
          card={false}
          data={children.data && shown}
          error={children.error}
          onRetry={() => void children.refetch()}
          columns={columns}
          rowId={(c) => String(c.studentAdmissionId)}
          paging={{ pageSize: PAGE }}
          empty={{
            title: 'No child matches',
            message: q
              ? 'Try another name, class or admission number.'
              : 'Children with an active admission this year appear here.',
          }}
          testId="indent-enquiry"
          rowTestId="indent-enquiry-row"
          striped
          minWidth={720}
        />
        {children.data && shown.length > 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            {plural(shown.length, 'child', 'children')}
          </Text>
        )}
      </Card>
    </>
  );
}
