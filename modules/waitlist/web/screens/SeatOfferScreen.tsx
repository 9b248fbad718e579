import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, errorMessage, LoadError } from '@portal/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import type { FamilyOffer } from '../../shared/contracts.ts';

const OUTCOME: Partial<Record<FamilyOffer['status'], string>> = {
  ACCEPTED: 'You have taken the seat. The centre will send you the admission forms.',
  ADMITTED: 'Your child is admitted. Welcome!',
  REFUSED: 'You declined the seat. Thank you for letting us know.',
  EXPIRED: 'This offer has expired and passed to the next family. Please call the centre.',
  WITHDRAWN: 'This place on the waitlist was withdrawn. Please call the centre.',
};

/**
 * /seat-offer/:token: the page of the offer's message. The family sees whose seat, in which class and until
 * when, and takes or declines it; no sign-in (the link's token is its key).
 */
export default function SeatOfferScreen() {
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const offer = useQuery({
    queryKey: ['seat-offer', token],
    queryFn: () => call(C.publicOffer, { params: { token } }),
    retry: false,
  });

  async function answer(choice: 'accept' | 'decline') {
    setBusy(choice);
    setProblem(null);
    try {
      const after = await call(C.publicAnswer, { params: { token, answer: choice } });
      queryClient.setQueryData(['seat-offer', token], after);
    } catch (err) {
      setProblem(errorMessage(err));
    } finally {
      setBusy(null);
    }
  }

  const o = offer.data;
  return (
    <Container size="sm" py="xl">
      <Stack gap="xs" mb="lg">
        {o && (
          <Text c="dimmed" size="sm">
            {o.centreName}
          </Text>
        )}
        <Title order={2}>{o ? `A seat for ${o.childName}` : 'A seat offer'}</Title>
      </Stack>
      <Card withBorder radius="md" p="lg">
        {offer.error ? (
          <LoadError error={offer.error} />
        ) : !o ? (
          <Text>Loading the offer…</Text>
        ) : o.status === 'OFFERED' ? (
          <Stack>
            <Text>
              A seat in {o.className} is free for {o.childName}. The offer is open until{' '}
              <b>{formatDateTime(o.offerExpiresAt)}</b>.
            </Text>
            {problem && <Text c="red">{problem}</Text>}
            <Group wrap="wrap">
              <Button loading={busy === 'accept'} disabled={busy !== null} onClick={() => void answer('accept')}>
                Take the seat
              </Button>
              <Button
                variant="default"
                loading={busy === 'decline'}
                disabled={busy !== null}
                onClick={() => void answer('decline')}
              >
                Decline
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text data-testid="seat-offer-outcome">{OUTCOME[o.status] ?? 'This offer is closed.'}</Text>
        )}
      </Card>
    </Container>
  );
}
