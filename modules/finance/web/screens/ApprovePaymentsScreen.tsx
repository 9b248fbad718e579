import { Button, Card, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, EmptyState, errorMessage, LoadError, notify, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { Page, PaymentRow } from '../api.ts';
import { PaymentTable } from './PaymentLinksScreen.tsx';

/**
 * approve-payment/list (and approve-payment-details/:enquiryID for one payment):
 * offline payments waiting for finance, approved or rejected with a reason.
 */
export default function ApprovePaymentsScreen() {
  const { enquiryID } = useParams();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<PaymentRow | null>(null);
  const [remarks, setRemarks] = useState('');
  const list = useQuery({ queryKey: ['approve-payments'], queryFn: () => api<Page<PaymentRow>>('/api/approve-payment/list', { query: { pageSize: 200 } }) });
  const done = (message: string) => {
    notify({ color: 'teal', message });
    void queryClient.invalidateQueries({ queryKey: ['approve-payments'] });
  };
  const approve = useMutation({ mutationFn: (id: number) => api(`/api/approve-payment/${id}/approve`, { method: 'POST' }), onSuccess: () => done('Payment approved'), onError: (e) => notify({ color: 'red', message: errorMessage(e) }) });
  const reject = useMutation({
    mutationFn: () => api(`/api/approve-payment/${rejecting!.id}/reject`, { method: 'POST', body: { remarks } }),
    onSuccess: () => {
      setRejecting(null);
      done('Payment rejected');
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  const rows = (list.data?.rows ?? []).filter((r) => !enquiryID || String(r.id) === enquiryID);
  return (
    <>
      <PageHeader title="Approve payments" />
      {list.error ? <LoadError error={list.error} onRetry={() => list.refetch()} /> : rows.length === 0 ? <EmptyState title="No payment waits for approval" /> : (
        <Card withBorder radius="md">
          <PaymentTable
            rows={rows}
            action={(r) => (
              <Group gap="xs" wrap="nowrap">
                <Button size="xs" color="teal" loading={approve.isPending && approve.variables === r.id} onClick={() => approve.mutate(r.id)} aria-label={`Approve payment ${r.id}`}>Approve</Button>
                <Button size="xs" color="red" variant="light" onClick={() => setRejecting(r)}>Reject</Button>
              </Group>
            )}
          />
        </Card>
      )}
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title="Reject payment">
        <Stack>
          <Textarea label="Reason" required value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />
          <Button color="red" loading={reject.isPending} onClick={() => reject.mutate()}>Reject</Button>
        </Stack>
      </Modal>
    </>
  );
}
