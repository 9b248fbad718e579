import { Button, Checkbox, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { EndpointDeclaration } from '@portal/core';
import { t as ui, useMessages } from '@portal/ui';
import { useState } from 'react';
import { z } from 'zod';
import type { DayRow } from '../../shared/contracts.ts';
import { INCIDENT_KINDS } from '../../shared/incidents.ts';
import { classroomWrite } from '../offline/classroom.ts';
import { dayMessages } from '../messages/index.ts';
import { SaveError, useClassroomSave } from './classroom-form.tsx';

/** The incident reports' create route (declared `classroom`: it honours the queue's key and moment). */
const REPORT_INCIDENT = {
  method: 'POST',
  path: '/api/day-incidents',
  // The resource's own schema checks the body on the server; here it is the draft's fields as written.
  body: z.record(z.string(), z.unknown()),
  response: z.looseObject({ id: z.number() }),
} as const satisfies EndpointDeclaration;

/** The resource's shortest answers, checked here too: a queued report is not refused later for them. */
const SHORTEST = { place: 2, whatHappened: 5, staffPresent: 2 } as const;

interface Draft {
  kind: string | null;
  place: string;
  whatHappened: string;
  firstAid: string;
  staffPresent: string;
  serious: boolean;
}

const EMPTY: Draft = { kind: null, place: '', whatHappened: '', firstAid: '', staffPresent: '', serious: false };

/**
 * An incident draft from the roster, for a child who is in: written where it happened, at the moment it is saved,
 * and kept on the device without a connection like every classroom write. The centre head sends it to the parents.
 */
export function IncidentDraftDialog({ child, onClose }: { child: DayRow | null; onClose(): void }) {
  const t = useMessages(dayMessages);
  return (
    <Modal opened={child !== null} onClose={onClose} title={t('incidentReport.title')} size="lg">
      {child && <DraftForm key={child.studentAdmissionId} child={child} onDone={onClose} />}
    </Modal>
  );
}

function DraftForm({ child, onDone }: { child: DayRow; onDone(): void }) {
  const t = useMessages(dayMessages);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const label = (key: keyof Draft) => t(`incidentReport.${key}`);
  const { errors, busy, error, submit } = useClassroomSave<keyof Draft>({
    problems() {
      const found: Partial<Record<keyof Draft, string>> = {};
      if (!draft.kind) found.kind = ui('validation.required', { label: label('kind') });
      for (const [key, min] of Object.entries(SHORTEST) as [keyof typeof SHORTEST, number][])
        if (draft[key].trim().length < min) found[key] = ui('validation.tooShort', { label: label(key), min });
      return found;
    },
    write: () =>
      classroomWrite(
        REPORT_INCIDENT,
        {
          body: {
            studentAdmissionId: child.studentAdmissionId,
            kind: draft.kind,
            occurredAt: new Date().toISOString(),
            place: draft.place.trim(),
            whatHappened: draft.whatHappened.trim(),
            firstAid: draft.firstAid.trim() || undefined,
            staffPresent: draft.staffPresent.trim(),
            serious: draft.serious,
          },
        },
        `${t('incidentReport.title')}: ${child.name}`,
      ),
    sent: { title: t('incidentReport.reported'), message: t('incidentReport.reportedText') },
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SaveError error={error} />
        <Select
          label={label('kind')}
          data={INCIDENT_KINDS.map((kind) => ({ value: kind, label: t('incident.kind', { kind }) }))}
          value={draft.kind}
          onChange={(v) => set('kind', v)}
          error={errors.kind}
          required
        />
        <TextInput
          label={label('place')}
          value={draft.place}
          onChange={(e) => set('place', e.currentTarget.value)}
          error={errors.place}
          required
        />
        <Textarea
          label={label('whatHappened')}
          value={draft.whatHappened}
          onChange={(e) => set('whatHappened', e.currentTarget.value)}
          error={errors.whatHappened}
          autosize
          minRows={3}
          required
        />
        <Textarea
          label={label('firstAid')}
          value={draft.firstAid}
          onChange={(e) => set('firstAid', e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <TextInput
          label={label('staffPresent')}
          value={draft.staffPresent}
          onChange={(e) => set('staffPresent', e.currentTarget.value)}
          error={errors.staffPresent}
          required
        />
        <Checkbox
          label={label('serious')}
          checked={draft.serious}
          onChange={(e) => set('serious', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('incidentReport.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
