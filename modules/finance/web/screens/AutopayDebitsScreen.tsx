import { Anchor, Group, Select, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { formatDate, formatDateTime } from '@portal/core';
import { DataTable, PageHeader, useCall, useServerPaging, type DataColumn } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import * as A from '../../shared/autopay.ts';
import { Money } from '../components.tsx';

type Row = z.input<typeof A.autopayDebitRow>;

const STATUSES = [
  { value: 'NOTIFIED', label: 'Upcoming (noticed)' },
  { value: 'RETRYING', label: 'Failed, will retry' },
  { value: 'FELL_BACK', label: 'Failed: reminded to pay' },
  { value: 'PAID', label: 'Debited' },
  { value: 'SKIPPED', label: 'Skipped by the parent' },
  { value: 'CANCELLED', label: 'Cancelled' },
];
const statusLabel = (status: string) => STATUSES.find((s) => s.value === status)?.label ?? status;

const columns: DataColumn<Row>[] = [
  {
    id: 'studentName',
    header: 'Child',
    primary: true,
    cell: (r) => (
      <Anchor component={Link} to={`/ledger/student-fee-plan/${r.studentAdmissionId}`} size="sm">
        {r.studentName}
      </Anchor>
    ),
  },
  { id: 'companyName', header: 'Centre', hideOnPhone: true },
  { id: 'label', header: 'Installment' },
  { id: 'amountPaise', header: 'Amount', align: 'right', cell: (r) => <Money paise={r.amountPaise} /> },
  { id: 'nextAttemptOn', header: 'Debit on', nowrap: true, cell: (r) => formatDate(r.nextAttemptOn) },
  { id: 'noticeSentAt', header: 'Notice sent', hideOnPhone: true, cell: (r) => formatDateTime(r.noticeSentAt) },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => (
      <>
        <Text size="sm">
          {statusLabel(r.status)}
          {r.attempts > 1 ? ` (${r.attempts} tries)` : ''}
        </Text>
        {r.failureReason && (
          <Text size="xs" c="dimmed">
            {r.failureReason}
          </Text>
        )}
      </>
    ),
  },
];

/** autopay/debits: the centre's AutoPay debits, upcoming, taken and failed; the mandates are behind each child. */
export default function AutopayDebitsScreen() {
  const pages = useServerPaging();
  const [status, setStatus] = useState<string | null>(null);
  const list = useCall(
    A.listAutopayDebits,
    { query: { ...pages.query, status: status ?? undefined } },
    {
      placeholderData: keepPreviousData,
    },
  );
  return (
    <>
      <PageHeader title="AutoPay" subtitle="Debits noticed to families, taken, skipped and failed" />
      <Group mb="sm">
        <Select
          placeholder="Every status"
          data={STATUSES}
          value={status}
          onChange={setStatus}
          clearable
          aria-label="Status"
          data-testid="autopay-status"
        />
      </Group>
      <DataTable
        data={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        columns={columns}
        rowId={(r) => String(r.id)}
        paging={pages.paging(list.data?.count ?? 0)}
        empty="No AutoPay debit yet"
        testId="autopay-debits"
        striped
      />
    </>
  );
}
