import { Alert, Button, Checkbox, FileInput, Group, Modal, NumberInput, Select, Stack, Textarea } from '@mantine/core';
import { fileAcceptAttribute, isOneOf } from '@portal/core';
import { FileUploadInput, notify, useAttempt, useMessages } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import {
  BOTTLE_ML,
  CARE_MEDIA,
  CARE_KINDS,
  CARE_TEXT_MAX,
  MEALS,
  MOODS,
  PORTIONS,
  TOILETS,
  type CareKind,
  type Meal,
  type Mood,
  type Portion,
  type Toilet,
} from '../../shared/care.ts';
import * as C from '../../shared/contracts.ts';
import type { DayRow } from '../../shared/contracts.ts';
import { classroomWrite, queueFile } from '../offline/classroom.ts';
import { dayMessages } from '../messages/index.ts';

/** Who the entry is for: one child (the roster's quick log) or the checked-in children of a class. */
export type CareTarget = { child: DayRow } | { classId: number; className: string; children: DayRow[] };

const isHere = (r: DayRow) => r.inAt !== null && r.outAt === null;
const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

/**
 * Logs a care event: what happened, its details (the meal and how much was eaten, a bottle's millilitres, …)
 * and, for a class, which children (every checked-in child chosen at first). The server refuses the whole entry
 * when one child cannot have it, and says why.
 */
export function CareLogDialog({ target, onClose }: { target: CareTarget | null; onClose(): void }) {
  const t = useMessages(dayMessages);
  const title = !target ? '' : t('care.logFor', { name: 'child' in target ? target.child.name : target.className });
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="lg">
      {target && <CareForm target={target} onDone={onClose} />}
    </Modal>
  );
}

function CareForm({ target, onDone }: { target: CareTarget; onDone(): void }) {
  const t = useMessages(dayMessages);
  const here = 'child' in target ? [target.child] : target.children.filter(isHere);
  const [kind, setKind] = useState<CareKind | null>(null);
  const [meal, setMeal] = useState<Meal | null>(null);
  const [portion, setPortion] = useState<Portion | null>(null);
  const [ml, setMl] = useState<number | string>('');
  const [toilet, setToilet] = useState<Toilet | null>(null);
  const [mood, setMood] = useState<Mood | null>(null);
  const [text, setText] = useState('');
  const [fileId, setFileId] = useState('');
  // Without a connection a photo is kept on the device and sent first, when the connection returns.
  const [offline] = useState(() => !navigator.onLine);
  const [photo, setPhoto] = useState<File | null>(null);
  const [chosen, setChosen] = useState<string[]>(here.map((r) => String(r.studentAdmissionId)));
  const { busy, error, attempt } = useAttempt();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!kind) return;
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
    await attempt(async () => {
      if (kind === 'PHOTO' && offline && photo) {
        const fileFrom = await queueFile(photo, photo.name);
        Object.assign(details, { fileId: undefined, fileFrom });
      }
      // Kept on the device without a connection, and sent in order when it returns: the screen's "waiting to send"
      // count says so, and no notice covers the roster's next button while a teacher logs child after child.
      const what = t('care.kind', { kind });
      const ids = chosen.map(Number);
      const label =
        'child' in target
          ? t('care.loggedChild', { kind: what, child: target.child.name })
          : t('care.loggedClass', { kind: what, count: ids.length });
      const done =
        'child' in target
          ? await classroomWrite(
              C.logCareEvent,
              { body: { studentAdmissionId: target.child.studentAdmissionId, ...details } },
              label,
            )
          : await classroomWrite(
              C.logClassCareEvent,
              { body: { classId: target.classId, studentAdmissionIds: ids, ...details } },
              label,
            );
      if (!done.queued) {
        // A class's answer counts the children the server logged, which the notice shows in place of those chosen.
        const logged = 'count' in done.answer ? t('care.loggedClass', { kind: what, count: done.answer.count }) : label;
        notify({ color: 'green', title: t('care.logged'), message: logged });
      }
      onDone();
    });
  }

  return (
    <form onSubmit={submit}>
      <Stack>
        <Select
          label={t('care.what')}
          data={choices(CARE_KINDS, (kind) => t('care.kind', { kind }))}
          value={kind}
          onChange={(value) => setKind(isOneOf(CARE_KINDS, value) ? value : null)}
          allowDeselect={false}
          required
        />
        {kind === 'MEAL' && (
          <Group grow wrap="wrap">
            <Select
              label={t('care.meal')}
              data={choices(MEALS, (meal) => t('summary.meal', { meal }))}
              value={meal}
              onChange={(v) => setMeal(isOneOf(MEALS, v) ? v : null)}
              required
            />
            <Select
              label={t('care.howMuch')}
              data={choices(PORTIONS, (portion) => t('summary.portion', { portion }))}
              value={portion}
              onChange={(v) => setPortion(isOneOf(PORTIONS, v) ? v : null)}
              required
            />
          </Group>
        )}
        {kind === 'BOTTLE' && (
          <NumberInput
            label={t('care.ml')}
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
            label={t('care.toilet')}
            data={choices(TOILETS, (toilet) => t('entry.toilet', { toilet }))}
            value={toilet}
            onChange={(v) => setToilet(isOneOf(TOILETS, v) ? v : null)}
            required
          />
        )}
        {kind === 'MOOD' && (
          <Select
            label={t('care.mood')}
            data={choices(MOODS, (mood) => t('summary.moodText', { mood }))}
            value={mood}
            onChange={(v) => setMood(isOneOf(MOODS, v) ? v : null)}
            required
          />
        )}
        {(kind === 'ACTIVITY' || kind === 'NOTE') && (
          <Textarea
            label={t(kind === 'ACTIVITY' ? 'care.activity' : 'care.note')}
            maxLength={CARE_TEXT_MAX}
            autosize
            minRows={2}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            required
          />
        )}
        {kind === 'PHOTO' && offline && (
          <FileInput
            label={t('care.media')}
            description={t('offline.photoLater')}
            accept={fileAcceptAttribute(CARE_MEDIA)}
            value={photo}
            onChange={setPhoto}
            required
          />
        )}
        {kind === 'PHOTO' && !offline && (
          <FileUploadInput
            label={t('care.media')}
            description={t('care.mediaHelp')}
            accept={fileAcceptAttribute(CARE_MEDIA)}
            value={fileId}
            onChange={setFileId}
            required
          />
        )}
        {!('child' in target) && (
          <Checkbox.Group label={t('care.children')} value={chosen} onChange={setChosen} required>
            <Stack gap={6} mt={6}>
              {here.length === 0 && <Alert color="yellow">{t('care.noneIn')}</Alert>}
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
            {t('care.log')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
