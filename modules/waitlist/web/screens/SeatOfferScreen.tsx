import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime, isLanguage } from '@portal/core';
import {
  call,
  setCallData,
  currentLanguage,
  errorMessage,
  LoadError,
  setLanguage,
  useCall,
  useMessages,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { waitlistMessages } from '../messages/index.ts';

/**
 * /seat-offer/:token: the page of the offer's message. The family sees whose seat, in which class and until
 * when, and takes or declines it; no sign-in (the link's token is its key). The message's link names the
 * language it was written in (`?lang=hi`), and the page speaks it.
 */
export default function SeatOfferScreen() {
  const t = useMessages(waitlistMessages);
  const token = useParams().token ?? '';
  const wanted = useSearchParams()[0].get('lang');
  useEffect(() => {
    if (isLanguage(wanted) && wanted !== currentLanguage()) void setLanguage(wanted);
  }, [wanted]);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const offer = useCall(
    C.publicOffer,
    { params: { token } },
    {
      retry: false,
    },
  );

  async function answer(choice: 'accept' | 'decline') {
    setBusy(choice);
    setProblem(null);
    try {
      const after = await call(C.publicAnswer, { params: { token, answer: choice } });
      setCallData(queryClient, C.publicOffer, { params: { token } }, after);
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
        <Title order={2}>{o ? t('seatOffer.titleFor', { child: o.childName }) : t('seatOffer.title')}</Title>
      </Stack>
      <Card withBorder radius="md" p="lg">
        {offer.error ? (
          <LoadError error={offer.error} />
        ) : !o ? (
          <Text>{t('seatOffer.loading')}</Text>
        ) : o.status === 'OFFERED' ? (
          <Stack>
            <Text>
              {t('seatOffer.offer', {
                className: o.className,
                child: o.childName,
                expires: formatDateTime(o.offerExpiresAt),
              })}
            </Text>
            {problem && <Text c="red">{problem}</Text>}
            <Group wrap="wrap">
              <Button loading={busy === 'accept'} disabled={busy !== null} onClick={() => void answer('accept')}>
                {t('seatOffer.take')}
              </Button>
              <Button
                variant="default"
                loading={busy === 'decline'}
                disabled={busy !== null}
                onClick={() => void answer('decline')}
              >
                {t('seatOffer.decline')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text data-testid="seat-offer-outcome">{t('seatOffer.outcome', { status: o.status })}</Text>
        )}
      </Card>
    </Container>
  );
}
