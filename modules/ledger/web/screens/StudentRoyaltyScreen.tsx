import { Card, Select, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatMonth, formatPaise, franchiseeLabel } from '@portal/core';
import { call, EmptyState, LoadError, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { useCentres } from '../components.tsx';

/** royalty/student-royalty-details/:studentAdmissionID?: tuition each student paid per month and its royalty share. */
export default function StudentRoyaltyScreen() {
  const { studentAdmissionID } = useParams();
  const [search] = useSearchParams();
  const access = useAccess();
  const [franchiseeId, setFranchiseeId] = useState<string | null>(
    search.get('franchiseeID') ?? (access.franchiseeId ? String(access.franchiseeId) : null),
  );
  const centres = useCentres();
  const rows = useQuery({
    queryKey: ['student-royalty', franchiseeId, studentAdmissionID],
    enabled: Boolean(franchiseeId),
    queryFn: () =>
      call(C.studentRoyaltyDetails, {
        query: {
          franchiseeID: Number(franchiseeId),
          studentAdmissionID: studentAdmissionID ? Number(studentAdmissionID) : undefined,
        },
      }),
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
                  <Table.Th>Student</Table.Th>
                  <Table.Th ta="right">Tuition paid</Table.Th>
                  <Table.Th ta="right">Royalty share</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.data.rows.map((r) => (
                  <Table.Tr key={`${r.month}-${r.studentAdmissionId}`}>
                    <Table.Td>{formatMonth(r.month)}</Table.Td>
                    <Table.Td>
                      <Link to={`/ledger/student-ledger/${r.studentAdmissionId}`}>
                        {r.studentName ?? `Admission ${r.studentAdmissionId}`}
                      </Link>
                    </Table.Td>
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
