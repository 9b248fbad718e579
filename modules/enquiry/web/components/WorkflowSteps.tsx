import { Anchor, Badge, Button, Card, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatPaise, paiseToRupeesText, rupeesToPaise } from '@portal/core';
import { ApiError, call, errorMessage, FieldsGrid, notify, useAccess } from '@portal/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { ENQUIRY_MODULES, FORM_FIELDS, type FormType } from '../../shared/index.ts';
import * as C from '../../shared/contracts.ts';
import type { Workflow, WorkflowForm } from '../answers.ts';
import { FeeReceived, formStatusText, PaymentBadge } from './bits.tsx';
import { useFieldsForm } from './useFieldsForm.ts';

/**
 * A fee taken at the desk goes through the fees module's offline payment (mode, reference, receipt,
 * finance approval, ledger): its screen and permission per form (offline application / admission form).
 */
const DESK_APPLICATION = { path: '/payments/application-form', module: 'offlineApplicationForm' };
const DESK_ADMISSION = { path: '/payments/admission-form', module: 'offlineAdmissionForm' };

const STEPS: {
  type: FormType;
  label: string;
  slug: string;
  publicPath: string;
  module: string;
  desk: { path: string; module: string };
}[] = [
  {
    type: 'APPLICATION',
    label: 'Application',
    slug: 'application',
    publicPath: 'application-form',
    module: ENQUIRY_MODULES.ENQUIRY,
    desk: DESK_APPLICATION,
  },
  {
    type: 'REGISTRATION',
    label: 'Registration',
    slug: 'registration',
    publicPath: 'registration-form',
    module: ENQUIRY_MODULES.REGISTRATION,
    desk: DESK_APPLICATION,
  },
  {
    type: 'ADMISSION',
    label: 'Admission',
    slug: 'admission',
    publicPath: 'admission-form',
    module: ENQUIRY_MODULES.ADMISSION,
    desk: DESK_ADMISSION,
  },
];

/**
 * Application → registration → admission: send each form with its fee link, fill it for the family,
 * take the fee offline.
 */
export function WorkflowSteps({
  enquiryId,
  forms,
  centreFees,
  onChanged,
}: {
  enquiryId: number;
  forms: WorkflowForm[];
  centreFees: Workflow['centreFees'];
  onChanged(): void;
}) {
  return (
    <Stack gap="sm">
      {STEPS.map((step, i) => {
        const form = forms.find((f) => f.formType === step.type);
        const before = i === 0 ? undefined : forms.find((f) => f.formType === STEPS[i - 1].type);
        const ready = i === 0 || before?.status === 'COMPLETED';
        return (
          <Step
            key={step.type}
            step={step}
            form={form}
            ready={ready}
            enquiryId={enquiryId}
            centreFeePaise={centreFees[step.type]}
            onChanged={onChanged}
          />
        );
      })}
    </Stack>
  );
}

