import { Button, Group, Select, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { formatDateTime, formatPaise, type EndpointAnswer } from '@portal/core';
import { DataTable, PageHeader, useCall, useServerPaging, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { statusLabel } from '../../shared/index.ts';
import { useApproval } from '../approval.tsx';
import { Money, StatusBadge } from '../components.tsx';

type Concession = EndpointAnswer<typeof C.listConcessions>['rows'][number];

const columns: DataColumn<Concession>[] = [
  { id: 'createdAt', header: 'Asked', cell: (r) => formatDateTime(r.createdAt) },
  {
    id: 'studentName',
    header: 'Student',
    primary: true,
    cell: (r) => <Link to={`/ledger/student-fee-plan/${r.studentAdmissionId}`}>{r.studentName}</Link>,
  },
  { id: 'concessionType', header: 'Type' },
  { id: 'reason', header: 'Reason', cell: (r) => `${r.reason}${r.remarks ? ` (${r.remarks})` : ''}` },
  { id: 'amountPaise', header: 'Amount', align: 'right', cell: (r) => <Money paise={r.amountPaise} /> },
  { id: 'status', header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
];

/**
 * fee-Concession/list (the centre's requests, each opening its edit form) and approve-concession/list (finance
 * approves or rejects).
 */
export default function ConcessionsScreen({ approving }: { approving?: boolean }) {
  const [status, setStatus] = useState<string | null>(approving ? 'PENDING' : null);
  const pages = useServerPaging();
  const contract = approving ? C.concessionsToApprove : C.listConcessions;
  const list = useCall(
    contract,
    { query: { status: status ?? undefined, ...pages.query } },
    {
      placeholderData: keepPreviousData,
    },
  );
  const { askApproval, askReason, dialog } = useApproval(
    { approve: C.approveConcession, reject: C.rejectConcession },
    [C.concessionsToApprove, C.listConcessions],
    'Concession',
  );
  const rows = list.data?.rows ?? [];
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
            pages.restart();
          }}
          w={200}
        />
      </Group>
      <DataTable
        data={list.data && rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={columns}
        rowId={(r) => String(r.id)}
        rowActions={(r) =>
          !approving ? (
            <Button size="xs" variant="subtle" component={Link} to={`/fee-Concession/edit/${r.id}`}>
              {r.status === 'PENDING' ? 'Edit' : 'Open'}
            </Button>
          ) : (
            r.status === 'PENDING' && (
              <Group gap="xs" wrap="nowrap" justify="flex-end">
                <Button
                  size="xs"
                  color="teal"
                  onClick={() =>
                    askApproval({
                      id: r.id,
                      what: `a concession of ${formatPaise(r.amountPaise)} for ${r.studentName}`,
                      consequence:
                        'The amount comes off the unpaid installments and is posted to the student’s ledger.',
                    })
                  }
                >
                  Approve
                </Button>
                <Button size="xs" color="red" variant="light" onClick={() => askReason(r.id)}>
                  Reject
                </Button>
              </Group>
            )
          )
        }
        paging={pages.paging(count)}
        empty="No concessions"
        striped
      />
      {list.data && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="concession-count">
          {count} in all
        </Text>
      )}
      {dialog}
    </>
  );
}
