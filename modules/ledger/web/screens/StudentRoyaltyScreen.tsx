import { Select } from '@mantine/core';
import { formatMonth, formatPaise, franchiseeLabel, type EndpointAnswer } from '@portal/core';
import { DataTable, EmptyState, PageHeader, useAccess, useCall, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { ROYALTY_BASE } from '../../shared/figures.ts';
import { useCentres } from '../components.tsx';

type Share = EndpointAnswer<typeof C.studentRoyaltyDetails>['rows'][number];

const columns: DataColumn<Share>[] = [
  { id: 'month', header: 'Month', sort: true, cell: (r) => formatMonth(r.month) },
  {
    id: 'studentName',
    header: 'Student',
    primary: true,
    sort: true,
    cell: (r) => (
      <Link to={`/ledger/student-ledger/${r.studentAdmissionId}`}>
        {r.studentName ?? `Admission ${r.studentAdmissionId}`}
      </Link>
    ),
  },
  {
    id: 'collectedPaise',
    header: ROYALTY_BASE.label,
    align: 'right',
    sort: true,
    cell: (r) => formatPaise(r.collectedPaise),
  },
  { id: 'royaltyPaise', header: 'Royalty share', align: 'right', sort: true, cell: (r) => formatPaise(r.royaltyPaise) },
];

/** royalty/student-royalty-details/:studentAdmissionID?: tuition each student paid per month and its royalty share. */
export default function StudentRoyaltyScreen() {
  const { studentAdmissionID } = useParams();
  const [search] = useSearchParams();
  const access = useAccess();
  const [franchiseeId, setFranchiseeId] = useState<string | null>(
    search.get('franchiseeID') ?? (access.franchiseeId ? String(access.franchiseeId) : null),
  );
  const centres = useCentres();
  const rows = useCall(
    C.studentRoyaltyDetails,
    {
      query: {
        franchiseeID: Number(franchiseeId),
        studentAdmissionID: studentAdmissionID ? Number(studentAdmissionID) : undefined,
      },
    },
    {
      enabled: Boolean(franchiseeId),
    },
  );
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
      {!franchiseeId ? (
        <EmptyState title="Choose a centre" />
      ) : (
        <DataTable
          data={rows.data?.rows}
          error={rows.error}
          columns={columns}
          rowId={(r) => `${r.month}-${r.studentAdmissionId}`}
          paging={{ pageSize: 50 }}
          empty="No tuition collected"
          striped
        />
      )}
    </>
  );
}
