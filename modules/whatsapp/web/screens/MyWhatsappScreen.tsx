import { Button, Card, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '@portal/core';
import { call, setCallData, errorMessage, LoadError, notify, PageHeader, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { whatsappMessages } from '../messages/index.ts';

/**
 * whatsapp/mine: a parent opts their number in to the centre's messages on WhatsApp, or out. Made for the phone
 * the parent holds: one card, one button.
 */
export default function MyWhatsappScreen() {
  const t = useMessages(whatsappMessages);
  const queryClient = useQueryClient();
  const mine = useCall(C.mine);
  const [saving, setSaving] = useState(false);

  async function decide(decision: 'IN' | 'OUT') {
    setSaving(true);
    try {
      const answer = await call(C.decide, { body: { decision } });
      setCallData(queryClient, C.mine, undefined, answer);
      notify({ color: 'green', message: decision === 'IN' ? t('whatsapp.doneIn') : t('whatsapp.doneOut') });
    } catch (err) {
      notify({ color: 'red', title: t('whatsapp.notDone'), message: errorMessage(err) });
    } finally {
      setSaving(false);
    }
  }

  const data = mine.data;
  const when = data?.decidedAt ? formatDateTime(data.decidedAt) : '';
  return (
    <>
      <PageHeader title={t('whatsapp.title')} subtitle={t('whatsapp.subtitle')} />
      {mine.error ? (
        <LoadError error={mine.error} onRetry={() => mine.refetch()} />
      ) : !data ? (
        <Text c="dimmed">{t('whatsapp.loading')}</Text>
      ) : (
        <Card withBorder radius="md" padding="md" maw={520} data-testid="whatsapp-card">
          <Stack gap="sm">
            {!data.mobileEnding ? (
              <Text>{t('whatsapp.noMobile')}</Text>
            ) : (
              <>
                <Text fw={600}>{t('whatsapp.number', { ending: data.mobileEnding })}</Text>
                <Text data-testid="whatsapp-status">
                  {data.optedIn
                    ? // One statement of where the messages go: on WhatsApp only once it is available.
                      t(data.available ? 'whatsapp.on' : 'whatsapp.waiting', { when })
                    : data.decidedVia === 'REPLY'
                      ? t('whatsapp.stopped', { when })
                      : t('whatsapp.off')}
                </Text>
                {data.available || data.optedIn ? null : (
                  <Text size="sm" c="dimmed">
                    {t('whatsapp.unavailable')}
                  </Text>
                )}
                <Text size="sm" c="dimmed">
                  {t('whatsapp.explain')}
                </Text>
                <Button
                  fullWidth
                  loading={saving}
                  variant={data.optedIn ? 'default' : 'filled'}
                  onClick={() => decide(data.optedIn ? 'OUT' : 'IN')}
                  data-testid="whatsapp-toggle"
                  styles={{ label: { whiteSpace: 'normal' } }}
                >
                  {data.optedIn ? t('whatsapp.optOut') : t('whatsapp.optIn')}
                </Button>
              </>
            )}
          </Stack>
        </Card>
      )}
    </>
  );
}
