import { Button, Card, Group, Pagination, Select, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { PageHeader, call, HiddenTh, LoadError, EmptyState } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { statusLabel } from '../../shared/index.ts';
import { useApproval } from '../approval.tsx';
import { Money, StatusBadge } from '../components.tsx';

const PAGE_SIZE = 20;

/**
 * fee-Concession/list (the centre's requests), fee-Concession/edit/:concessionId
 * (one request) and approve-concession/list (finance approves or rejects).
 */
export default function ConcessionsScreen({ approving }: { approving?: boolean }) {
  const { concessionId } = useParams();
  const [status, setStatus] = useState<string | null>(approving ? 'PENDING' : null);
  const [page, setPage] = useState(1);
  const contract = approving ? C.concessionsToApprove : C.listConcessions;
  const list = useQuery({
    queryKey: ['concessions', contract.path, status, page],
    queryFn: () => call(contract, { query: { status: status ?? undefined, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const { approve, askReason, dialog } = useApproval(
    { approve: C.approveConcession, reject: C.rejectConcession },
    ['concessions'],
    'Concession',
  );
  const rows = (list.data?.rows ?? []).filter((r) => !concessionId || String(r.id) === concessionId);
  const count = list.data?.count ?? 0;
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
          data={['PENDING', 'APPROVED', 'REJECTED'].map((value) => ({ value, label: statusLabel(value) }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
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
                <HiddenTh />
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
          <Group justify="space-between" mt="md">
            <Text size="sm" c="dimmed" data-testid="concession-count">
              {count} in all
            </Text>
            <Pagination total={Math.max(1, Math.ceil(count / PAGE_SIZE))} value={page} onChange={setPage} />
          </Group>
        </Card>
      )}
      {dialog}
    </>
  );
}
