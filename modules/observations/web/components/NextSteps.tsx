import { Alert, Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { fileAcceptAttribute, formatDate } from '@portal/core';
import {
  FileUploadInput,
  actionMark,
  call,
  useAccess,
  useAttempt,
  useCall,
  useLanguage,
  useMessages,
} from '@portal/ui';
import { useState } from 'react';
import { myChildHomePhotos, sendHomePhoto } from '../../shared/contracts.ts';
import { competencyByCode, type Text as Words } from '../../shared/framework.ts';
import { EvidencePhoto } from './EvidencePhoto.tsx';
import { observationMessages } from '../messages/index.ts';

const PHOTO = { kinds: ['image'], maxBytes: 10 * 1024 * 1024 } as const;
const STATE_COLOURS = { sent: 'blue', accepted: 'teal', declined: 'gray' } as const;

interface Step {
  competency: string;
  outcome: Words;
  activity: Words;
}

/**
 * The family's next steps, each with an activity to do at home this week, and a photo of it sent for the teacher,
 * who may take it as evidence. Never a level or a label: what the child works towards, in the family's language.
 */
export function NextSteps({ studentAdmissionId, steps }: { studentAdmissionId: number; steps: readonly Step[] }) {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const { allows } = useAccess();
  const sent = useCall(myChildHomePhotos, { params: { studentAdmissionId } });
  const [open, setOpen] = useState<string | null>(null);
  const [fileId, setFileId] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, attempt } = useAttempt();
  const send = (competency: string) =>
    attempt(async () => {
      setDone(false);
      await call(sendHomePhoto, {
        params: { studentAdmissionId },
        body: { competency, fileId, note: note || undefined },
      });
      setOpen(null);
      setFileId('');
      setNote('');
      setDone(true);
      await sent.refetch();
    });
  const photos = sent.data?.photos ?? [];
  return (
    <Card withBorder data-testid="next-steps">
      <Title order={3} size="h4" mb={4}>
        {t('observations.family.nextSteps')}
      </Title>
      {sent.data && (
        <Text size="xs" c="dimmed" mb="xs">
          {t('observations.home.week', { day: formatDate(sent.data.week) })}
        </Text>
      )}
      {steps.length === 0 && <Text c="dimmed">{t('observations.family.noNextSteps')}</Text>}
      <Stack gap="md">
        {steps.map((s) => (
          <Stack key={s.competency} gap={4} data-testid={`next-step-${s.competency}`}>
            <Text size="sm" fw={500}>
              {s.outcome[lang]}
            </Text>
            <Text size="sm">
              <Text span fw={600} size="sm">
                {t('observations.home.atHome')}{' '}
              </Text>
              {s.activity[lang]}
            </Text>
            {allows(sendHomePhoto) && open !== s.competency && (
              <Button
                variant="light"
                size="md"
                onClick={() => {
                  setOpen(s.competency);
                  setDone(false);
                }}
                {...actionMark(sendHomePhoto)}
              >
                {t('observations.home.sendPhoto')}
              </Button>
            )}
            {open === s.competency && (
              <Stack gap="xs">
                <FileUploadInput
                  label={t('observations.home.photo')}
                  accept={fileAcceptAttribute(PHOTO)}
                  value={fileId}
                  onChange={setFileId}
                />
                <Textarea
                  label={t('observations.home.note')}
                  value={note}
                  onChange={(e) => setNote(e.currentTarget.value)}
                  maxLength={500}
                  autosize
                />
                {error && <Alert color="red">{error}</Alert>}
                <Group grow>
                  <Button variant="default" size="md" onClick={() => setOpen(null)}>
                    {t('observations.home.cancel')}
                  </Button>
                  <Button size="md" loading={busy} disabled={!fileId} onClick={() => void send(s.competency)}>
                    {t('observations.home.send')}
                  </Button>
                </Group>
              </Stack>
            )}
          </Stack>
        ))}
        {done && <Alert color="teal">{t('observations.home.sent')}</Alert>}
        {photos.length > 0 && (
          <Stack gap="xs" data-testid="home-photos">
            <Text fw={600} size="sm">
              {t('observations.home.yourPhotos')}
            </Text>
            {photos.map((p) => (
              <Group key={p.id} wrap="nowrap" align="flex-start">
                <EvidencePhoto fileId={p.fileId} alt={competencyByCode(p.competency)?.title[lang] ?? ''} size={64} />
                <Stack gap={2}>
                  <Text size="sm">{competencyByCode(p.competency)?.title[lang]}</Text>
                  <Badge color={STATE_COLOURS[p.state]} variant="light">
                    {t(`observations.home.state.${p.state}`)}
                  </Badge>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
