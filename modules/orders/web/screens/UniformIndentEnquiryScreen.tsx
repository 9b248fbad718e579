import { Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { formatDate } from '@portal/core';
import { EmptyState, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFooter, detailsPath, Figure, OrderStatusTag, pageOf } from '../components.tsx';
import { useIndentChildren } from '../hooks.ts';
import { plural } from '../../shared/index.ts';

const PAGE = 25;

/**
 * sop/enquiry-uniform-indent: the SOP look-up of uniform indents: which admitted children
 * have one (order, size, status, date) and which are still waiting, searchable by child or class.
 */
export default function UniformIndentEnquiryScreen() {
  const access = useAccess();
  const [q, setQ] = useState('');
  const [show, setShow] = useState<'all' | 'indented' | 'waiting'>('all');
  const [page, setPage] = useState(1);
  const children = useIndentChildren(q.trim().length >= 2 ? q.trim() : undefined);
  const rows = children.data?.rows ?? [];
  const indented = rows.filter((c) => c.indent).length;
  const shown = rows.filter((c) => show === 'all' || (show === 'indented') === Boolean(c.indent));
  const pageRows = pageOf(shown, page, PAGE);
  const canIndent = access.canWrite('StudentUniformIndent');
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
              setPage(1);
            }}
            data-testid="enquiry-search"
          />
          <SegmentedControl
            value={show}
            onChange={(v) => {
              setShow(v as typeof show);
              setPage(1);
            }}
            data={[
              { value: 'all', label: 'All' },
              { value: 'indented', label: 'Indented' },
              { value: 'waiting', label: 'Waiting' },
            ]}
          />
        </Group>
        {children.error ? (
          <LoadError error={children.error} onRetry={() => children.refetch()} />
        ) : children.isLoading ? (
          <Text c="dimmed">Loading…</Text>
        ) : shown.length === 0 ? (
          <EmptyState
            title="No child matches"
            message={
              q
                ? 'Try another name, class or admission number.'
                : 'Children with an active admission this year appear here.'
            }
          />
        ) : (
          <>
            <Table striped data-testid="indent-enquiry">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Child</Table.Th>
                  <Table.Th>Admission</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th>Uniform indent</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Indented on</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pageRows.map((c) => (
                  <Table.Tr key={c.studentAdmissionId}>
                    <Table.Td>{c.studentName}</Table.Td>
                    <Table.Td>{c.studentAdmissionId}</Table.Td>
                    <Table.Td>{c.className}</Table.Td>
                    <Table.Td>
                      {c.indent ? (
                        <Link
                          to={detailsPath({
                            id: c.indent.orderId,
                            kitType: 'UNIFORM',
                            franchiseeId: children.data!.franchiseeId,
                          })}
                        >
                          {c.indent.orderNo}
                        </Link>
                      ) : (
                        <Badge color="gray" variant="light">
                          Not indented
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{c.indent?.size ?? '-'}</Table.Td>
                    <Table.Td>{c.indent ? formatDate(c.indent.placedAt) : '-'}</Table.Td>
                    <Table.Td>
                      {c.indent ? (
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
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <ListFooter
              summary={plural(shown.length, 'child', 'children')}
              count={shown.length}
              page={page}
              size={PAGE}
              onPage={setPage}
            />
          </>
        )}
      </Card>
    </>
  );
}
