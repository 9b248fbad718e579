import { Card, Select, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPaise, franchiseeLabel } from '@portal/core';
import { api, EmptyState, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';

/** royalty/student-royalty-details/:studentAdmissionID?: tuition each student paid per month and its royalty share. */
export default function StudentRoyaltyScreen() {
  const { studentAdmissionID } = useParams();
  const [search] = useSearchParams();
  const access = useAccess();
  const [franchiseeId, setFranchiseeId] = useState<string | null>(
    search.get('franchiseeID') ?? (access.franchiseeId ? String(access.franchiseeId) : null),
  );
  const centres = useQuery({
    queryKey: ['active-franchisees'],
    queryFn: () => api<{ rows: { id: number; companyName: string }[] }>('/api/franchisee/active'),
  });
  const rows = useQuery({
    queryKey: ['student-royalty', franchiseeId, studentAdmissionID],
    enabled: Boolean(franchiseeId),
    queryFn: () =>
      api<{ rows: { studentAdmissionId: number; month: string; collectedPaise: number; royaltyPaise: number }[] }>(
        '/api/royalty/student-royalty-details',
        { query: { franchiseeID: franchiseeId, studentAdmissionID } },
      ),
  });
  return (
    <>
      <PageHeader title="Student royalty details" />
      <Select
        mb="md"
        label="Centre"
        w={360}
        data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: franchiseeLabel(c) }))}
        value={franchiseeId}
        onChange={setFranchiseeId}
      />
      {rows.error ? (
        <LoadError error={rows.error} />
      ) : rows.data?.rows.length === 0 ? (
        <EmptyState title="No tuition collected" />
      ) : (
        rows.data && (
          <Card withBorder radius="md">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th>Student admission</Table.Th>
                  <Table.Th ta="right">Tuition paid</Table.Th>
                  <Table.Th ta="right">Royalty share</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.data.rows.map((r) => (
                  <Table.Tr key={`${r.month}-${r.studentAdmissionId}`}>
                    <Table.Td>{r.month}</Table.Td>
                    <Table.Td>{r.studentAdmissionId}</Table.Td>
                    <Table.Td ta="right">{formatPaise(r.collectedPaise)}</Table.Td>
                    <Table.Td ta="right">{formatPaise(r.royaltyPaise)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        )
      )}
    </>
  );
}
