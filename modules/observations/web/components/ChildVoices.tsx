import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { call, useAttempt, useLanguage, useMessages } from '@portal/ui';
import { useState } from 'react';
import { saveVoices } from '../../shared/contracts.ts';
import {
  VOICE_ANSWER_PICTURES,
  VOICE_ANSWERS,
  VOICE_STATEMENT_KEYS,
  VOICE_STATEMENTS,
  type VoiceAnswer,
  type VoiceKind,
  type Voices,
} from '../../shared/voices.ts';
import { observationMessages } from '../messages/index.ts';

/**
 * The child's own answers to the card's "I can…" statements, or a friend's about the child, picked on the tablet:
 * each statement with its picture and three faces big enough for a child's finger. Saving a change on a signed card
 * returns it to the centre's head.
 */
export function ChildVoices(props: {
  studentAdmissionId: number;
  kind: VoiceKind;
  answers: Voices;
  onSaved: () => void;
}) {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const [picked, setPicked] = useState<Voices>(props.answers);
  const [saved, setSaved] = useState(false);
  const { busy, error, attempt } = useAttempt();
  const changed = VOICE_STATEMENT_KEYS.filter((key) => picked[key] && picked[key] !== props.answers[key]);
  const save = () =>
    attempt(async () => {
      setSaved(false);
      const answers = Object.fromEntries(changed.flatMap((key) => (picked[key] ? [[key, picked[key]]] : [])));
      await call(saveVoices, {
        params: { studentAdmissionId: props.studentAdmissionId },
        body: { kind: props.kind, answers },
      });
      setSaved(true);
      props.onSaved();
    });
  const statement = (key: (typeof VOICE_STATEMENT_KEYS)[number]) => VOICE_STATEMENTS[key][props.kind][lang];
  const pick = (key: (typeof VOICE_STATEMENT_KEYS)[number], answer: VoiceAnswer) =>
    setPicked((all) => ({ ...all, [key]: answer }));
  return (
    <Card withBorder padding="sm" data-testid={`hpc-voices-${props.kind}`}>
      <Title order={4} size="h5" mb={4}>
        {t(`observations.voices.${props.kind}`)}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t(`observations.voices.${props.kind}Help`)}
      </Text>
      <Stack gap="md">
        {VOICE_STATEMENT_KEYS.map((key) => (
          <Stack key={key} gap={6}>
            <Group gap="xs" wrap="nowrap">
              <Text size="xl" aria-hidden>
                {VOICE_STATEMENTS[key].picture}
              </Text>
              <Text fw={500}>{statement(key)}</Text>
            </Group>
            <SimpleGrid cols={3} spacing="xs">
              {VOICE_ANSWERS.map((answer) => (
                <Button
                  key={answer}
                  size="lg"
                  px={4}
                  variant={picked[key] === answer ? 'filled' : 'light'}
                  aria-pressed={picked[key] === answer}
                  aria-label={`${statement(key)}: ${VOICE_ANSWER_PICTURES[answer].words[lang]}`}
                  onClick={() => pick(key, answer)}
                >
                  <Text span size="xl" mr={4} aria-hidden>
                    {VOICE_ANSWER_PICTURES[answer].picture}
                  </Text>
                  <Text span size="xs">
                    {VOICE_ANSWER_PICTURES[answer].words[lang]}
                  </Text>
                </Button>
              ))}
            </SimpleGrid>
          </Stack>
        ))}
        {error && <Alert color="red">{error}</Alert>}
        {saved && <Alert color="teal">{t('observations.voices.saved')}</Alert>}
        <Button size="md" onClick={() => void save()} loading={busy} disabled={changed.length === 0}>
          {t('observations.voices.save')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The answers given, each statement with its picture and the face picked: the family's card. */
export function VoicesRead({ kind, answers }: { kind: VoiceKind; answers: Voices }) {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const given = VOICE_STATEMENT_KEYS.filter((key) => answers[key]);
  if (given.length === 0) return null;
  return (
    <Stack gap={4} data-testid={`card-voices-${kind}`}>
      <Text fw={600} size="sm">
        {t(`observations.voices.${kind}`)}
      </Text>
      {given.map((key) => {
        const answer = VOICE_ANSWER_PICTURES[answers[key]!];
        return (
          <Text key={key} size="sm">
            {VOICE_STATEMENTS[key].picture} {VOICE_STATEMENTS[key][kind][lang]} — {answer.picture} {answer.words[lang]}
          </Text>
        );
      })}
    </Stack>
  );
}
