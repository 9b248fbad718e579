import { Alert, Badge, Box, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatPaise, type EndpointAnswer, isOneOf } from '@portal/core';
import { call, DataTable, errorMessage, invalidateCalls, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import * as A from '../shared/autopay.ts';
import { AUTOPAY_CAP_PAISE, AUTOPAY_METHODS } from '../shared/index.ts';
import { installmentLabel } from './components.tsx';
import { financeMessages } from './messages/index.ts';

type Autopay = EndpointAnswer<typeof A.myAutopay>;
type Method = (typeof AUTOPAY_METHODS)[number];

/** A child's AutoPay: the parent's own (`own`) or, for the centre, the child's by admission. */
export function useAutopay(own: boolean | undefined, studentAdmissionId: number | undefined) {
  const mine = useCall(A.myAutopay, undefined, { enabled: Boolean(own) });
  const child = useCall(A.childAutopay, studentAdmissionId ? { params: { studentAdmissionId } } : undefined, {
    enabled: !own && Boolean(studentAdmissionId),
  });
  return own ? mine : child;
}

const OPEN = ['NOTIFIED', 'RETRYING'];

/**
 * AutoPay on one fee plan: the parent sets it up (approving the mandate in their UPI app), sees each debit noticed
 * ahead with its day, skips one or cancels; the centre sees the same without the buttons.
 */
export function AutopayPlan({
  plan,
  data,
  own,
}: {
  plan: { id: number; outstandingPaise: number; installments: { id: number }[] };
  data: Autopay | undefined;
  own?: boolean;
}) {
  const t = useMessages(financeMessages);
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<Method>('UPI_INTENT');
  const [approving, setApproving] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!data) return null;
  const mandate = data.mandates.find((m) => m.studentFeePlanId === plan.id && m.status === 'ACTIVE');
  const ids = new Set(plan.installments.map((i) => i.id));
  const debits = data.debits.filter((d) => ids.has(d.studentInstallmentId));
  const refresh = () => invalidateCalls(queryClient, A.myAutopay, A.childAutopay);

  async function act(fn: () => Promise<unknown>) {
    setError(null);
    setBusy(true);
    try {
      await fn();
      await refresh();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const setUp = () =>
    act(async () => {
      const opened = await call(A.setupAutopay, { body: { studentFeePlanId: plan.id, method } });
      if (opened.testMode) return setApproving(opened.id);
      await approveWithCheckout(opened, (result) =>
        act(() => call(A.authoriseAutopay, { params: { id: opened.id }, body: result })),
      );
    });

  const approveInTestMode = (id: number) =>
    act(async () => {
      const signed = await call(A.testAuthoriseAutopay, { params: { id }, body: { vpa: 'success@razorpay' } });
      await call(A.authoriseAutopay, { params: { id }, body: signed });
      setApproving(null);
    });

  return (
    <Box mt="md" data-testid={`autopay-${plan.id}`}>
      <Text fw={600} size="sm" mb={4}>
        {t('autopay.title')}
      </Text>
      {error && (
        <Alert color="red" mb="xs" data-testid="autopay-error">
          {error}
        </Alert>
      )}
      {mandate ? (
        <Group justify="space-between" mb="xs">
          <Badge
            color="green"
            variant="light"
            data-testid="autopay-on"
            style={{ whiteSpace: 'normal', height: 'auto' }}
          >
            {t('autopay.on', { cap: formatPaise(mandate.capPaise) })}
          </Badge>
          {own && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={busy}
              onClick={() => void act(() => call(A.cancelAutopay, { params: { id: mandate.id } }))}
              data-testid="autopay-cancel"
            >
              {t('autopay.cancel')}
            </Button>
          )}
        </Group>
      ) : (
        own &&
        plan.outstandingPaise > 0 && (
          <Stack gap="xs" mb="xs">
            <Text size="sm" c="dimmed">
              {t('autopay.intro', { cap: formatPaise(AUTOPAY_CAP_PAISE) })}
            </Text>
            <Group align="end">
              <Select
                label={t('autopay.method')}
                data={AUTOPAY_METHODS.map((m) => ({ value: m, label: t('autopay.methodName', { method: m }) }))}
                value={method}
                onChange={(v) => isOneOf(AUTOPAY_METHODS, v) && setMethod(v)}
                allowDeselect={false}
                size="sm"
                data-testid="autopay-method"
              />
              <Button loading={busy} onClick={() => void setUp()} data-testid="autopay-setup">
                {t('autopay.setUp')}
              </Button>
            </Group>
          </Stack>
        )
      )}
      {debits.map((d) => (
        <Group key={d.id} justify="space-between" wrap="nowrap" py={4} data-testid={`autopay-debit-${d.id}`}>
          <Text size="sm">
            {t(OPEN.includes(d.status) ? 'autopay.upcoming' : 'autopay.debitLine', {
              amount: formatPaise(d.amountPaise),
              label: installmentLabel(t, d.label),
              date: formatDate(d.nextAttemptOn),
            })}
          </Text>
          {own && OPEN.includes(d.status) ? (
            <Button
              size="xs"
              variant="light"
              loading={busy}
              onClick={() => void act(() => call(A.skipAutopayDebit, { params: { id: d.id } }))}
              data-testid="autopay-skip"
            >
              {t('autopay.skip')}
            </Button>
          ) : (
            <Badge variant="light" data-testid="autopay-debit-status">
              {t('autopay.debitStatus', { status: d.status })}
            </Badge>
          )}
        </Group>
      ))}
      <Modal opened={approving !== null} onClose={() => setApproving(null)} title={t('autopay.title')}>
        <Stack>
          <Text size="sm">{t('autopay.testText')}</Text>
          <Button
            color="#8080ff"
            loading={busy}
            onClick={() => approving !== null && void approveInTestMode(approving)}
            data-testid="autopay-approve-test"
          >
            {t('autopay.approveTest')}
          </Button>
        </Stack>
      </Modal>
    </Box>
  );
}

/** Razorpay Checkout in recurring mode: the parent approves the mandate in their UPI app or bank. */
async function approveWithCheckout(
  opened: EndpointAnswer<typeof A.setupAutopay>,
  authorised: (result: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) => void,
) {
  if (!window.Razorpay)
    await new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = 'https://checkout.razorpay.com/v1/checkout.js';
      s.onload = () => resolve();
      s.onerror = () => reject(new Error('The payment page could not be loaded'));
      document.body.appendChild(s);
    });
  new window.Razorpay!({
    key: opened.keyId,
    order_id: opened.orderId,
    customer_id: opened.customerId,
    recurring: '1',
    handler: authorised,
  }).open();
}

