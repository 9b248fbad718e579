// The dialogs of a royalty statement's line: the centre disputes it, head office accepts or rejects the dispute.
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { formatPaise, rupeesToPaise } from '@portal/core';
import { errorMessage, notify, resources, useMessages } from '@portal/ui';
import { useRef, useState } from 'react';
import { royaltyStatementLineShape, type StatementAnswer } from '../../../shared/statements.ts';
import { ledgerMessages } from '../../messages/index.ts';

export type Line = StatementAnswer['lines'][number];

/** The centre disputes a line: why, and the amount it says is right. */
export function DisputeDialog({ line, onClose, onDone }: { line: Line | null; onClose(): void; onDone(): void }) {
  const t = useMessages(ledgerMessages);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function send() {
    if (!line) return;
    setProblem(null);
    setFieldErrors({});
    const paise = rupeesToPaise(amount);
    if (paise === null) {
      setFieldErrors({ claimedPaise: t('statements.badAmount') });
      return;
    }
    setBusy(true);
    try {
      await resources.command(royaltyStatementLineShape, line.id, 'dispute', { reason, claimedPaise: paise });
      notify({ color: 'green', message: t('statements.disputeSent') });
      setReason('');
      setAmount('');
      onClose();
      onDone();
    } catch (err) {
      setProblem(errorMessage(err));
      const fields = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fields) setFieldErrors(fields);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={line !== null} onClose={onClose} title={t('statements.disputeTitle')}>
      <Stack gap="sm">
        {line && (
          <Text size="sm">
            {t('statements.disputeLine', {
              child: line.studentName ?? t('statements.childNo', { id: line.studentAdmissionId }),
              amount: formatPaise(line.collectedPaise),
            })}
          </Text>
        )}
        {problem && (
          <Alert color="red" data-testid="dispute-problem">
            {problem}
          </Alert>
        )}
        <Textarea
          label={t('statements.disputeReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={fieldErrors.reason}
          autosize
          minRows={2}
          required
          data-testid="dispute-reason"
        />
        <TextInput
          label={t('statements.claimed')}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={fieldErrors.claimedPaise}
          required
          data-testid="dispute-amount"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('statements.cancel')}
          </Button>
          <Button color="orange" loading={busy} onClick={() => void send()} data-testid="send-dispute">
            {t('statements.sendDispute')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Head office accepts a dispute (a reply if it likes) or rejects it (a reply the centre reads). */
export function ResolveDialog({
  target,
  onClose,
  onDone,
}: {
  target: { line: Line; how: 'accept' | 'reject' } | null;
  onClose(): void;
  onDone(): void;
}) {
  const t = useMessages(ledgerMessages);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The dialog keeps its words while it fades out after the answer.
  const last = useRef(target);
  if (target) last.current = target;
  const accept = (target ?? last.current)?.how === 'accept';

  async function send() {
    if (!target) return;
    setBusy(true);
    setProblem(null);
    try {
      await resources.command(royaltyStatementLineShape, target.line.id, target.how, { reply });
      notify({ color: 'green', message: accept ? t('statements.acceptedNote') : t('statements.rejectedNote') });
      setReply('');
      onClose();
      onDone();
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={accept ? t('statements.acceptTitle') : t('statements.rejectTitle')}
    >
      <Stack gap="sm">
        {target && (
          <Text size="sm">
            {accept
              ? t('statements.acceptLine', { amount: formatPaise(target.line.claimedPaise ?? 0) })
              : t('statements.rejectLine', { amount: formatPaise(target.line.collectedPaise) })}
          </Text>
        )}
        {problem && (
          <Alert color="red" data-testid="resolve-problem">
            {problem}
          </Alert>
        )}
        <Textarea
          label={accept ? t('statements.replyOptional') : t('statements.reply')}
          value={reply}
          onChange={(e) => setReply(e.currentTarget.value)}
          autosize
          minRows={2}
          required={!accept}
          data-testid="resolve-reply"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('statements.cancel')}
          </Button>
          <Button
            color={accept ? 'green' : 'red'}
            loading={busy}
            onClick={() => void send()}
            data-testid="confirm-resolve"
          >
            {accept ? t('statements.accept') : t('statements.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
