import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { ApiError, call, DateField, errorMessage, notify } from '@portal/ui';
import * as C from '../../shared/contracts.ts';
import { STAGE_LABELS } from '../../shared/labels.ts';
import { useState } from 'react';
import { MANUAL_TRANSITIONS, SPANCO_SUB_STATUSES, STAGE_DEFAULTS, type Stage } from '../../shared/index.ts';

/** Spanco edit: the stages reachable by hand from here, the sub-status and the next call. */
export function StageMove({
  enquiryId,
  stage,
  subStatus,
  onMoved,
}: {
  enquiryId: number;
  stage: Stage;
  subStatus: string;
  onMoved(): void;
}) {
  const options = [stage, ...MANUAL_TRANSITIONS[stage]];
  const [to, setTo] = useState<Stage>(stage);
  const [sub, setSub] = useState(subStatus);
  const [next, setNext] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const status = STAGE_DEFAULTS[to].spancoStatus;

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      await call(C.moveStage, {
        params: { id: enquiryId },
        body: { stage: to, spancoSubStatus: sub || undefined, reason: reason || null, nextFollowUpDate: next || null },
      });
      notify({ color: 'green', message: `Moved to ${STAGE_LABELS[to]}`, position: 'top-right' });
      setReason('');
      setNext('');
      onMoved();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      notify({ color: 'red', title: 'Not moved', message: errorMessage(err), position: 'top-right' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <Select
          label="Stage"
          data={options.map((s) => ({ value: s, label: STAGE_LABELS[s] }))}
          value={to}
          allowDeselect={false}
          onChange={(v) => {
            const s = v ?? stage;
            setTo(s);
            setSub(s === stage ? subStatus : STAGE_DEFAULTS[s].spancoSubStatus);
          }}
          data-testid="stage-select"
        />
        <Select
          label={`Sub-status (${status})`}
          data={[...SPANCO_SUB_STATUSES[status]]}
          value={sub}
          allowDeselect={false}
          onChange={(v) => setSub(v ?? '')}
          error={errors.spancoSubStatus}
        />
      </Group>
      <Group grow align="flex-start">
        <DateField
          label="Next follow-up"
          value={next}
          onChange={setNext}
          error={errors.nextFollowUpDate}
          data-testid="next-follow-up"
        />
        <TextInput label="Remarks" value={reason} maxLength={500} onChange={(e) => setReason(e.currentTarget.value)} />
      </Group>
      <Group>
        <Button onClick={save} loading={saving} disabled={to === stage && sub === subStatus} data-testid="move-stage">
          Save stage
        </Button>
      </Group>
    </Stack>
  );
}
