import { Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { formatPaise, type EndpointDeclaration } from '@portal/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, invalidateCalls, notify, useAccess } from '@portal/ui';
import { useState } from 'react';
import * as C from '../shared/contracts.ts';
import { FINANCE_MODULES as M, TUITION_FEES } from '../shared/index.ts';
import type { PaymentRow } from './api.ts';

/**
 * Finance gives a confirmed installment payment back, with a reason and the bank's reference:
 * `refundAction` is the row's button (for those who decide on payments), `dialog` the prompt.
 */
export function useRefund(lists: readonly EndpointDeclaration[]) {
  const queryClient = useQueryClient();
  const mayDecide = useAccess().canWrite(M.APPROVE_PAYMENT);
  const [payment, setPayment] = useState<PaymentRow | null>(null);
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const refund = useMutation({
    mutationFn: (id: number) =>
      call(C.refundPayment, {
        params: { id },
        body: { reason, refundReference: reference.trim() || undefined },
      }),
    onSuccess: () => {
      setPayment(null);
      notify({ color: 'teal', message: 'Payment refunded; the installment is due again' });
      void invalidateCalls(queryClient, ...lists);
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  const refundable = (r: PaymentRow) =>
    mayDecide && r.referenceType === TUITION_FEES && (r.status === 'CONFIRMED' || r.status === 'TRANSFERRED');
  const refundAction = (r: PaymentRow) =>
    refundable(r) && (
      <Button
        size="xs"
        variant="light"
        color="orange"
        onClick={() => {
          setReason('');
          setReference('');
          setPayment(r);
        }}
        aria-label={`Refund receipt ${r.receiptNo}`}
      >
        Refund
      </Button>
    );
  const dialog = (
    <Modal opened={payment !== null} onClose={() => setPayment(null)} title="Refund payment">
      {payment && (
        <Stack>
          <Text size="sm">
            {formatPaise(payment.amountPaise)} on receipt {payment.receiptNo} from {payment.payerName} goes back to the
            payer, and the installment is due again.
          </Text>
          <Textarea label="Reason" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          <TextInput
            label="Refund reference"
            description="The bank's or the gateway's reference, if any"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <Button color="orange" loading={refund.isPending} onClick={() => refund.mutate(payment.id)}>
            Refund {formatPaise(payment.amountPaise)}
          </Button>
        </Stack>
      )}
    </Modal>
  );
  return { refundAction, dialog };
}
