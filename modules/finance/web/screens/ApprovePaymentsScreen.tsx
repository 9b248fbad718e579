import { Button, Group, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { formatPaise } from '@portal/core';
import { PageHeader, useCall, useServerPaging } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { MODE_LABELS } from '../../shared/index.ts';
import { useApproval } from '../approval.tsx';
import { OverpaymentsCard } from './OverpaymentsCard.tsx';
import { PaymentTable } from './PaymentLinksScreen.tsx';

/**
 * approve-payment/list: offline payments waiting for finance, approved or rejected with a reason, and the
 * overpayments (money captured for something already paid) waiting for a refund.
 */
export default function ApprovePaymentsScreen() {
  const pages = useServerPaging();
  const list = useCall(
    C.paymentsToApprove,
    { query: { ...pages.query } },
    {
      placeholderData: keepPreviousData,
    },
  );
  const { approve, askApproval, askReason, dialog } = useApproval(
    { approve: C.approvePayment, reject: C.rejectPayment },
    [C.paymentsToApprove],
    'Payment',
  );
  const rows = list.data?.rows ?? [];
  const count = list.data?.count ?? 0;
  return (
    <>
      <PageHeader title="Approve payments" />
      <PaymentTable
        rows={list.data && rows}
        error={list.error}
        onRetry={() => list.refetch()}
        paging={pages.paging(count)}
        empty="No payment waits for approval"
        action={(r) => (
          <Group gap="xs" wrap="nowrap" justify="flex-end">
            <Button
              size="xs"
              color="teal"
              loading={approve.isPending && approve.variables === r.id}
              onClick={() =>
                askApproval({
                  id: r.id,
                  what: `${formatPaise(r.amountPaise)} (${MODE_LABELS[r.mode] ?? r.mode}) from ${r.payerName}`,
                  consequence: 'The receipt is issued to the payer and the payment is posted to the ledger.',
                })
              }
              aria-label={`Approve payment ${r.id}`}
            >
              Approve
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => askReason(r.id)}>
              Reject
            </Button>
          </Group>
        )}
      />
      {list.data && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="approval-count">
          {count} waiting for approval
        </Text>
      )}
      <OverpaymentsCard />
      {dialog}
    </>
  );
}
