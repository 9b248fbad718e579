import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { enumLabel, fileAcceptAttribute } from '@portal/core';
import { call, errorMessage, FileUploadInput, notify } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import {
  BOTTLE_ML,
  CARE_KIND_LABELS,
  CARE_MEDIA,
  CARE_KINDS,
  CARE_TEXT_MAX,
  MEALS,
  MOODS,
  PORTION_LABELS,
  PORTIONS,
  TOILET_LABELS,
  TOILETS,
  type CareKind,
  type Meal,
  type Mood,
  type Portion,
  type Toilet,
} from '../../shared/care.ts';
import * as C from '../../shared/contracts.ts';
import type { DayRow } from '../../shared/contracts.ts';

/** Who the entry is for: one child (the roster's quick log) or the checked-in children of a class. */
export type CareTarget = { child: DayRow } | { classId: number; className: string; children: DayRow[] };

const isHere = (r: DayRow) => r.inAt !== null && r.outAt === null;
const choices = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? enumLabel(value) }));

/**
 * Logs a care event: what happened, its details (the meal and how much was eaten, a bottle's millilitres, …)
 * and, for a class, which children (every checked-in child chosen at first). The server refuses the whole entry
 * when one child cannot have it, and says why.
 */
export function CareLogDialog({ target, onClose }: { target: CareTarget | null; onClose(): void }) {
  const title = !target ? '' : 'child' in target ? `Log for ${target.child.name}` : `Log for ${target.className}`;
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg">
      {target && <CareForm target={target} onDone={onClose} />}
    </Modal>
  );
}

function CareForm({ target, onDone }: { target: CareTarget; onDone(): void }) {
  const here = 'child' in target ? [target.child] : target.children.filter(isHere);
  const [kind, setKind] = useState<CareKind | null>(null);
  const [meal, setMeal] = useState<Meal | null>(null);
  const [portion, setPortion] = useState<Portion | null>(null);
  const [ml, setMl] = useState<number | string>('');
  const [toilet, setToilet] = useState<Toilet | null>(null);
  const [mood, setMood] = useState<Mood | null>(null);
  const [text, setText] = useState('');
  const [fileId, setFileId] = useState('');
  const [chosen, setChosen] = useState<string[]>(here.map((r) => String(r.studentAdmissionId)));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!kind) return;
    setBusy(true);
    setError(null);
    const details = {
      kind,
      meal: meal ?? undefined,
      portion: portion ?? undefined,
      ml: typeof ml === 'number' ? ml : undefined,
      toilet: toilet ?? undefined,
      mood: mood ?? undefined,
      fileId: fileId || undefined,
      text: text || undefined,
    };
    try {
      if ('child' in target) {
        await call(C.logCareEvent, { body: { studentAdmissionId: target.child.studentAdmissionId, ...details } });
        notify({ color: 'green', title: 'Logged', message: `${CARE_KIND_LABELS[kind]} for ${target.child.name}.` });
      } else {
        const { count } = await call(C.logClassCareEvent, {
          body: { classId: target.classId, studentAdmissionIds: chosen.map(Number), ...details },
        });
        notify({ color: 'green', title: 'Logged', message: `${CARE_KIND_LABELS[kind]} for ${count} children.` });
      }
      onDone();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        <Select
          label="What happened"
          data={choices(CARE_KINDS, CARE_KIND_LABELS)}
          value={kind}
          onChange={(value) => setKind(value as CareKind | null)}
          allowDeselect={false}
          required
        />
        {kind === 'MEAL' && (
          <Group grow wrap="wrap">
            <Select
              label="Meal"
              data={choices(MEALS)}
              value={meal}
              onChange={(v) => setMeal(v as Meal | null)}
              required
            />
            <Select
              label="How much"
              data={choices(PORTIONS, PORTION_LABELS)}
              value={portion}
              onChange={(v) => setPortion(v as Portion | null)}
              required
            />
          </Group>
        )}
        {kind === 'BOTTLE' && (
          <NumberInput
            label="Millilitres"
            min={BOTTLE_ML.min}
            max={BOTTLE_ML.max}
            allowDecimal={false}
            value={ml}
            onChange={setMl}
            required
          />
        )}
        {kind === 'TOILET' && (
          <Select
            label="Toilet"
            data={choices(TOILETS, TOILET_LABELS)}
            value={toilet}
            onChange={(v) => setToilet(v as Toilet | null)}
            required
          />
        )}
        {kind === 'MOOD' && (
          <Select
            label="Mood"
            data={choices(MOODS)}
            value={mood}
            onChange={(v) => setMood(v as Mood | null)}
            required
          />
        )}
        {(kind === 'ACTIVITY' || kind === 'NOTE') && (
          <Textarea
            label={kind === 'ACTIVITY' ? 'Activity' : 'Note'}
            maxLength={CARE_TEXT_MAX}
            autosize
            minRows={2}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            required
          />
        )}
        {kind === 'PHOTO' && (
          <FileUploadInput
            label="Photo or short video"
            description="Only the parents of the children chosen, and the centre, see it"
            accept={fileAcceptAttribute(CARE_MEDIA)}
            value={fileId}
            onChange={setFileId}
            required
          />
        )}
        {!('child' in target) && (
          <Checkbox.Group label="Children" value={chosen} onChange={setChosen} required>
            <Stack gap={6} mt={6}>
              {here.length === 0 && <Alert color="yellow">No child of this class is checked in yet.</Alert>}
              {here.map((r) => (
                <Checkbox key={r.studentAdmissionId} value={String(r.studentAdmissionId)} label={r.name} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy} disabled={!kind || chosen.length === 0}>
            Log
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
