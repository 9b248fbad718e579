import { Button, Card, Group, Select, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { api, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ConcessionRow, Page } from '../api.ts';
import { useApproval } from '../approval.tsx';
import { Money, StatusBadge } from '../components.tsx';

/**
 * fee-Concession/list (the centre's requests), fee-Concession/edit/:concessionId
 * (one request) and approve-concession/list (finance approves or rejects).
 */
export default function ConcessionsScreen({ approving }: { approving?: boolean }) {
  const { concessionId } = useParams();
  const [status, setStatus] = useState<string | null>(approving ? 'PENDING' : null);
  const path = approving ? '/api/approve-concession/list' : '/api/fee-concessions';
  const list = useQuery({
    queryKey: ['concessions', path, status],
    queryFn: () => api<Page<ConcessionRow>>(path, { query: { status, pageSize: 200 } }),
  });
  const { approve, askReason, dialog } = useApproval('/api/approve-concession', ['concessions'], 'Concession');
  const rows = (list.data?.rows ?? []).filter((r) => !concessionId || String(r.id) === concessionId);
  return (
    <>
      <PageHeader
        title={approving ? 'Approve concessions' : 'Concessions'}
        actions={
          approving ? undefined : (
            <Button component={Link} to="/fee-Concession/add">
              Ask for a concession
            </Button>
          )
        }
      />
      <Group mb="md">
        <Select
          label="Status"
          clearable
          data={['PENDING', 'APPROVED', 'REJECTED']}
          value={status}
          onChange={setStatus}
          w={200}
        />
      </Group>
      {list.error ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No concessions" />
      ) : (
        <Card withBorder radius="md">
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Asked</Table.Th>
                <Table.Th>Student</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.createdAt)}</Table.Td>
                  <Table.Td>
                    <Link to={`/ledger/student-fee-plan/${r.studentAdmissionId}`}>{r.studentName}</Link>
                  </Table.Td>
                  <Table.Td>{r.concessionType}</Table.Td>
                  <Table.Td>
                    {r.reason}
                    {r.remarks ? ` (${r.remarks})` : ''}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money paise={r.amountPaise} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={r.status} />
                  </Table.Td>
                  <Table.Td>
                    {approving && r.status === 'PENDING' && (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" color="teal" onClick={() => approve.mutate(r.id)}>
                          Approve
                        </Button>
                        <Button size="xs" color="red" variant="light" onClick={() => askReason(r.id)}>
                          Reject
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {dialog}
    </>
  );
}
