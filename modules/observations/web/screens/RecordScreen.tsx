import { Alert, Button, Chip, FileInput, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { fileAcceptAttribute } from '@portal/core';
import { classroomWrite, queueFile, startClassroomSync } from '@portal/mod-day/web/classroom';
import { FileUploadInput, LoadError, PageHeader, useAttempt, useCall, useLanguage, useMessages } from '@portal/ui';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { observationClass, recordObservations, type RecordInput } from '../../shared/contracts.ts';
import { COMPETENCIES, CURRICULAR_GOALS, LEVEL_LABELS, LEVELS, type Level } from '../../shared/framework.ts';
import { PlannedCompetencies } from '../components/PlannedCompetencies.tsx';
import { MEDIA_MAX_BYTES } from '../../shared/constants.ts';
import { observationMessages } from '../messages/index.ts';

const PHOTO = { kinds: ['image'], maxBytes: 10 * 1024 * 1024 } as const;
const MEDIA = { kinds: ['video'], maxBytes: MEDIA_MAX_BYTES } as const;
const LEVEL_COLOURS: Record<Level, string> = {
  proficient: 'teal',
  progressing: 'blue',
  beginner: 'orange',
  notYetObserved: 'gray',
};

/**
 * observations/record: an observation in seconds on a phone or the room's tablet. Pick children from the class's
 * roster, a competency of their age band (today's planned ones offered first), the level by independence as big
 * buttons (or "not yet observed"), a note, a photo and a short video or voice note; kept on the device without a
 * connection (the files too, sent before the write that names them) and sent once like every classroom write.
 */
export default function RecordScreen() {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const [classId, setClassId] = useState<number | undefined>();
  const roster = useCall(observationClass, { query: { classId } });
  const [chosen, setChosen] = useState<string[]>([]);
  const [competency, setCompetency] = useState<string | null>(null);
  const [indicatorId, setIndicatorId] = useState<string | null>(null);
  const [level, setLevel] = useState<Level | null>(null);
  const [note, setNote] = useState('');
  const [fileId, setFileId] = useState('');
  const [mediaFileId, setMediaFileId] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [recording, setRecording] = useState<File | null>(null);
  const [offline] = useState(() => !navigator.onLine);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, error, attempt } = useAttempt();
  // An observation kept on the device is sent when the connection returns, even if no other classroom screen opens.
  useEffect(() => startClassroomSync(), []);

  const children = useMemo(() => roster.data?.children ?? [], [roster.data]);
  const picked = children.filter((c) => chosen.includes(String(c.studentAdmissionId)));
  const bands = [...new Set(picked.map((c) => c.band))];
  // Today's planned competencies: those of every picked child's band, or of any child's before one is picked.
  const planned = (roster.data?.planned.competencies ?? []).filter((code) =>
    picked.length ? picked.every((c) => c.suggested.includes(code)) : children.some((c) => c.suggested.includes(code)),
  );
  const options = useMemo(
    () =>
      CURRICULAR_GOALS.map((goal) => ({
        group: `${goal.code} ${goal.title[lang]}`,
        items: COMPETENCIES.filter((c) => c.goal === goal.code && bands.every((b) => c.bands.includes(b))).map((c) => ({
          value: c.code,
          label: `${c.code} ${c.title[lang]}`,
        })),
      })).filter((g) => g.items.length > 0),
    // The bands are recomputed each render from the children picked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, bands.join()],
  );

  // Head office's indicators under the competency picked: another competency's are never offered.
  const indicators = (roster.data?.indicators ?? []).filter((i) => i.competency === competency);
  const pickCompetency = (code: string | null) => {
    if (code !== competency) setIndicatorId(null);
    setCompetency(code);
  };

  // A read that fails once the roster is on screen (the connection gone in the room) keeps the form: the teacher
  // goes on recording, kept on the device.
  if (roster.error && !roster.data) return <LoadError error={roster.error} onRetry={() => roster.refetch()} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setSaved(null);
    if (chosen.length === 0) return setProblem(t('observations.record.pickChildren'));
    if (!competency) return setProblem(t('observations.record.pickCompetency'));
    if (!level) return setProblem(t('observations.record.pickLevel'));
    // The server refuses a larger recording in words; kept on the device, it would only be refused later.
    if (offline && recording && recording.size > MEDIA_MAX_BYTES)
      return setProblem(t('observations.record.mediaTooLarge', { mb: (recording.size / (1024 * 1024)).toFixed(1) }));
    await attempt(async () => {
      const body: RecordInput & { fileFrom?: string; mediaFrom?: string } = {
        studentAdmissionIds: chosen.map(Number),
        competency,
        level,
        note: note.trim() || undefined,
        fileId: fileId || undefined,
        mediaFileId: mediaFileId || undefined,
        indicatorId: indicatorId ? Number(indicatorId) : undefined,
      };
      // A photo or a recording made without a connection waits on the device and is sent first; the write then
      // names it, and gets its id once it is sent.
      if (offline && photo) body.fileFrom = await queueFile(photo, photo.name);
      if (offline && recording) body.mediaFrom = await queueFile(recording, recording.name);
      const label = t('observations.record.savedText', { count: chosen.length, competency });
      const done = await classroomWrite(recordObservations, { body }, label);
      // Said on the form, not in a notice: a notice at a phone's foot would cover the next save.
      setSaved(done.queued ? t('observations.record.queued') : label);
      setChosen([]);
      setLevel(null);
      setNote('');
      setFileId('');
      setMediaFileId('');
      setPhoto(null);
      setRecording(null);
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <PageHeader title={t('observations.record.title')} subtitle={t('observations.record.subtitle')} />
      <Stack maw={640}>
        {(roster.data?.classes.length ?? 0) > 1 && (
          <Select
            label={t('observations.record.className')}
            data={roster.data!.classes.map((c) => ({ value: String(c.id), label: c.name }))}
            value={roster.data?.classId ? String(roster.data.classId) : null}
            onChange={(v) => {
              setClassId(v ? Number(v) : undefined);
              setChosen([]);
            }}
            allowDeselect={false}
          />
        )}
        <div>
          <Group justify="space-between" mb={4}>
            <Text fw={500} size="sm">
              {t('observations.record.children')}
            </Text>
            {children.length > 1 && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setChosen(children.map((c) => String(c.studentAdmissionId)))}
              >
                {t('observations.record.all')}
              </Button>
            )}
          </Group>
          {roster.data && children.length === 0 && <Text c="dimmed">{t('observations.record.none')}</Text>}
          <Chip.Group multiple value={chosen} onChange={setChosen}>
            <Group gap="xs" data-testid="observation-children">
              {children.map((c) => (
                <Chip key={c.studentAdmissionId} value={String(c.studentAdmissionId)} size="md">
                  {c.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
        {bands.length > 1 && <Text size="sm">{t('observations.record.mixedBands')}</Text>}
        <PlannedCompetencies
          title={roster.data?.planned.title ?? null}
          codes={planned}
          value={competency}
          onPick={pickCompetency}
        />
        <Select
          label={t('observations.record.competency')}
          description={t('observations.record.competencyHelp')}
          placeholder={t('observations.record.search')}
          data={options}
          value={competency}
          onChange={pickCompetency}
          searchable
          // The competency stays for the next children; picking it again must not clear it.
          allowDeselect={false}
          maxDropdownHeight={320}
          data-testid="observation-competency"
        />
        {indicators.length > 0 && (
          <Select
            label={t('observations.record.indicator')}
            description={t('observations.record.indicatorHelp')}
            data={indicators.map((i) => ({ value: String(i.id), label: `${i.code} ${i.text[lang]}` }))}
            value={indicatorId}
            onChange={setIndicatorId}
            clearable
            data-testid="observation-indicator"
          />
        )}
        <div>
          <Text fw={500} size="sm" mb={4}>
            {t('observations.record.level')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            {LEVELS.filter((l) => l !== 'notYetObserved').map((l) => (
              <Button
                key={l}
                size="lg"
                color={LEVEL_COLOURS[l]}
                variant={level === l ? 'filled' : 'light'}
                onClick={() => setLevel(l)}
                aria-pressed={level === l}
              >
                {LEVEL_LABELS[l][lang]}
              </Button>
            ))}
          </SimpleGrid>
          <Button
            mt="xs"
            fullWidth
            color="gray"
            variant={level === 'notYetObserved' ? 'filled' : 'default'}
            onClick={() => setLevel('notYetObserved')}
            aria-pressed={level === 'notYetObserved'}
          >
            {LEVEL_LABELS.notYetObserved[lang]}
          </Button>
        </div>
        <Textarea
          label={t('observations.record.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        {offline ? (
          <FileInput
            label={t('observations.record.photo')}
            description={t('observations.record.photoLater')}
            accept={fileAcceptAttribute(PHOTO)}
            value={photo}
            onChange={setPhoto}
          />
        ) : (
          <FileUploadInput
            label={t('observations.record.photo')}
            accept={fileAcceptAttribute(PHOTO)}
            value={fileId}
            onChange={setFileId}
          />
        )}
        {offline ? (
          <FileInput
            label={t('observations.record.media')}
            description={t('observations.record.mediaLater')}
            accept={fileAcceptAttribute(MEDIA)}
            value={recording}
            onChange={setRecording}
            data-testid="observation-media-offline"
          />
        ) : (
          <FileUploadInput
            label={t('observations.record.media')}
            description={t('observations.record.mediaHelp')}
            accept={fileAcceptAttribute(MEDIA)}
            value={mediaFileId}
            onChange={setMediaFileId}
          />
        )}
        {(problem || error) && <Alert color="red">{problem ?? error}</Alert>}
        {saved && (
          <Alert color="teal" title={t('observations.record.saved')} data-testid="observation-saved">
            {saved}
          </Alert>
        )}
        <Button type="submit" size="lg" loading={busy}>
          {t('observations.record.save')}
        </Button>
      </Stack>
    </form>
  );
}
