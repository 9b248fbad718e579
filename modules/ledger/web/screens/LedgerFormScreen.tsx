import { Button, Card, Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { franchiseeLabel, rupeesToPaise } from '@portal/core';
import { call, DateField, errorMessage, notify, PageHeader, useAccess } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { useCentres } from '../components.tsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';

const FORMS = {
  note: { title: 'Credit / debit note', back: '/ledger/franchisee' },
  settlement: { title: 'Settlement transfer (nodal account to centre)', back: '/ledger/nodal' },
  toHeadOffice: { title: 'Payment from centre to head office', back: '/ledger/franchisee/payments' },
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
  const centres = useCentres();
  const save = useMutation({
    mutationFn: () => {
      const paise = rupeesToPaise(amount);
      if (paise === null) throw new Error('Amount must be rupees with at most 2 decimals');
      const base = { franchiseeId: Number(franchiseeId), amountPaise: paise, ...(date ? { date } : {}) };
      if (kind === 'note')
        return call(C.addTransaction, {
          body: { ...base, type: type === 'CREDIT_NOTE' ? 'CREDIT_NOTE' : 'DEBIT_NOTE', reason: text },
        });
      return call(kind === 'settlement' ? C.settlementTransfer : C.franchiseeToHeadOffice, {
        body: { ...base, utr: text },
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
          <DateField label="Date" value={date} onChange={setDate} clearable />
          <Button disabled={!franchiseeId || !amount || !text} loading={save.isPending} onClick={() => save.mutate()}>
            Post
          </Button>
        </Stack>
      </Card>
    </>
  );
}
