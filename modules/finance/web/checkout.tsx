import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatPaise, type EndpointAnswer } from '@portal/core';
import { call, errorMessage, useMessages } from '@portal/ui';
import { useState } from 'react';
import * as C from '../shared/contracts.ts';
import type { OrderAnswer } from './api.ts';
import { Money } from './components.tsx';
import { financeMessages } from './messages/index.ts';

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => { open(): void };
  }
}

export type Verified = EndpointAnswer<typeof C.verifyPayment>;

function loadCheckout(failed: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://checkout.razorpay.com/v1/checkout.js';
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(failed));
    document.body.appendChild(s);
  });
}

/** What is being paid: its words on the checkout, and how its order is opened. */
export interface CheckoutItem {
  label: string;
  /** Checkout's heading (the centre) and prefilled payer. */
  name?: string;
  payer?: string;
  open: () => Promise<OrderAnswer>;
}

/**
 * Paying one thing online, the same way everywhere: the order is opened on the server, Checkout takes the money
 * (in test mode the portal signs the result as the gateway would, after the payer presses the test button) and the
 * server verifies the signature against the stored order before confirming. `onPaid` gets the verified answer.
 */
export function useCheckout(onPaid: (answer: Verified) => void) {
  const t = useMessages(financeMessages);
  const [paying, setPaying] = useState<{ item: CheckoutItem; order: OrderAnswer } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function verify(result: Record<string, string>) {
    const answer = await call(C.verifyPayment, {
      body: {
        razorpay_order_id: result.razorpay_order_id,
        razorpay_payment_id: result.razorpay_payment_id,
        razorpay_signature: result.razorpay_signature,
      },
    });
    onPaid(answer);
  }

  async function start(item: CheckoutItem) {
    setError(null);
    setBusy(true);
    try {
      const order = await item.open();
      if (order.testMode) {
        setPaying({ item, order });
        return;
      }
      await loadCheckout(t('pay.checkoutFailed'));
      const checkout = new window.Razorpay!({
        key: order.keyId,
        amount: order.amount,
        currency: order.currency,
        order_id: order.orderId,
        name: item.name,
        description: item.label,
        prefill: { name: item.payer },
        theme: order.theme,
        handler: (result: Record<string, string>) => void verify(result).catch((e) => setError(errorMessage(e))),
      });
      checkout.open();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function payInTestMode() {
    if (!paying) return;
    setBusy(true);
    try {
      const signed = await call(C.testCheckout, { body: { orderId: paying.order.orderId } });
      await verify(signed);
      setPaying(null);
    } catch (e) {
      setError(errorMessage(e));
      setPaying(null);
    } finally {
      setBusy(false);
    }
  }

  const modal = (
    <Modal opened={paying !== null} onClose={() => setPaying(null)} title={t('pay.modalTitle')}>
      {paying && (
        <Stack>
          <Badge color="orange" variant="filled" size="lg" style={{ whiteSpace: 'normal', height: 'auto' }}>
            {t('pay.testBadge')}
          </Badge>
          <Text size="sm">
            {t('pay.testText')} {t('pay.testTextMore')}
          </Text>
          <Group justify="space-between" wrap="nowrap">
            <Text>{paying.item.label}</Text>
            <Money paise={paying.order.amount} fw={700} />
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('pay.orderLine', { order: paying.order.orderId, receipt: paying.order.receipt })}
          </Text>
          <Button color="#8080ff" loading={busy} onClick={() => void payInTestMode()} data-testid="pay-test">
            {t('pay.payTest', { amount: formatPaise(paying.order.amount) })}
          </Button>
        </Stack>
      )}
    </Modal>
  );
  return { start, busy, error, modal };
}
