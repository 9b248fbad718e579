import { Alert, Badge, Button, Card, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatPaise } from '@portal/core';
import { call, errorMessage, LoadError } from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import type { OrderAnswer, PublicInstallment } from '../api.ts';
import { InstallmentTable, Money, TestModeBanner } from '../components.tsx';

declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => { open(): void };
  }
}

function loadCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://checkout.razorpay.com/v1/checkout.js';
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('The payment window could not be loaded; check the connection and try again'));
    document.body.appendChild(s);
  });
}

/**
 * /admission-payments/:referenceID (and /service-payments/:referenceID): a parent's
 * installment list behind a payment link, paid without signing in. In test mode
 * (PAYMENT_TEST_MODE=1) the screen says so; the Pay button then has the server
 * sign the payment as the gateway would, so the same verification runs.
 */
export default function PublicPaymentScreen() {
  const { referenceID = '' } = useParams();
  const navigate = useNavigate();
  const [paying, setPaying] = useState<{ inst: PublicInstallment; order: OrderAnswer } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = useQuery({
    queryKey: ['public-plan', referenceID],
    queryFn: () => call(C.publicPlan, { params: { referenceID } }),
  });

  async function verify(result: Record<string, string>) {
    const answer = await call(C.verifyPayment, {
      body: {
        razorpay_order_id: result.razorpay_order_id,
        razorpay_payment_id: result.razorpay_payment_id,
        razorpay_signature: result.razorpay_signature,
      },
    });
    navigate(
      `/payment-invoice?receipt=${encodeURIComponent(answer.receiptToken)}` +
        `&no=${encodeURIComponent(answer.receiptNo ?? '')}&ref=${encodeURIComponent(referenceID)}`,
    );
  }

  async function start(inst: PublicInstallment) {
    setError(null);
    setBusy(true);
    try {
      const order = await call(C.createOrder, { body: { referenceId: referenceID, installmentId: inst.id } });
      if (order.testMode) {
        setPaying({ inst, order });
        return;
      }
      await loadCheckout();
      const checkout = new window.Razorpay!({
        key: order.keyId,
        amount: order.amount,
        currency: order.currency,
        order_id: order.orderId,
        name: plan.data?.centre,
        description: `${plan.data?.planName}: ${inst.label}`,
        prefill: { name: plan.data?.studentName },
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
    } catch (e) {
      setError(errorMessage(e));
      setPaying(null);
    } finally {
      setBusy(false);
    }
  }

  if (plan.error)
    return (
      <Container size="md" py="xl">
        <LoadError error={plan.error} onRetry={() => plan.refetch()} />
      </Container>
    );
  const p = plan.data;
  return (
    <Container size="md" py="xl">
      <TestModeBanner />
      {p && (
        <Stack>
          <div>
            <Title order={2}>{p.centre}</Title>
            <Text c="dimmed">
              Fee payment for {p.studentName} · {p.planName}
            </Text>
          </div>
          <Group>
            <Card withBorder padding="sm">
              <Text size="sm" c="dimmed">
                Total
              </Text>
              <Money paise={p.totalPaise} fw={600} />
            </Card>
            <Card withBorder padding="sm">
              <Text size="sm" c="dimmed">
                Concession
              </Text>
              <Money paise={p.concessionPaise} fw={600} />
            </Card>
            <Card withBorder padding="sm">
              <Text size="sm" c="dimmed">
                Paid
              </Text>
              <Money paise={p.paidPaise} fw={600} />
            </Card>
            <Card withBorder padding="sm">
              <Text size="sm" c="dimmed">
                Still due
              </Text>
              <Money paise={p.outstandingPaise} fw={700} />
            </Card>
          </Group>
          {error && (
            <Alert color="red" title="Payment not completed">
              {error}
            </Alert>
          )}
          <Card withBorder radius="md">
            <InstallmentTable
              rows={p.installments}
              action={(inst) =>
                inst.outstandingPaise > 0 ? (
                  <Button
                    size="xs"
                    color="#8080ff"
                    loading={busy}
                    onClick={() => void start(inst)}
                    aria-label={`Pay ${inst.label}`}
                  >
                    Pay {formatPaise(inst.outstandingPaise)}
                  </Button>
                ) : null
              }
            />
          </Card>
          {p.receipts.length > 0 && (
            <Card withBorder radius="md">
              <Title order={5} mb="xs">
                Receipts
              </Title>
              {p.receipts.map((r) => (
                <Group key={r.receiptToken} justify="space-between">
                  <Text>{r.receiptNo}</Text>
                  <Money paise={r.amountPaise} />
                  <Button
                    component="a"
                    variant="subtle"
                    size="xs"
                    href={`/api/public/receipts/${r.receiptToken}`}
                    download
                  >
                    Download
                  </Button>
                </Group>
              ))}
            </Card>
          )}
        </Stack>
      )}
      <Modal opened={paying !== null} onClose={() => setPaying(null)} title="Pay installment">
        {paying && (
          <Stack>
            <Badge color="orange" variant="filled" size="lg">
              Test mode: no real money moves
            </Badge>
            <Text size="sm">
              This portal runs in payment test mode. The payment below is signed by the portal as the gateway would sign
              it and goes through the same checks.
            </Text>
            <Group justify="space-between">
              <Text>{paying.inst.label}</Text>
              <Money paise={paying.order.amount} fw={700} />
            </Group>
            <Text size="xs" c="dimmed">
              Order {paying.order.orderId} · receipt {paying.order.receipt}
            </Text>
            <Button color="#8080ff" loading={busy} onClick={() => void payInTestMode()}>
              Pay {formatPaise(paying.order.amount)} (test)
            </Button>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
