import { Anchor, Button, Group, Select, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { formatDate, formatDateTime, enumLabel } from '@portal/core';
import { DataTable, downloadFile, PageHeader, useCall, type DataColumn, type ServerPaging } from '@portal/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { MODE_LABELS, PAYMENT_STATUSES, statusLabel } from '../../shared/index.ts';
import type { PaymentRow } from '../api.ts';
import { Money, StatusBadge, TestModeBanner } from '../components.tsx';
import { useRefund } from '../refund.tsx';

const paymentColumns: DataColumn<PaymentRow>[] = [
  { id: 'date', header: 'Date', cell: (r) => formatDateTime(r.confirmedAt ?? r.createdAt) },
  { id: 'companyName', header: 'Centre', hideOnPhone: true },
  { id: 'feeHeadName', header: 'For', cell: (r) => r.feeHeadName },
  { id: 'referenceType', header: 'Type', cell: (r) => enumLabel(r.referenceType), hideOnPhone: true },
  {
    id: 'payerName',
    header: 'Payer',
    primary: true,
    cell: (r) =>
      r.studentAdmissionId ? (
        <Anchor component={Link} to={`/ledger/student-fee-plan/${r.studentAdmissionId}`} size="sm">
          {r.payerName}
        </Anchor>
      ) : (
        r.payerName
      ),
  },
  {
    id: 'mode',
    header: 'Mode',
    cell: (r) =>
      `${MODE_LABELS[r.mode] ?? r.mode}${r.instrumentNo ? ` ${r.instrumentNo}` : ''}` +
      (r.instrumentDate ? ` of ${formatDate(r.instrumentDate)}` : ''),
  },
  { id: 'amountPaise', header: 'Amount', align: 'right', cell: (r) => <Money paise={r.amountPaise} /> },
  {
    id: 'status',
    header: 'Status',
    cell: (r) => (
      <>
        <StatusBadge status={r.status} />
        {r.failureReason && (
          <Text size="xs" c="dimmed">
            {r.failureReason}
          </Text>
        )}
      </>
    ),
  },
  {
    id: 'receiptNo',
    header: 'Receipt',
    cell: (r) =>
      r.receiptNo && (
        <Button
          size="xs"
          variant="subtle"
          onClick={() => void downloadFile(`/api/payments/${r.id}/receipt`, {}, `receipt-${r.id}.pdf`)}
        >
          {r.receiptNo}
        </Button>
      ),
  },
];

/** Payments by reference and status; used by payment-links/page/:current and the approval list. */
export function PaymentTable({
  rows,
  error,
  onRetry,
  paging,
  empty,
  action,
}: {
  rows: PaymentRow[] | undefined;
  error?: unknown;
  onRetry?(): void;
  paging?: ServerPaging;
  empty: string;
  action?: (row: PaymentRow) => React.ReactNode;
}) {
  return (
    <DataTable
      data={rows}
      error={error}
      onRetry={onRetry}
      columns={paymentColumns}
      rowId={(r) => String(r.id)}
      rowActions={action}
      paging={paging}
      empty={empty}
      testId="payments-table"
      striped
      minWidth={900}
    />
  );
}

/** payment-links/page/:current: every payment reference and what became of it. */
export default function PaymentLinksScreen() {
  const { current = '1' } = useParams();
  const navigate = useNavigate();
  const [status, setStatus] = useState<string | null>(null);
  const page = Math.max(1, Number(current) || 1);
  const { refundAction, dialog } = useRefund([C.listPayments]);
  const list = useCall(
    C.listPayments,
    { query: { page, pageSize: 20, status: status ?? undefined } },
    {
      placeholderData: keepPreviousData,
    },
  );
  return (
    <>
      <TestModeBanner />
      <PageHeader
        title="Payment links"
        actions={
          <Button component={Link} to="/payments/pay">
            Take a payment at the desk
          </Button>
        }
      />
      <Group mb="md">
        <Select
          label="Status"
          clearable
          data={PAYMENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          value={status}
          onChange={setStatus}
          w={220}
        />
      </Group>
      <PaymentTable
        rows={list.data?.rows}
        error={list.error}
        onRetry={() => list.refetch()}
        paging={{
          page,
          pageSize: 20,
          total: list.data?.count ?? 0,
          onPageChange: (p) => void navigate(`/payment-links/page/${p}`),
        }}
        empty="No payments yet"
        action={refundAction}
      />
      {dialog}
    </>
  );
}
