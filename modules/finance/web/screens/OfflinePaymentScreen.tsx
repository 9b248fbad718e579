import { Alert, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DATE_FORMAT, formatPaise, rupeesToPaise } from '@portal/core';
import { api, errorMessage, LoadError, notify, PageHeader } from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { OFFLINE_MODES } from '../../shared/index.ts';
import type { PublicPlan } from '../api.ts';
import { InstallmentTable } from '../components.tsx';

interface Reference {
  kind: 'plan' | 'request';
  plan: PublicPlan | null;
  request: {
    referenceType: string;
    description: string;
    payerName: string | null;
    amountPaise: number;
    receivedPaise: number;
    due: { duePaise: number };
  } | null;
}

/**
 * payments/pay/:referenceID and the offline application/admission form payments:
 * a centre records cash, a cheque or a bank transfer; finance approves it.
 */
export default function OfflinePaymentScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const [reference, setReference] = useState(params.referenceID ?? params.refID ?? '');
  const [typed, setTyped] = useState(reference);
  const [installmentId, setInstallmentId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [mode, setMode] = useState<string>('CASH');
  const [instrumentNo, setInstrumentNo] = useState('');
  const [instrumentDate, setInstrumentDate] = useState<string | null>(null);
  const [bankName, setBankName] = useState('');
  const ref = useQuery({
    queryKey: ['payment-reference', reference],
    enabled: reference.length >= 8,
    queryFn: () => api<Reference>(`/api/payment-links/reference/${encodeURIComponent(reference)}`),
  });
  const save = useMutation({
    mutationFn: () => {
      const paise = rupeesToPaise(amount);
      if (paise === null) throw new Error('Amount must be rupees with at most 2 decimals, like 1500 or 1500.50');
      return api('/api/payments/offline', {
        method: 'POST',
        body: {
          referenceId: reference,
          installmentId: installmentId ? Number(installmentId) : undefined,
          amountPaise: paise,
          mode,
          instrumentNo: instrumentNo || undefined,
          instrumentDate: instrumentDate || undefined,
          bankName: bankName || undefined,
        },
      });
    },
    onSuccess: () => {
      notify({ color: 'teal', message: 'Payment recorded; it waits for finance approval' });
      navigate('/payment-links/page/1');
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  const plan = ref.data?.plan;
  const request = ref.data?.request;
  return (
    <>
      <PageHeader
        title="Record offline payment"
        crumbs={[{ label: 'Payment links', to: '/payment-links/page/1' }, { label: 'Offline payment' }]}
      />
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
      {ref.data && (
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
              {request.referenceType}: {request.description}. Fee {formatPaise(request.amountPaise)}, received{' '}
              {formatPaise(request.receivedPaise)}, due {formatPaise(request.due.duePaise)}.
            </Alert>
          )}
          <Card withBorder radius="md">
            <Stack maw={480}>
              {plan && (
                <Select
                  label="Installment"
                  required
                  data={plan.installments
                    .filter((i) => i.outstandingPaise > 0)
                    .map((i) => ({ value: String(i.id), label: `${i.label}: ${formatPaise(i.outstandingPaise)} due` }))}
                  value={installmentId}
                  onChange={setInstallmentId}
                />
              )}
              <TextInput
                label="Amount (₹)"
                required
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
                inputMode="decimal"
              />
              <Select
                label="Mode"
                required
                data={OFFLINE_MODES.map((m) => ({ value: m, label: m.replace('_', ' ') }))}
                value={mode}
                onChange={(v) => setMode(v ?? 'CASH')}
              />
              {mode !== 'CASH' && (
                <>
                  <TextInput
                    label={mode === 'CHEQUE' ? 'Cheque number' : 'Bank reference (UTR)'}
                    required
                    value={instrumentNo}
                    onChange={(e) => setInstrumentNo(e.currentTarget.value)}
                  />
                  <DateInput
                    label={mode === 'CHEQUE' ? 'Cheque date' : 'Transfer date'}
                    valueFormat={DATE_FORMAT}
                    value={instrumentDate}
                    onChange={setInstrumentDate}
                  />
                  <TextInput label="Bank" value={bankName} onChange={(e) => setBankName(e.currentTarget.value)} />
                </>
              )}
              <Button loading={save.isPending} onClick={() => save.mutate()}>
                Record payment
              </Button>
            </Stack>
          </Card>
        </Stack>
      )}
    </>
  );
}
