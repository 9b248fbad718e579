import { Alert, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, LoadError, notify, PageHeader, useMessages } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import type { EndpointAnswer } from '@portal/core';
import { browserPushState, PushSetupFailed, subscribeThisBrowser, unsubscribeThisBrowser } from '../browser-push.ts';
import { notificationMessages } from '../messages/index.ts';

type Preferences = EndpointAnswer<typeof C.preferences>;

/** The message key of a kind in the catalogue's select ('day.arrivals' → arrivals). */
const kindKey = (kind: string) => kind.replace(/^day\./, '');

/** notifications/settings: what the person is told on their phones and computers, and on which browsers. */
export default function NotificationSettingsScreen() {
  const t = useMessages(notificationMessages);
  const client = useQueryClient();
  const prefs = useQuery({ queryKey: ['notifications', 'preferences'], queryFn: () => call(C.preferences) });
  const browser = useQuery({ queryKey: ['notifications', 'browser'], queryFn: browserPushState });
  const [busy, setBusy] = useState<string | null>(null);

  const saved = (answer: Preferences) => client.setQueryData(['notifications', 'preferences'], answer);
  const run = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch (err) {
      const message = err instanceof PushSetupFailed ? t('notifications.couldNotTurnOn') : errorMessage(err);
      notify({ color: 'red', message });
    } finally {
      setBusy(null);
      void browser.refetch();
    }
  };
  const turnOn = () =>
    run('browser', async () => {
      const { publicKey } = await call(C.pushKey);
      const subscription = await subscribeThisBrowser(publicKey);
      if (!subscription) return notify({ color: 'red', message: t('notifications.notAllowed') });
      saved(await call(C.subscribe, { body: subscription }));
      notify({ color: 'teal', message: t('notifications.nowOn') });
    });
  const turnOff = () =>
    run('browser', async () => {
      const endpoint = await unsubscribeThisBrowser();
      if (endpoint) saved(await call(C.unsubscribe, { body: { endpoint } }));
      notify({ color: 'teal', message: t('notifications.nowOff') });
    });
  const choose = (kind: Preferences['kinds'][number]['kind'], enabled: boolean) =>
    run(kind, async () => {
      saved(await call(C.setPreference, { body: { kind, enabled } }));
    });

  if (prefs.error) return <LoadError error={prefs.error} onRetry={() => prefs.refetch()} />;
  const state = browser.data;
  return (
    <>
      <PageHeader title={t('notifications.title')} subtitle={t('notifications.subtitle')} />
      <Stack maw={640}>
        <Card withBorder radius="md">
          <Stack gap="xs">
            <Text fw={600}>{t('notifications.thisBrowser')}</Text>
            {state && <Text size="sm">{t(`notifications.${state}`)}</Text>}
            {prefs.data && (
              <Text size="sm" c="dimmed">
                {t('notifications.devices', { count: prefs.data.devices })}
              </Text>
            )}
            <Group>
              {state === 'off' && (
                <Button onClick={turnOn} loading={busy === 'browser'}>
                  {t('notifications.turnOn')}
                </Button>
              )}
              {state === 'on' && (
                <Button variant="default" onClick={turnOff} loading={busy === 'browser'}>
                  {t('notifications.turnOff')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Stack gap="md">
            <Text fw={600}>{t('notifications.tellMe')}</Text>
            {prefs.data?.kinds.map((k) => (
              <Switch
                key={k.kind}
                label={t('notifications.label', { kind: kindKey(k.kind), fallback: k.label })}
                description={t('notifications.description', { kind: kindKey(k.kind), fallback: k.description })}
                checked={k.enabled}
                disabled={busy === k.kind}
                onChange={(e) => choose(k.kind, e.currentTarget.checked)}
              />
            ))}
          </Stack>
        </Card>
        {state === 'unsupported' && (
          <Alert color="gray" variant="light">
            {t('notifications.otherBrowsers')}
          </Alert>
        )}
      </Stack>
    </>
  );
}
