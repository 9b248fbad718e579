import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { rupeesToPaise } from '@portal/core';
import { errorMessage, FileUploadInput, notify, resources } from '@portal/ui';
import { useState } from 'react';
import type { ProspectStage } from '../../shared/constants.ts';

/** The steps a stage offers; the binding ones stay offered so the disclosure gate can say why they wait. */
const STEPS: Partial<Record<ProspectStage, { command: string; label: string }[]>> = {
  NEW: [{ command: 'qualify', label: 'Qualify' }],
  QUALIFIED: [{ command: 'meet', label: 'Record the discovery meeting' }],
  DISCOVERY_MEETING: [{ command: 'sendDisclosure', label: 'Send the disclosure document' }],
  DISCLOSURE_SENT: [
    { command: 'sendDisclosure', label: 'Send the disclosure again' },
    { command: 'approveSite', label: 'Approve the site' },
    { command: 'signAgreement', label: 'Sign the agreement' },
  ],
  DISCLOSURE_ACKNOWLEDGED: [{ command: 'approveSite', label: 'Approve the site' }],
  LOI_TOKEN_PAID: [{ command: 'signAgreement', label: 'Sign the agreement' }],
};
const OPEN = [
  'NEW',
  'QUALIFIED',
  'DISCOVERY_MEETING',
  'DISCLOSURE_SENT',
  'DISCLOSURE_ACKNOWLEDGED',
  'SITE_APPROVED',
  'LOI_TOKEN_PAID',
];

interface Props {
  id: number;
  stage: ProspectStage;
  /** The current disclosure is acknowledged (past the site's approval a newer version is sent again). */
  gateOpen: boolean;
  onDone(): void;
}
const PAST_SITE: ProspectStage[] = ['SITE_APPROVED', 'LOI_TOKEN_PAID'];

/** A prospect's next steps: each answers the server's refusal (the disclosure gate, the order) in words. */
export function StageActions({ id, stage, gateOpen, onDone }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [evidence, setEvidence] = useState('');
  const [remark, setRemark] = useState('');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');

  async function run(command: string, body: Record<string, unknown> = {}) {
    setBusy(command);
    setProblem(null);
    try {
      const answer: Record<string, unknown> = await resources.command('dev-prospects', id, command, body);
      if (typeof answer.link === 'string') setLink(`${window.location.origin}${answer.link}`);
      notify({ color: 'green', message: 'Saved' });
      onDone();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  const button = (command: string, label: string, body?: Record<string, unknown>) => (
    <Button
      key={command}
      loading={busy === command}
      disabled={busy !== null}
      onClick={() => void run(command, body)}
      data-testid={`step-${command}`}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="sm">
      {problem && (
        <Alert color="red" data-testid="step-problem">
          {problem}
        </Alert>
      )}
      {link && (
        <Alert color="blue" title="Send this link to the prospect" data-testid="disclosure-link">
          {link}
        </Alert>
      )}
      <Group gap="xs" wrap="wrap">
        {PAST_SITE.includes(stage) && !gateOpen && button('sendDisclosure', 'Send the current disclosure')}
        {(STEPS[stage] ?? []).map((s) => button(s.command, s.label))}
      </Group>
      {(stage === 'DISCLOSURE_SENT' || (PAST_SITE.includes(stage) && !gateOpen)) && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <FileUploadInput label="Acknowledgement evidence" value={evidence} onChange={setEvidence} />
          <TextInput label="Remark" value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
          {button('acknowledge', 'Record the acknowledgement', {
            evidenceFileId: evidence,
            remark: remark || undefined,
          })}
        </Group>
      )}
      {stage === 'SITE_APPROVED' && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput label="LOI token (₹)" value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
          <TextInput
            label="Payment reference"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          {button('payToken', 'Record the LOI token', { amount: rupeesToPaise(amount), reference })}
        </Group>
      )}
      {OPEN.includes(stage) && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput label="Lost because" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          <Button
            variant="default"
            color="red"
            loading={busy === 'lose'}
            disabled={busy !== null}
            onClick={() => void run('lose', { reason })}
          >
            Mark as lost
          </Button>
        </Group>
      )}
    </Stack>
  );
}
