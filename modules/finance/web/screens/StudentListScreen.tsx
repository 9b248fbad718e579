import { Button, Card, Group, Pagination, Table, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader, api, call, HiddenTh, LoadError, EmptyState } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { Money, StatusBadge } from '../components.tsx';

/** ledger/student-list: students with fee plans, what they owe, and their ledgers. */
export default function StudentListScreen() {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const plans = useQuery({
    queryKey: ['student-plans', q, page],
    queryFn: () => call(C.listStudentPlans, { query: { q, page, pageSize: 20 } }),
  });
  const balances = useQuery({
    queryKey: ['student-balances'],
    queryFn: () => api<{ rows: { studentAdmissionId: number | null; balance: number }[] }>('/api/ledger/students'),
  });
  const owed = new Map((balances.data?.rows ?? []).map((b) => [b.studentAdmissionId, b.balance]));
  return (
    <>
      <PageHeader title="Students' fee accounts" />
      <TextInput
        mb="md"
        w={320}
        label="Search"
        placeholder="Student name or payment reference"
        value={q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setPage(1);
        }}
      />
      {plans.error ? (
        <LoadError error={plans.error} onRetry={() => plans.refetch()} />
      ) : plans.data?.rows.length === 0 ? (
        <EmptyState title="No fee plan is assigned yet" />
      ) : (
        <Card withBorder radius="md">
          <Table striped verticalSpacing="xs" data-testid="student-plans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Student</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">Concession</Table.Th>
                <Table.Th ta="right">Owed (ledger)</Table.Th>
                <Table.Th>Status</Table.Th>
                <HiddenTh />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(plans.data?.rows ?? []).map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.studentName}</Table.Td>
                  <Table.Td>{p.planName}</Table.Td>
                  <Table.Td ta="right">
                    <Money paise={p.totalPaise} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money paise={p.concessionPaise} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money paise={owed.get(p.studentAdmissionId) ?? 0} fw={600} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={p.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        component={Link}
                        to={`/ledger/student-fee-plan/${p.studentAdmissionId}`}
                      >
                        Fee account
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        component={Link}
                        to={`/ledger/student-ledger/${p.studentAdmissionId}`}
                      >
                        Ledger
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pagination
            mt="md"
            total={Math.max(1, Math.ceil((plans.data?.count ?? 0) / 20))}
            value={page}
            onChange={setPage}
          />
        </Card>
      )}
    </>
  );
}
