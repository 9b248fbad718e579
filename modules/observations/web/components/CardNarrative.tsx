import { Alert, Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { call, useAttempt, useMessages } from '@portal/ui';
import { useState } from 'react';
import { NARRATIVE_MAX } from '../../shared/constants.ts';
import { saveNarrative } from '../../shared/contracts.ts';
import { observationMessages } from '../messages/index.ts';

/**
 * The teacher's narrative of the term on the card, and the family's feedback once they have answered the published
 * card. Saving a changed narrative of a signed card returns it to the centre's head to sign again.
 */
export function CardNarrative(props: {
  studentAdmissionId: number;
  narrative: string | null;
  parentFeedback: string | null;
  onSaved: () => void;
}) {
  const t = useMessages(observationMessages);
  const [text, setText] = useState(props.narrative ?? '');
  const [saved, setSaved] = useState(false);
  const { busy, error, attempt } = useAttempt();
  const save = () =>
    attempt(async () => {
      setSaved(false);
      await call(saveNarrative, {
        params: { studentAdmissionId: props.studentAdmissionId },
        body: { narrative: text },
      });
      setSaved(true);
      props.onSaved();
    });
  return (
    <Card withBorder padding="sm" data-testid="hpc-narrative">
      <Stack gap="xs">
        <Textarea
          label={t('observations.card.narrative')}
          description={t('observations.card.narrativeHelp')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={NARRATIVE_MAX}
          autosize
          minRows={3}
        />
        {error && <Alert color="red">{error}</Alert>}
        {saved && <Alert color="teal">{t('observations.card.narrativeSaved')}</Alert>}
        <Button size="md" onClick={() => void save()} loading={busy} disabled={text === (props.narrative ?? '')}>
          {t('observations.card.saveNarrative')}
        </Button>
        {props.parentFeedback && (
          <div data-testid="hpc-parent-feedback">
            <Title order={4} size="h6">
              {t('observations.card.parentFeedback')}
            </Title>
            <Text size="sm">{props.parentFeedback}</Text>
          </div>
        )}
      </Stack>
    </Card>
  );
}
