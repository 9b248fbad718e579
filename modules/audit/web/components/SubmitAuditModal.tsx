import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, invalidateCalls, invalidateResources, notify } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { submitAudit } from './commands.ts';

/** Submits an answered audit with the auditor's summary for the centre, then opens the audit's view. */
export function SubmitAuditModal({
  auditId,
  opened,
  onClose,
  viewPath,
}: {
  auditId: number;
  opened: boolean;
  onClose(): void;
  viewPath: string;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [summary, setSummary] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    setSubmitting(true);
    try {
      const result = await submitAudit(auditId, { summary: summary.trim() || null });
      notify({
        color: 'green',
        message: `Audit submitted: ${result.scorePercent.toFixed(1)} % (${result.band})`,
        position: 'top-right',
      });
      await invalidateResources(client, ...Object.values(C.AUDIT_LISTS));
      await invalidateCalls(
        client,
        C.auditDetails,
        C.myAuditDetails,
        C.generalAuditResponses,
        C.centreScores,
        C.auditScores,
      );
      navigate(viewPath);
    } catch (err) {
      notify({ color: 'red', title: 'Not submitted', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Submit the audit">
      <Stack>
        <Text size="sm">
          The score is fixed on submission and every &ldquo;No&rdquo; becomes a non-compliance for the centre to close.
          The answers can no longer change.
        </Text>
        <Textarea
          label="Summary for the centre"
          value={summary}
          onChange={(e) => setSummary(e.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={2000}
        />
        <Button onClick={() => void submit()} loading={submitting} data-testid="confirm-submit">
          Submit audit
        </Button>
      </Stack>
    </Modal>
  );
}
