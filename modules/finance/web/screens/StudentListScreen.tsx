import { Button, Group, TextInput } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, useCall, useServerPaging, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { Money, StatusBadge } from '../components.tsx';
import * as LEDGER from '@portal/mod-ledger/contracts';

type Plan = EndpointAnswer<typeof C.listStudentPlans>['rows'][number];

function planColumns(owed: Map<number | null, number>): DataColumn<Plan>[] {
  return [
    { id: 'studentName', header: 'Student', primary: true },
    { id: 'planName', header: 'Plan' },
    { id: 'totalPaise', header: 'Total', align: 'right', cell: (p) => <Money paise={p.totalPaise} /> },
    {
      id: 'concessionPaise',
      header: 'Concession',
      align: 'right',
      hideOnPhone: true,
      cell: (p) => <Money paise={p.concessionPaise} />,
    },
    {
      id: 'owed',
      header: 'Owed (ledger)',
      align: 'right',
      cell: (p) => <Money paise={owed.get(p.studentAdmissionId) ?? 0} fw={600} />,
    },
    { id: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  ];
}

/** ledger/student-list: students with fee plans, what they owe, and their ledgers. */
export default function StudentListScreen() {
  const [q, setQ] = useState('');
  const pages = useServerPaging();
  const plans = useCall(C.listStudentPlans, { query: { q, ...pages.query } });
  const balances = useCall(LEDGER.studentBalances, { query: {} });
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
          pages.restart();
        }}
      />
      <DataTable
        data={plans.data?.rows}
        error={plans.error}
        onRetry={() => plans.refetch()}
        columns={planColumns(owed)}
        rowId={(p) => String(p.id)}
        rowActions={(p) => (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <Button size="xs" variant="light" component={Link} to={`/ledger/student-fee-plan/${p.studentAdmissionId}`}>
              Fee account
            </Button>
            <Button size="xs" variant="subtle" component={Link} to={`/ledger/student-ledger/${p.studentAdmissionId}`}>
              Ledger
            </Button>
          </Group>
        )}
        paging={pages.paging(plans.data?.count)}
        empty="No fee plan is assigned yet"
        testId="student-plans"
        striped
      />
    </>
  );
}
