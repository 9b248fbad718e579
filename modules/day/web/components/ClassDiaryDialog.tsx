import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { EndpointDeclaration } from '@portal/core';
import { t as ui, useMessages } from '@portal/ui';
import { useState } from 'react';
import { z } from 'zod';
import { dayMessages } from '../messages/index.ts';
import { classroomWrite } from '../offline/classroom.ts';
import { SaveError, useClassroomSave } from './classroom-form.tsx';

/** The general diary's create route (declared `classroom`: it honours the queue's key and moment). */
const WRITE_DIARY = {
  method: 'POST',
  path: '/api/general-diaries',
  // The resource's own schema checks the body on the server.
  body: z.record(z.string(), z.unknown()),
  response: z.looseObject({ id: z.number() }),
} as const satisfies EndpointDeclaration;

/** The resource's longest answers, checked here too: a queued entry is not refused later for them. */
const LONGEST = { title: 150, description: 2000 } as const;

export interface DiaryTarget {
  classId: number;
  className: string;
  /** The day the roster shows (YYYY-MM-DD). */
  day: string;
}

/**
 * Today's class diary from the roster: what the class did, written in the room and kept on the device without a
 * connection like every classroom write. Parents read it in their child's class diary.
 */
export function ClassDiaryDialog({ target, onClose }: { target: DiaryTarget | null; onClose(): void }) {
  const t = useMessages(dayMessages);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('classDiary.title', { className: target.className }) : ''}
      size="lg"
    >
      {target && <DiaryForm target={target} onDone={onClose} />}
    </Modal>
  );
}

function DiaryForm({ target, onDone }: { target: DiaryTarget; onDone(): void }) {
  const t = useMessages(dayMessages);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const { errors, busy, error, submit } = useClassroomSave<'title' | 'description'>({
    problems() {
      const found: Partial<Record<'title' | 'description', string>> = {};
      for (const [key, value] of [
        ['title', title],
        ['description', description],
      ] as const) {
        const label = t(key === 'title' ? 'classDiary.titleField' : 'classDiary.description');
        if (!value.trim()) found[key] = ui('validation.required', { label });
        else if (value.trim().length > LONGEST[key])
          found[key] = ui('validation.tooLong', { label, max: LONGEST[key] });
      }
      return found;
    },
    write: () =>
      classroomWrite(
        WRITE_DIARY,
        {
          body: {
            classId: target.classId,
            diaryDate: target.day,
            title: title.trim(),
            description: description.trim(),
          },
        },
        `${t('classDiary.saved')}: ${title.trim()}`,
      ),
    sent: { title: t('classDiary.saved'), message: t('classDiary.savedText') },
    onDone,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SaveError error={error} />
        <TextInput
          label={t('classDiary.titleField')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
          required
        />
        <Textarea
          label={t('classDiary.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          autosize
          minRows={4}
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('classDiary.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
