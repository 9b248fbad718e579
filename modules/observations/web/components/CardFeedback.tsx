import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { call, useAttempt, useMessages } from '@portal/ui';
import { useState } from 'react';
import { FEEDBACK_MAX } from '../../shared/constants.ts';
import { saveCardFeedback } from '../../shared/contracts.ts';
import { observationMessages } from '../messages/index.ts';

/** The teacher's narrative as the family reads it on the published card, and the family's feedback on the card. */
export function CardFeedback(props: {
  studentAdmissionId: number;
  term: string;
  narrative: string | null;
  parentFeedback: string | null;
}) {
  const t = useMessages(observationMessages);
  const [text, setText] = useState(props.parentFeedback ?? '');
  const [sent, setSent] = useState(false);
  const { busy, error, attempt } = useAttempt();
  const send = () =>
    attempt(async () => {
      setSent(false);
      await call(saveCardFeedback, {
        params: { studentAdmissionId: props.studentAdmissionId },
        body: { feedback: text, term: props.term },
      });
      setSent(true);
    });
  return (
    <Stack gap="xs" mt="sm">
      {props.narrative && (
        <div>
          <Title order={4} size="h6">
            {t('observations.published.narrative')}
          </Title>
          <Text size="sm">{props.narrative}</Text>
        </div>
      )}
      <Textarea
        label={t('observations.published.feedback')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={FEEDBACK_MAX}
        autosize
        minRows={2}
      />
      {error && <Alert color="red">{error}</Alert>}
      {sent && <Alert color="teal">{t('observations.published.feedbackSent')}</Alert>}
      <Button size="md" variant="light" onClick={() => void send()} loading={busy} disabled={!text.trim()}>
        {t('observations.published.sendFeedback')}
      </Button>
    </Stack>
  );
}
