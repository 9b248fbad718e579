import { Alert, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { enumLabel, formatPaise, rupeesToPaise, type EndpointAnswer } from '@portal/core';
import {
  call,
  DateField,
  downloadFile,
  errorMessage,
  LoadError,
  notify,
  PageHeader,
  useAccess,
  useCall,
  useMessages,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { DESK_MODES, FINANCE_MODULES as M, MODE_LABELS, MODE_REFERENCE, type DeskMode } from '../../shared/index.ts';
import { InstallmentTable } from '../components.tsx';
import { financeMessages } from '../messages/index.ts';

type Recorded = EndpointAnswer<typeof C.recordOfflinePayment>;

/**
 * payments/pay/:referenceID and the offline application/admission form payments: money taken at
 * the desk (cash, UPI, cheque, bank transfer, card) with its reference. It is receipted at once, or, where its
 * fee head needs finance's approval, approval issues the receipt and posts it to the ledger. The screen then says
 * which, with the receipt to print, so whoever took the money (a counsellor at the desk too) hands it over.
 */
export default function OfflinePaymentScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const t = useMessages(financeMessages);
  const access = useAccess();
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  // A reference in the URL (a link's, an application's or an admission form's) is looked up at once.
  const fromUrl = params.referenceID ?? params.refID ?? '';
  const [reference, setReference] = useState(fromUrl);
  const [typed, setTyped] = useState(fromUrl);
  useEffect(() => {
    setReference(fromUrl);
    setTyped(fromUrl);
  }, [fromUrl]);
  const [installmentId, setInstallmentId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [mode, setMode] = useState<DeskMode>('CASH');
  const [instrumentNo, setInstrumentNo] = useState('');
  const [instrumentDate, setInstrumentDate] = useState<string | null>(null);
  const [bankName, setBankName] = useState('');
  const ref = useCall(
    C.describeReference,
    { params: { referenceID: reference } },
    {
      enabled: reference.length > 0,
    },
  );
  const save = useMutation({
    mutationFn: (paise: number) =>
      call(C.recordOfflinePayment, {
        body: {
          referenceId: reference,
          installmentId: installmentId ? Number(installmentId) : undefined,
          amountPaise: paise,
          mode,
          instrumentNo: instrumentNo || undefined,
          instrumentDate: instrumentDate || undefined,
          bankName: bankName || undefined,
        },
      }),
    onSuccess: (payment) => {
      setRecorded(payment);
      void ref.refetch();
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  const record = () => {
    const paise = amount.trim() === '' ? null : rupeesToPaise(amount);
    const problem =
      amount.trim() === ''
        ? 'Enter the amount'
        : paise === null
          ? 'Amount must be rupees with at most 2 decimals, like 1500 or 1500.50'
          : null;
    setAmountError(problem);
    if (paise !== null && !problem) save.mutate(paise);
  };
  const plan = ref.data?.plan;
  /** Choosing an installment takes what is still due on it; the amount stays editable for a part payment. */
  const chooseInstallment = (id: string | null) => {
    setInstallmentId(id);
    const due = plan?.installments.find((i) => String(i.id) === id)?.outstandingPaise;
    if (due !== undefined) {
      setAmount((due / 100).toFixed(2));
      setAmountError(null);
    }
  };
  // A form fee is usually taken whole: start from what is still due.
  const duePaise = ref.data?.request?.due.duePaise;
  useEffect(() => {
    if (duePaise) setAmount((typed) => typed || (duePaise / 100).toFixed(2));
  }, [duePaise]);
  const request = ref.data?.request;
  const seesLinks = access.canRead(M.PAYMENT_LINKS);
  return (
    <>
      <PageHeader
        title="Take a payment at the desk"
        crumbs={[
          ...(seesLinks ? [{ label: 'Payment links', to: '/payment-links/page/1' }] : []),
          { label: 'Offline payment' },
        ]}
      />
      {recorded && (
        <Alert color="teal" mb="md" data-testid="desk-recorded">
          <Stack gap="xs" align="flex-start">
            <Text>{recorded.receiptNo ? t('desk.recorded', { receipt: recorded.receiptNo }) : t('desk.waiting')}</Text>
            <Group>
              {recorded.receiptNo && (
                <Button
                  size="xs"
                  onClick={() =>
                    void downloadFile(`/api/payments/${recorded.id}/receipt`, {}, `receipt-${recorded.receiptNo}.pdf`)
                  }
                >
                  {t('pay.downloadReceipt')}
                </Button>
              )}
              <Button size="xs" variant="default" onClick={() => setRecorded(null)}>
                {t('desk.another')}
              </Button>
              {seesLinks && (
                <Button size="xs" variant="subtle" onClick={() => navigate('/payment-links/page/1')}>
                  {t('desk.toLinks')}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      <Card withBorder radius="md" mb="md">
        <Group align="end">
          <TextInput
            label="Payment reference"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value.trim())}
            w={360}
          />
          <Button variant="default" onClick={() => setReference(typed)}>
            Find
          </Button>
        </Group>
      </Card>
      {ref.error && <LoadError error={ref.error} onRetry={() => ref.refetch()} />}
      {ref.data && ref.data.payments.length > 0 && (
        <Card withBorder radius="md" mb="md" data-testid="desk-receipts">
          <Text fw={600} mb="xs">
            {t('pay.receipts')}
          </Text>
          <Stack gap="xs">
            {ref.data.payments.map((p) => (
              <Group key={p.id} justify="space-between" wrap="wrap">
                <Text size="sm">
                  {formatPaise(p.amountPaise)} · {MODE_LABELS[p.mode] ?? p.mode} ·{' '}
                  {p.receiptNo ? t('pay.paidUnder', { receipt: p.receiptNo }) : t('feeStatus.APPROVAL_WAITING')}
                </Text>
                {p.receiptNo && (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void downloadFile(`/api/payments/${p.id}/receipt`, {}, `receipt-${p.receiptNo}.pdf`)}
                  >
                    {t('pay.downloadReceipt')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      {ref.data && !recorded && (
        <Stack>
          {plan && (
            <Card withBorder radius="md">
              <Text fw={600} mb="xs">
                {plan.studentName} · {plan.planName}
              </Text>
              <InstallmentTable rows={plan.installments} />
            </Card>
          )}
          {request && (
            <Alert color="blue">
              {enumLabel(request.referenceType)}: {request.description}. Fee {formatPaise(request.amountPaise)},
              received {formatPaise(request.receivedPaise)}, due {formatPaise(request.due.duePaise)}.
            </Alert>
          )}
          {/* A form fee paid in full (or waiting for approval) takes nothing more at the desk. */}
          {!(request && request.due.duePaise === 0) && (
            <Card withBorder radius="md">
              <Stack maw={480}>
                {plan && (
                  <Select
                    label="Installment"
                    required
                    data={plan.installments
                      .filter((i) => i.outstandingPaise > 0)
                      .map((i) => ({
                        value: String(i.id),
                        label: `${i.label}: ${formatPaise(i.outstandingPaise)} due`,
                      }))}
                    value={installmentId}
                    onChange={chooseInstallment}
                  />
                )}
                <TextInput
                  label="Amount (₹)"
                  required
                  value={amount}
                  error={amountError}
                  onChange={(e) => {
                    setAmount(e.currentTarget.value);
                    setAmountError(null);
                  }}
                  inputMode="decimal"
                  data-testid="desk-amount"
                />
                <Select
                  label="Mode"
                  required
                  data={DESK_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))}
                  value={mode}
                  onChange={(v) => setMode(v ?? 'CASH')}
                  data-testid="desk-mode"
                />
                {MODE_REFERENCE[mode] && (
                  <>
                    <TextInput
                      label={MODE_REFERENCE[mode]}
                      required
                      value={instrumentNo}
                      onChange={(e) => setInstrumentNo(e.currentTarget.value)}
                      data-testid="desk-reference"
                    />
                    <DateField
                      label={mode === 'CHEQUE' ? 'Cheque date' : 'Date paid'}
                      required={mode === 'CHEQUE'}
                      value={instrumentDate}
                      onChange={setInstrumentDate}
                    />
                    {(mode === 'CHEQUE' || mode === 'BANK_TRANSFER') && (
                      <TextInput label="Bank" value={bankName} onChange={(e) => setBankName(e.currentTarget.value)} />
                    )}
                  </>
                )}
                <Button loading={save.isPending} onClick={record} data-testid="desk-record">
                  Record payment
                </Button>
              </Stack>
            </Card>
          )}
        </Stack>
      )}
    </>
  );
}
