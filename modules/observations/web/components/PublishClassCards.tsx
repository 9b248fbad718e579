import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import type { EndpointAnswer } from '@portal/core';
import { call, useAttempt, useLanguage, useMessages } from '@portal/ui';
import { useState } from 'react';
import { publishClassCards } from '../../shared/contracts.ts';
import { termLabel } from '../../shared/term.ts';
import { observationMessages } from '../messages/index.ts';

/**
 * Publishing the class's signed progress cards of the term in one action, for the class's teacher or the centre's
 * head. What is not signed yet is named in the answer (or in the refusal when nothing is signed), never skipped
 * silently.
 */
export function PublishClassCards({ classId }: { classId: number }) {
  const t = useMessages(observationMessages);
  const lang = useLanguage();
  const [done, setDone] = useState<EndpointAnswer<typeof publishClassCards> | null>(null);
  const { busy, error, attempt } = useAttempt();
  const publish = () =>
    attempt(async () => {
      setDone(null);
      setDone(await call(publishClassCards, { body: { classId } }));
    });
  return (
    <Card withBorder padding="sm">
      <Stack gap="xs">
        <Button size="md" onClick={() => void publish()} loading={busy} data-testid="publish-class-cards">
          {t('observations.publishClass.button')}
        </Button>
        {error && <Alert color="red">{error}</Alert>}
        {done && (
          <Alert color="teal" data-testid="publish-class-done">
            <Text size="sm">
              {t('observations.publishClass.done', {
                count: done.published.length + done.alreadyPublished.length,
                term: termLabel(done.term, lang),
              })}
            </Text>
            {done.notSigned.length > 0 && (
              <Text size="sm" data-testid="publish-class-not-signed">
                {t('observations.publishClass.notSigned', { names: done.notSigned.map((c) => c.name).join(', ') })}
              </Text>
            )}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
