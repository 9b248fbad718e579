import { Alert, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, errorMessage, LoadError, notify, PageHeader } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import type { EndpointAnswer } from '@portal/core';
import { browserPushState, subscribeThisBrowser, unsubscribeThisBrowser, type BrowserPush } from '../browser-push.ts';

type Preferences = EndpointAnswer<typeof C.preferences>;

const STATE_WORDS: Record<BrowserPush, string> = {
  unsupported:
    'This browser cannot receive the portal’s notifications (on an iPhone, add the portal to the Home Screen first).',
  blocked: 'Notifications are blocked for the portal in this browser’s settings; allow them there to turn them on.',
  on: 'This browser receives your notifications.',
  off: 'This browser does not receive notifications yet.',
};

/** notifications/settings: what the person is told on their phones and computers, and on which browsers. */
export default function NotificationSettingsScreen() {
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
      notify({ color: 'red', message: errorMessage(err) });
    } finally {
      setBusy(null);
      void browser.refetch();
    }
  };
  const turnOn = () =>
    run('browser', async () => {
      const { publicKey } = await call(C.pushKey);
      const subscription = await subscribeThisBrowser(publicKey);
      if (!subscription) return notify({ color: 'red', message: 'Notifications were not allowed in this browser' });
      saved(await call(C.subscribe, { body: subscription }));
      notify({ color: 'teal', message: 'Notifications are on for this browser' });
    });
  const turnOff = () =>
    run('browser', async () => {
      const endpoint = await unsubscribeThisBrowser();
      if (endpoint) saved(await call(C.unsubscribe, { body: { endpoint } }));
      notify({ color: 'teal', message: 'Notifications are off for this browser' });
    });
  const choose = (kind: Preferences['kinds'][number]['kind'], enabled: boolean) =>
    run(kind, async () => {
      saved(await call(C.setPreference, { body: { kind, enabled } }));
    });

  if (prefs.error) return <LoadError error={prefs.error} onRetry={() => prefs.refetch()} />;
  const state = browser.data;
  return (
    <>
      <PageHeader title="Notifications" subtitle="What the portal tells you on your phone or computer" />
      <Stack maw={640}>
        <Card withBorder radius="md">
          <Stack gap="xs">
            <Text fw={600}>This browser</Text>
            {state && <Text size="sm">{STATE_WORDS[state]}</Text>}
            {prefs.data && (
              <Text size="sm" c="dimmed">
                {prefs.data.devices === 0
                  ? 'No browser receives your notifications.'
                  : `${prefs.data.devices} browser${prefs.data.devices === 1 ? '' : 's'} receive your notifications.`}
              </Text>
            )}
            <Group>
              {state === 'off' && (
                <Button onClick={turnOn} loading={busy === 'browser'}>
                  Turn on notifications here
                </Button>
              )}
              {state === 'on' && (
                <Button variant="default" onClick={turnOff} loading={busy === 'browser'}>
                  Turn off notifications here
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
        <Card withBorder radius="md">
          <Stack gap="md">
            <Text fw={600}>Tell me about</Text>
            {prefs.data?.kinds.map((k) => (
              <Switch
                key={k.kind}
                label={k.label}
                description={k.description}
                checked={k.enabled}
                disabled={busy === k.kind}
                onChange={(e) => choose(k.kind, e.currentTarget.checked)}
              />
            ))}
          </Stack>
        </Card>
        {state === 'unsupported' && (
          <Alert color="gray" variant="light">
            Your choices above still apply to your other browsers.
          </Alert>
        )}
      </Stack>
    </>
  );
}
