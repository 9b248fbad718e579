// The centre's request to correct a royalty invoice: the form on the adjustments screen.
import { Alert, Button, Card, Group, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { formatMonth, formatPaise, isOneOf, rupeesToPaise } from '@portal/core';
import { actionMark, call, errorMessage, FileUploadInput, notify, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_REASONS,
  adjustableInvoices,
  raiseAdjustment,
  type AdjustmentDirection,
  type AdjustmentReason,
} from '../../../shared/adjustments.ts';
import { ledgerMessages } from '../../messages/index.ts';

/** The centre's request: which invoice, which way, why, how much, and a supporting file if it has one. */
export function RaiseForm({ onSent }: { onSent(): void }) {
  const t = useMessages(ledgerMessages);
  const invoices = useCall(adjustableInvoices, { query: {} });
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [direction, setDirection] = useState<AdjustmentDirection>('CREDIT');
  const [reason, setReason] = useState<AdjustmentReason | null>(null);
  const [amount, setAmount] = useState('');
  const [details, setDetails] = useState('');
  const [fileId, setFileId] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function send() {
    setProblem(null);
    setFieldErrors({});
    const paise = rupeesToPaise(amount);
    if (paise === null || reason === null) {
      setFieldErrors({
        ...(paise === null ? { amountPaise: t('adjustments.badAmount') } : {}),
        ...(reason === null ? { reason: t('adjustments.chooseReason') } : {}),
      });
      return;
    }
    setBusy(true);
    try {
      await call(raiseAdjustment, {
        body: {
          royaltyInvoiceId: Number(invoiceId),
          direction,
          reason,
          details,
          amountPaise: paise,
          ...(fileId ? { fileId } : {}),
        },
      });
      notify({ color: 'green', message: t('adjustments.sent') });
      setAmount('');
      setDetails('');
      setFileId('');
      await invoices.refetch();
      onSent();
    } catch (err) {
      setProblem(errorMessage(err));
      const fields = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fields) setFieldErrors(fields);
    } finally {
      setBusy(false);
    }
  }

  const rows = invoices.data?.rows ?? [];
  return (
    <Card withBorder radius="md" data-testid="raise-adjustment-form">
      <Title order={4} mb="sm">
        {t('adjustments.raise')}
      </Title>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" data-testid="adjustment-problem">
            {problem}
          </Alert>
        )}
        <Select
          label={t('adjustments.invoice')}
          placeholder={rows.length === 0 ? t('adjustments.noInvoice') : undefined}
          data={rows.map((r) => ({
            value: String(r.id),
            label: t('adjustments.invoiceOption', {
              invoice: r.invoiceNo,
              month: formatMonth(r.month),
              left: formatPaise(r.adjustablePaise),
            }),
          }))}
          value={invoiceId}
          onChange={setInvoiceId}
          error={fieldErrors.royaltyInvoiceId}
          required
          data-testid="adjustment-invoice"
        />
        <Select
          label={t('adjustments.direction')}
          data={[
            { value: 'CREDIT', label: t('adjustments.credit') },
            { value: 'DEBIT', label: t('adjustments.debit') },
          ]}
          value={direction}
          onChange={(v) => setDirection(isOneOf(ADJUSTMENT_DIRECTIONS, v) ? v : 'CREDIT')}
          allowDeselect={false}
        />
        <Select
          label={t('adjustments.reason')}
          data={ADJUSTMENT_REASONS.map((r) => ({ value: r, label: t('adjustmentReason', { reason: r }) }))}
          value={reason}
          onChange={(v) => setReason(isOneOf(ADJUSTMENT_REASONS, v) ? v : null)}
          error={fieldErrors.reason}
          required
          data-testid="adjustment-reason"
        />
        <TextInput
          label={t('adjustments.amount')}
          description={t('adjustments.amountHint')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={fieldErrors.amountPaise}
          required
        />
        <Textarea
          label={t('adjustments.details')}
          value={details}
          onChange={(e) => setDetails(e.currentTarget.value)}
          error={fieldErrors.details}
          autosize
          minRows={2}
          required
        />
        <FileUploadInput label={t('adjustments.file')} value={fileId} onChange={setFileId} />
        <Group>
          <Button
            loading={busy}
            onClick={() => void send()}
            data-testid="raise-adjustment"
            {...actionMark(raiseAdjustment)}
          >
            {t('adjustments.send')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
