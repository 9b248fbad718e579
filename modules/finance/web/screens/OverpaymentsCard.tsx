import { Button, Card, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { enumLabel, formatDateTime } from '@portal/core';
import {
  call,
  DataTable,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  useCall,
  useServerPaging,
  type DataColumn,
} from '@portal/ui';
import { useState } from 'react';
import type { z } from 'zod';
import * as C from '../../shared/contracts.ts';
import { Money } from '../components.tsx';

type OverpaymentRow = z.input<typeof C.overpaymentRow>;

const columns: DataColumn<OverpaymentRow>[] = [
  { id: 'createdAt', header: 'Captured', cell: (r) => formatDateTime(r.createdAt) },
  { id: 'franchiseeIdLabel', header: 'Centre' },
  { id: 'referenceType', header: 'For', cell: (r) => enumLabel(r.referenceType ?? '') },
  {
    id: 'payerName',
    header: 'Payer (payment link)',
    primary: true,
    cell: (r) => (
      <>
        {r.payerName ?? '—'}
        <Text size="xs" c="dimmed">
          {r.referenceId} {r.gatewayPaymentId ? `· ${r.gatewayPaymentId}` : ''}
        </Text>
      </>
    ),
  },
  { id: 'amountPaise', header: 'Amount', align: 'right', cell: (r) => <Money paise={r.amountPaise} /> },
  { id: 'reason', header: 'Reason' },
];

/**
 * Money the gateway captured for something already paid, waiting for finance to refund it:
 * amount, payer and payment link, and 'Mark refunded' with the refund's reference.
 */
export function OverpaymentsCard() {
  const queryClient = useQueryClient();
  const [refunding, setRefunding] = useState<OverpaymentRow | null>(null);
  const [reference, setReference] = useState('');
  const pages = useServerPaging();
  const list = useCall(
    C.listOverpayments,
    { query: { status: 'REFUND_DUE', ...pages.query } },
    {
      placeholderData: keepPreviousData,
    },
  );
  const refund = useMutation({
    mutationFn: () =>
      call(C.refundOverpayment, { params: { id: refunding!.id }, body: { refundReference: reference } }),
    onSuccess: () => {
      setRefunding(null);
      setReference('');
      notify({ color: 'teal', message: 'Overpayment marked refunded' });
      void invalidateCalls(queryClient, C.listOverpayments);
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  if (list.error) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  const rows = list.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <Card withBorder radius="md" mt="md" data-testid="overpayments">
      <Title order={4} mb="xs">
        Overpayments to refund
      </Title>
      <DataTable
        card={false}
        data={rows}
        columns={columns}
        rowId={(r) => String(r.id)}
        rowActions={(r) => (
          <Button size="xs" variant="light" onClick={() => setRefunding(r)} aria-label={`Refund ${r.id}`}>
            Mark refunded
          </Button>
        )}
        paging={pages.paging(list.data?.count)}
        striped
        minWidth={720}
      />
      <Modal opened={refunding !== null} onClose={() => setRefunding(null)} title="Mark refunded">
        <Stack>
          <TextInput
            label="Refund reference"
            description="The gateway's refund id or the bank reference"
            required
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <Button loading={refund.isPending} onClick={() => refund.mutate()}>
            Mark refunded
          </Button>
        </Stack>
      </Modal>
    </Card>
  );
}