/** The reminders sent to the family, newest first (the fee account lists them). */
export function RemindersSent({ data }: { data: Autopay | undefined }) {
  const t = useMessages(financeMessages);
  const rows = data?.reminders ?? [];
  if (rows.length === 0) return null;
  const when = (r: (typeof rows)[number]) =>
    r.kind === 'AUTOPAY_FAILED'
      ? t('autopay.reminderAutopay')
      : r.offsetDays === 0
        ? t('autopay.reminderOnDue')
        : t(r.offsetDays < 0 ? 'autopay.reminderBefore' : 'autopay.reminderAfter', { days: Math.abs(r.offsetDays) });
  return (
    <Box>
      <Text fw={600} mb="xs">
        {t('autopay.reminders')}
      </Text>
      <DataTable
        data={rows}
        rowId={(r) => String(r.id)}
        testId="reminders-sent"
        columns={[
          { id: 'sentOn', header: t('feeAccount.date'), primary: true, cell: (r) => formatDate(r.sentOn) },
          { id: 'label', header: t('autopay.title'), cell: (r) => `${installmentLabel(t, r.label)}: ${when(r)}` },
          {
            id: 'amount',
            header: t('feeAccount.amount'),
            align: 'right',
            cell: (r) => formatPaise(r.outstandingPaise),
          },
        ]}
      />
    </Box>
  );
}
