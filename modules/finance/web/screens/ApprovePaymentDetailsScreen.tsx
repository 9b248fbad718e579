import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, formatPaise, type EndpointAnswer } from '@portal/core';
import { DataTable, LoadError, PageHeader, useAccess, useCall, type DataColumn } from '@portal/ui';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { FINANCE_MODULES as M, MODE_LABELS, statusLabel } from '../../shared/index.ts';
import { useApproval } from '../approval.tsx';
import { Money, StatusBadge } from '../components.tsx';

type Details = EndpointAnswer<typeof C.enquiryPayments>;
type Payment = Details['payments'][number];

const columns: DataColumn<Payment>[] = [
  { id: 'createdAt', header: 'Recorded', nowrap: true, cell: (p) => formatDateTime(p.createdAt) },
  { id: 'payerName', header: 'Paid by', primary: true, cell: (p) => p.payerName ?? '—' },
  { id: 'feeHeadName', header: 'Fee head' },
  { id: 'amountPaise', header: 'Amount', align: 'right', cell: (p) => <Money paise={p.amountPaise} fw={600} /> },
  { id: 'mode', header: 'Mode', cell: (p) => MODE_LABELS[p.mode] ?? p.mode },
  {
    id: 'reference',
    header: 'Reference',
    cell: (p) =>
      [p.reference, p.instrumentDate && formatDate(p.instrumentDate), p.bankName].filter(Boolean).join(' · ') || '—',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (p) => (
      <>
        <StatusBadge status={p.status} />
        {p.failureReason && (
          <Text size="xs" c="dimmed">
            {p.failureReason}
          </Text>
        )}
      </>
    ),
  },
  {
    id: 'receiptNo',
    header: 'Receipt',
    cell: (p) =>
      p.receiptNo && p.receiptToken ? (
        <Anchor href={`/api/public/receipts/${encodeURIComponent(p.receiptToken)}`} download>
          {p.receiptNo}
        </Anchor>
      ) : (
        '—'
      ),
  },
];

/**
 * approve-payment/approve-payment-details/:enquiryID: one enquiry's fee requests and every payment made on them
 * (who paid, the fee head, amount, mode and its reference, status, receipt), with Approve and Reject on desk money
 * waiting for finance when the user may decide.
 */
export default function ApprovePaymentDetailsScreen() {
  const enquiryID = Number(useParams().enquiryID);
  const access = useAccess();
  const details = useCall(C.enquiryPayments, { params: { enquiryID } });
  const { approve, askApproval, askReason, dialog } = useApproval(
    { approve: C.approvePayment, reject: C.rejectPayment },
    [C.enquiryPayments],
    'Payment',
  );
  const mayDecide = access.canWrite(M.APPROVE_PAYMENT);
  if (details.error) return <LoadError error={details.error} onRetry={() => details.refetch()} />;
  const d = details.data;
  return (
    <>
      <PageHeader
        title={d ? `Payments of enquiry ${d.enquiry.enquiryCode}` : 'Payments of the enquiry'}
        subtitle={d && `${d.enquiry.childName} · ${d.enquiry.parentName} · ${d.enquiry.mobile}`}
        crumbs={[{ label: 'Approve payments', to: '/approve-payment/list' }, { label: 'Details' }]}
      />
      <Stack>
        {d && (
          <Card withBorder radius="md" data-testid="fee-requests">
            <Text fw={600} mb="xs">
              Fees asked
            </Text>
            {d.requests.length === 0 && (
              <Text size="sm" c="dimmed">
                No fee has been asked on this enquiry yet.
              </Text>
            )}
            {d.requests.map((r) => (
              <Group key={r.referenceId} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">{r.description}</Text>
                <Text size="sm">
                  {formatPaise(r.receivedPaise)} received of {formatPaise(r.amountPaise)} · {statusLabel(r.status)}
                </Text>
              </Group>
            ))}
          </Card>
        )}
        <DataTable
          data={d?.payments}
          columns={columns}
          rowId={(p) => String(p.id)}
          rowTestId="payment-row"
          testId="enquiry-payments"
          empty="No payment has been made on this enquiry"
          rowActions={(p) =>
            mayDecide &&
            p.status === 'APPROVAL_WAITING' && (
              <Group gap="xs" wrap="nowrap" justify="flex-end">
                <Button
                  size="xs"
                  color="teal"
                  loading={approve.isPending && approve.variables === p.id}
                  onClick={() =>
                    askApproval({
                      id: p.id,
                      what: `${formatPaise(p.amountPaise)} (${MODE_LABELS[p.mode] ?? p.mode}) from ${p.payerName}`,
                      consequence: 'The receipt is issued to the payer and the payment is posted to the ledger.',
                    })
                  }
                  aria-label={`Approve payment ${p.id}`}
                >
                  Approve
                </Button>
                <Button size="xs" color="red" variant="light" onClick={() => askReason(p.id)}>
                  Reject
                </Button>
              </Group>
            )
          }
        />
      </Stack>
      {dialog}
    </>
  );
}
