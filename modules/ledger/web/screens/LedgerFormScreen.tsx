import { Button, Card, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DATE_FORMAT, franchiseeLabel, rupeesToPaise } from '@portal/core';
import { api, errorMessage, notify, PageHeader, useAccess } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';

const FORMS = {
  note: { title: 'Credit / debit note', path: '/api/ledger/transaction/add', back: '/ledger/franchisee' },
  settlement: {
    title: 'Settlement transfer (nodal account to centre)',
    path: '/api/ledger/settlement-transfer',
    back: '/ledger/nodal',
  },
  toHeadOffice: {
    title: 'Payment from centre to head office',
    path: '/api/ledger/transfer-franchisee-to-bb',
    back: '/ledger/franchisee',
  },
} as const;

/**
 * ledger/transaction/add, settlement-payment-transfer (and ledger/nodal-payment-transfer)
 * and transfer-franchiseeToBB: one posting each, checked by the server against what
 * is owed or held.
 */
export default function LedgerFormScreen({ kind }: { kind: keyof typeof FORMS }) {
  const f = FORMS[kind];
  const navigate = useNavigate();
  const access = useAccess();
  const [franchiseeId, setFranchiseeId] = useState<string | null>(
    access.franchiseeId ? String(access.franchiseeId) : null,
  );
  const [type, setType] = useState<string>('DEBIT_NOTE');
  const [amount, setAmount] = useState('');
  const [text, setText] = useState('');
  const [date, setDate] = useState<string | null>(null);
  const centres = useQuery({
    queryKey: ['active-franchisees'],
    queryFn: () => api<{ rows: { id: number; companyName: string }[] }>('/api/franchisee/active'),
  });
  const save = useMutation({
    mutationFn: () => {
      const paise = rupeesToPaise(amount);
      if (paise === null) throw new Error('Amount must be rupees with at most 2 decimals');
      const base = { franchiseeId: Number(franchiseeId), amountPaise: paise, ...(date ? { date } : {}) };
      return api(f.path, {
        method: 'POST',
        body: kind === 'note' ? { ...base, type, reason: text } : { ...base, utr: text },
      });
    },
    onSuccess: () => {
      notify({ color: 'teal', message: 'Posted to the ledger' });
      navigate(f.back);
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  return (
    <>
      <PageHeader title={f.title} crumbs={[{ label: 'Ledger', to: f.back }, { label: f.title }]} />
      <Card withBorder radius="md">
        <Stack maw={480}>
          <Select
            label="Centre"
            required
            searchable
            data={(centres.data?.rows ?? []).map((c) => ({ value: String(c.id), label: franchiseeLabel(c) }))}
            value={franchiseeId}
            onChange={setFranchiseeId}
          />
          {kind === 'note' && (
            <Select
              label="Type"
              required
              data={[
                { value: 'DEBIT_NOTE', label: 'Debit note (centre owes more)' },
                { value: 'CREDIT_NOTE', label: 'Credit note (centre owes less)' },
              ]}
              value={type}
              onChange={(v) => setType(v ?? 'DEBIT_NOTE')}
            />
          )}
          <TextInput
            label="Amount (₹)"
            required
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            inputMode="decimal"
          />
          <TextInput
            label={kind === 'note' ? 'Reason' : 'Bank reference (UTR)'}
            required
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <DateInput label="Date" valueFormat={DATE_FORMAT} value={date} onChange={setDate} clearable />
          <Button disabled={!franchiseeId || !amount || !text} loading={save.isPending} onClick={() => save.mutate()}>
            Post
          </Button>
        </Stack>
      </Card>
    </>
  );
}
