import { Alert, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime, formatPaise, paiseToRupeesText, rupeesToPaise } from '@portal/core';
import {
  ApiError,
  call,
  setCallData,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  useAccess,
  useCall,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { FINANCE_MODULES as M } from '../../shared/index.ts';
import { Money, StatusBadge } from '../components.tsx';

const LIST = '/fee-Concession/list';

/**
 * fee-Concession/edit/:concessionId: one concession asked for a student's plan. While it waits for finance the
 * centre changes its type, reason and amount (checked on the server as when it was asked: the type's reasons and
 * amount, the centre's cap, what is unpaid); a decided one is shown as it stands, with finance's remarks.
 */
export default function ConcessionEditScreen() {
  const id = Number(useParams().concessionId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const access = useAccess();
  const concession = useCall(C.concession, { params: { id } });
  const types = useCall(C.listConcessionTypes, {
    query: { isActive: 'true', rule: 'MANUAL', pageSize: 200, fields: 'name,kind,percentBp,amountPaise,reasons' },
  });
  const [typeId, setTypeId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const c = concession.data;
  useEffect(() => {
    if (!c) return;
    setTypeId(String(c.concessionTypeId));
    setReason(c.reason);
    setAmount(paiseToRupeesText(c.amountPaise));
  }, [c]);
  const type = types.data?.rows.find((t) => String(t.id) === typeId);
  const save = useMutation({
    mutationFn: () => {
      const problems: Record<string, string> = {};
      if (!typeId) problems.concessionTypeId = 'Choose a concession type';
      if (reason.trim().length < 3) problems.reason = 'Reason is required';
      const paise = type?.kind === 'AMOUNT' && amount.trim() ? rupeesToPaise(amount) : undefined;
      if (paise === null) problems.amountPaise = 'Amount must be rupees with at most 2 decimals';
      else if (paise !== undefined && paise <= 0) problems.amountPaise = 'Amount must be more than zero';
      setErrors(problems);
      if (Object.keys(problems).length > 0) throw new Error(Object.values(problems)[0]);
      return call(C.editConcession, {
        params: { id },
        body: {
          concessionTypeId: Number(typeId),
          reason: reason.trim(),
          ...(paise !== undefined && paise !== null ? { amountPaise: paise } : {}),
        },
      });
    },
    onSuccess: (saved) => {
      setCallData(queryClient, C.concession, { params: { id } }, saved);
      void invalidateCalls(queryClient, C.concessionsToApprove, C.listConcessions);
      notify({ color: 'teal', message: `Concession saved: ${formatPaise(saved.amountPaise)}` });
    },
    onError: (e) => {
      if (e instanceof ApiError) setErrors(e.fieldErrors);
      notify({ color: 'red', message: errorMessage(e) });
    },
  });
  if (concession.error) return <LoadError error={concession.error} onRetry={() => concession.refetch()} />;
  const editable = c?.status === 'PENDING' && access.canWrite(M.CONCESSION);
  return (
    <>
      <PageHeader
        title="Concession"
        subtitle={c && `${c.studentName} · asked on ${formatDateTime(c.createdAt)}`}
        crumbs={[{ label: 'Concessions', to: LIST }, { label: c ? `#${c.id}` : 'Concession' }]}
      />
      {c && (
        <Card withBorder radius="md" data-testid="concession-form">
          <Stack maw={520}>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Student
              </Text>
              <Link to={`/ledger/student-fee-plan/${c.studentAdmissionId}`}>{c.studentName}</Link>
              <Text size="sm" c="dimmed">
                · plan total <Money paise={c.planTotalPaise} />
              </Text>
            </Group>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Status
              </Text>
              <StatusBadge status={c.status} />
              <Text size="sm" data-testid="concession-amount">
                <Money paise={c.amountPaise} fw={700} />
              </Text>
            </Group>
            {c.remarks && (
              <Alert color={c.status === 'REJECTED' ? 'red' : 'blue'} title="Finance's remarks">
                {c.remarks}
              </Alert>
            )}
            {!editable && c.status !== 'PENDING' && (
              <Alert color="gray" data-testid="concession-decided">
                This concession is {c.status.toLowerCase()}: finance has decided it, so it can no longer be changed.
              </Alert>
            )}
            <Select
              label="Concession type"
              required
              disabled={!editable}
              error={errors.concessionTypeId}
              data={(types.data?.rows ?? []).map((t) => ({
                value: String(t.id),
                label: `${t.name} (${t.kind === 'PERCENT' ? `${t.percentBp / 100}%` : formatPaise(t.amountPaise)})`,
              }))}
              value={typeId}
              onChange={(v) => {
                setTypeId(v);
                setErrors({});
              }}
            />
            {type && type.reasons.length > 0 ? (
              <Select
                label="Reason"
                required
                disabled={!editable}
                error={errors.reason}
                data={[...new Set([...type.reasons, ...(reason ? [reason] : [])])]}
                value={reason}
                onChange={(v) => setReason(v ?? '')}
              />
            ) : (
              <TextInput
                label="Reason"
                required
                disabled={!editable}
                error={errors.reason}
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
              />
            )}
            {type?.kind === 'AMOUNT' && (
              <TextInput
                label="Amount (₹)"
                description="At most the type's amount; the centre's cap and what is unpaid are checked on saving"
                disabled={!editable}
                error={errors.amountPaise}
                value={amount}
                onChange={(e) => setAmount(e.currentTarget.value)}
              />
            )}
            <Group>
              {editable && (
                <Button loading={save.isPending} onClick={() => save.mutate()}>
                  Save
                </Button>
              )}
              <Button variant="default" onClick={() => navigate(LIST)}>
                {editable ? 'Cancel' : 'Back to concessions'}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </>
  );
}
