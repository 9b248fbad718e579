import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { rupeesToPaise } from '@portal/core';
import { errorMessage, FileUploadInput, notify, resources, useMessages } from '@portal/ui';
import { useState } from 'react';
import type { ProspectStage } from '../../shared/constants.ts';
import type { en } from '../messages/en.ts';
import { developmentMessages } from '../messages/index.ts';
import { prospectShape } from '../../shared/resources.ts';

/** The steps a stage offers; the binding ones stay offered so the disclosure gate can say why they wait. */
const STEPS: Partial<Record<ProspectStage, { command: string; label: keyof (typeof en)['steps'] }[]>> = {
  NEW: [{ command: 'qualify', label: 'qualify' }],
  QUALIFIED: [{ command: 'meet', label: 'meet' }],
  DISCOVERY_MEETING: [{ command: 'sendDisclosure', label: 'send' }],
  DISCLOSURE_SENT: [
    { command: 'sendDisclosure', label: 'sendAgain' },
    { command: 'approveSite', label: 'approveSite' },
    { command: 'signAgreement', label: 'sign' },
  ],
  DISCLOSURE_ACKNOWLEDGED: [{ command: 'approveSite', label: 'approveSite' }],
  LOI_TOKEN_PAID: [{ command: 'signAgreement', label: 'sign' }],
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
  const t = useMessages(developmentMessages);
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
      const answer: Record<string, unknown> = await resources.command(prospectShape, id, command, body);
      if (typeof answer.link === 'string') setLink(`${window.location.origin}${answer.link}`);
      notify({ color: 'green', message: t('steps.saved') });
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
        <Alert color="blue" title={t('steps.linkTitle')} data-testid="disclosure-link">
          {link}
        </Alert>
      )}
      <Group gap="xs" wrap="wrap">
        {PAST_SITE.includes(stage) && !gateOpen && button('sendDisclosure', t('steps.sendCurrent'))}
        {(STEPS[stage] ?? []).map((s) => button(s.command, t(`steps.${s.label}`)))}
      </Group>
      {(stage === 'DISCLOSURE_SENT' || (PAST_SITE.includes(stage) && !gateOpen)) && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <FileUploadInput label={t('steps.evidence')} value={evidence} onChange={setEvidence} />
          <TextInput label={t('steps.remark')} value={remark} onChange={(e) => setRemark(e.currentTarget.value)} />
          {button('acknowledge', t('steps.acknowledge'), {
            evidenceFileId: evidence,
            remark: remark || undefined,
          })}
        </Group>
      )}
      {stage === 'SITE_APPROVED' && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput label={t('steps.token')} value={amount} onChange={(e) => setAmount(e.currentTarget.value)} />
          <TextInput
            label={t('steps.reference')}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          {button('payToken', t('steps.payToken'), { amount: rupeesToPaise(amount), reference })}
        </Group>
      )}
      {OPEN.includes(stage) && (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput label={t('steps.lostBecause')} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          <Button
            variant="default"
            color="red"
            loading={busy === 'lose'}
            disabled={busy !== null}
            onClick={() => void run('lose', { reason })}
          >
            {t('steps.lose')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