function Step({
  step,
  form,
  ready,
  enquiryId,
  centreFeePaise,
  onChanged,
}: {
  step: (typeof STEPS)[number];
  form?: WorkflowForm;
  ready: boolean;
  enquiryId: number;
  /** The centre's fee for this form (its fee settings): the field starts with it. */
  centreFeePaise: number;
  onChanged(): void;
}) {
  const access = useAccess();
  const [fee, setFee] = useState(centreFeePaise > 0 ? paiseToRupeesText(centreFeePaise) : '');
  const [feeError, setFeeError] = useState<string>();
  const [filling, setFilling] = useState(false);
  const canWrite = access.canWrite(step.module);

  async function send() {
    const feePaise = fee.trim() === '' ? 0 : rupeesToPaise(fee);
    if (feePaise === null) return setFeeError('Fee must be an amount in rupees with up to 2 decimals');
    try {
      await call(C.formEndpoints[step.type].issue, { params: { id: enquiryId }, body: { feePaise } });
      notify({ color: 'green', message: `${step.label} form sent`, position: 'top-right' });
      onChanged();
    } catch (err) {
      notify({ color: 'red', title: `${step.label} form not sent`, message: errorMessage(err), position: 'top-right' });
    }
  }

  const link = form ? `${window.location.origin}/${step.publicPath}/${form.refId}` : '';
  return (
    <Card withBorder radius="sm" p="sm" data-testid={`step-${step.slug}`}>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Text fw={600}>{step.label}</Text>
          {form ? (
            <Badge
              variant="light"
              color={form.status === 'COMPLETED' ? 'green' : 'blue'}
              data-testid={`status-${step.slug}`}
            >
              {formStatusText(form.status)}
            </Badge>
          ) : (
            <Badge variant="outline" color="gray">
              Not sent
            </Badge>
          )}
        </Group>
        {form && form.feePaise > 0 && (
          <Group gap="xs">
            <Text size="sm">Fee {formatPaise(form.feePaise)}</Text>
            <PaymentBadge status={form.paymentStatus} />
            <FeeReceived
              amountPaise={form.feePaise}
              receivedPaise={form.paymentReceivedPaise}
              status={form.paymentStatus}
            />
            {form.paymentStatus !== 'CONFIRMED' &&
              form.paymentStatus !== 'TRANSFERRED' &&
              form.paymentStatus !== 'APPROVAL_WAITING' &&
              form.paymentReference &&
              access.canWrite(step.desk.module) && (
                <Button
                  size="xs"
                  variant="light"
                  component={Link}
                  to={`${step.desk.path}/${form.paymentReference}`}
                  data-testid={`mark-paid-${step.slug}`}
                >
                  Mark paid (offline)
                </Button>
              )}
          </Group>
        )}
      </Group>
      {!form && ready && canWrite && (
        <Group align="flex-end" mt="xs">
          <TextInput
            label="Fee (₹)"
            description={centreFeePaise > 0 ? `The centre's fee: ${formatPaise(centreFeePaise)}` : undefined}
            placeholder="0 for none"
            w={160}
            value={fee}
            onChange={(e) => setFee(e.currentTarget.value)}
            error={feeError}
            inputMode="decimal"
            data-testid={`fee-${step.slug}`}
          />
          <Button onClick={send} data-testid={`send-${step.slug}`}>
            Send {step.label.toLowerCase()} form
          </Button>
        </Group>
      )}
      {!form && !ready && (
        <Text size="sm" c="dimmed" mt="xs">
          Opens once the step before is complete.
        </Text>
      )}
      {form && (
        <Stack gap={6} mt="xs">
          <Group gap="xs" wrap="nowrap">
            <Anchor
              href={link}
              target="_blank"
              size="sm"
              style={{ wordBreak: 'break-all' }}
              data-testid={`link-${step.slug}`}
            >
              {link}
            </Anchor>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </Group>
          {form.status !== 'COMPLETED' && canWrite && (
            <Button
              size="xs"
              variant="default"
              w="fit-content"
              onClick={() => setFilling((f) => !f)}
              data-testid={`fill-${step.slug}`}
            >
              {filling ? 'Close form' : 'Fill for the family'}
            </Button>
          )}
          {filling && (
            <OfflineForm
              step={step}
              form={form}
              enquiryId={enquiryId}
              onSaved={() => {
                setFilling(false);
                onChanged();
              }}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}

function OfflineForm({
  step,
  form,
  enquiryId,
  onSaved,
}: {
  step: (typeof STEPS)[number];
  form: WorkflowForm;
  enquiryId: number;
  onSaved(): void;
}) {
  const fields = FORM_FIELDS[step.type];
  const f = useFieldsForm(fields, form.data);
  const [saving, setSaving] = useState(false);
  async function save() {
    const body = f.collect();
    if (!body) return;
    setSaving(true);
    try {
      const res = await call(C.formEndpoints[step.type].fill, { params: { id: enquiryId }, body });
      notify({
        color: 'green',
        message: `${step.label} form ${res.status === 'COMPLETED' ? 'completed' : 'saved; waiting for the fee'}`,
        position: 'top-right',
      });
      onSaved();
    } catch (err) {
      if (err instanceof ApiError) f.setErrors(err.fieldErrors);
      notify({ color: 'red', title: 'Form not saved', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }
  return (
    <Stack gap="sm" mt="xs">
      <FieldsGrid fields={Object.entries(fields)} values={f.values} errors={f.errors} onChange={f.onChange} />
      <Button w="fit-content" onClick={save} loading={saving} data-testid={`save-${step.slug}`}>
        Save {step.label.toLowerCase()} form
      </Button>
    </Stack>
  );
}
