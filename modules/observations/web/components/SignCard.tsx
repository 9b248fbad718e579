import { Alert, Badge, Button, Card, Group } from '@mantine/core';
import { call, useAccess, useAttempt, useCall, useMessages } from '@portal/ui';
import { OBSERVATION_MODULES as M } from '../../shared/constants.ts';
import { cardStateOf, publishCard, signCard } from '../../shared/contracts.ts';
import { observationMessages } from '../messages/index.ts';

/**
 * Where the card is (draft, signed, published) and, for the centre's head only, signing it and then publishing it
 * to the family. The class's teacher sees the state; the server refuses them the rest.
 */
export function SignCard({ studentAdmissionId }: { studentAdmissionId: number }) {
  const t = useMessages(observationMessages);
  const head = useAccess().canWrite(M.SIGN);
  const state = useCall(cardStateOf, { params: { studentAdmissionId }, query: {} });
  const { busy, error, attempt } = useAttempt();
  const act = (what: typeof signCard | typeof publishCard) =>
    attempt(async () => {
      await call(what, { params: { studentAdmissionId } });
      await state.refetch();
    });
  const now = state.data?.state;
  if (!now) return null;
  return (
    <Card withBorder padding="sm" data-testid="hpc-state">
      <Group>
        <Badge size="lg" variant="light">
          {t(`observations.sign.${now}`)}
        </Badge>
        {head && now === 'draft' && (
          <Button size="md" onClick={() => void act(signCard)} loading={busy}>
            {t('observations.sign.sign')}
          </Button>
        )}
        {head && now === 'signed' && (
          <Button size="md" onClick={() => void act(publishCard)} loading={busy}>
            {t('observations.sign.publish')}
          </Button>
        )}
      </Group>
      {error && (
        <Alert color="red" mt="sm">
          {error}
        </Alert>
      )}
    </Card>
  );
}
