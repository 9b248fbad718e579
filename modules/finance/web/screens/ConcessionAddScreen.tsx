import { Button, Card, Select, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatPaise, rupeesToPaise } from '@portal/core';
import { call, errorMessage, notify, PageHeader, useCall } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';

/** fee-Concession/add: a centre asks for a concession on a student's plan. */
export default function ConcessionAddScreen() {
  const navigate = useNavigate();
  const [planId, setPlanId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [reason, setReason] = useState<string>('');
  const [amount, setAmount] = useState('');
  const plans = useCall(C.listStudentPlans, { query: { pageSize: 200 } });
  const types = useCall(C.listConcessionTypes, {
    query: { isActive: 'true', rule: 'MANUAL', pageSize: 200, fields: 'name,kind,percentBp,amountPaise,reasons' },
  });
  const type = types.data?.rows.find((t) => String(t.id) === typeId);
  const save = useMutation({
    mutationFn: () => {
      const paise = amount ? rupeesToPaise(amount) : undefined;
      if (paise === null) throw new Error('Amount must be rupees with at most 2 decimals');
      return call(C.requestConcession, {
        body: {
          studentFeePlanId: Number(planId),
          concessionTypeId: Number(typeId),
          reason,
          ...(paise !== undefined ? { amountPaise: paise } : {}),
        },
      });
    },
    onSuccess: () => {
      notify({ color: 'teal', message: 'Concession asked; it waits for finance approval' });
      navigate('/fee-Concession/list');
    },
    onError: (e) => notify({ color: 'red', message: errorMessage(e) }),
  });
  return (
    <>
      <PageHeader
        title="Ask for a concession"
        crumbs={[{ label: 'Concessions', to: '/fee-Concession/list' }, { label: 'Add' }]}
      />
      <Card withBorder radius="md">
        <Stack maw={520}>
          <Select
            label="Student and plan"
            required
            searchable
            data={(plans.data?.rows ?? []).map((p) => ({
              value: String(p.id),
              label: `${p.studentName} · ${p.planName}`,
            }))}
            value={planId}
            onChange={setPlanId}
          />
          <Select
            label="Concession type"
            required
            data={(types.data?.rows ?? []).map((t) => ({
              value: String(t.id),
              label: `${t.name} (${t.kind === 'PERCENT' ? `${t.percentBp / 100}%` : formatPaise(t.amountPaise)})`,
            }))}
            value={typeId}
            onChange={setTypeId}
          />
          {type && type.reasons.length > 0 ? (
            <Select label="Reason" required data={type.reasons} value={reason} onChange={(v) => setReason(v ?? '')} />
          ) : (
            <TextInput label="Reason" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          )}
          {type?.kind === 'AMOUNT' && (
            <TextInput
              label="Amount (₹), if less than the type's"
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
          )}
          <Button disabled={!planId || !typeId || !reason} loading={save.isPending} onClick={() => save.mutate()}>
            Ask
          </Button>
        </Stack>
      </Card>
    </>
  );
}
