import { Button, Card, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api, EmptyState, LoadError, PageHeader } from '@portal/ui';
import { useParams } from 'react-router';
import type { Page, PaymentRow } from '../api.ts';
import { useApproval } from '../approval.tsx';
import { OverpaymentsCard } from './OverpaymentsCard.tsx';
import { PaymentTable } from './PaymentLinksScreen.tsx';

/**
 * approve-payment/list (and approve-payment-details/:enquiryID for one payment):
 * offline payments waiting for finance, approved or rejected with a reason, and the
 * overpayments (money captured for something already paid) waiting for a refund.
 */
export default function ApprovePaymentsScreen() {
  const { enquiryID } = useParams();
  const list = useQuery({
    queryKey: ['approve-payments'],
    queryFn: () => api<Page<PaymentRow>>('/api/approve-payment/list', { query: { pageSize: 200 } }),
  });
  const { approve, askReason, dialog } = useApproval('/api/approve-payment', ['approve-payments'], 'Payment');
  const rows = (list.data?.rows ?? []).filter((r) => !enquiryID || String(r.id) === enquiryID);
  return (
    <>
      <PageHeader title="Approve payments" />
      {list.error ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No payment waits for approval" />
      ) : (
        <Card withBorder radius="md">
          <PaymentTable
            rows={rows}
            action={(r) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  color="teal"
                  loading={approve.isPending && approve.variables === r.id}
                  onClick={() => approve.mutate(r.id)}
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
        </Card>
      )}
      {!enquiryID && <OverpaymentsCard />}
      {dialog}
    </>
  );
}
