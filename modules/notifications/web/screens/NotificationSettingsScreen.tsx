import { Alert, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, setCallData, errorMessage, LoadError, notify, PageHeader, useCall, useMessages } from '@portal/ui';
import { useState } from 'react';
import * as C from '../../shared/contracts.ts';
import { isOneOf, type EndpointAnswer } from '@portal/core';
import {
  browserPushKey,
  browserPushState,
  PushSetupFailed,
  subscribeThisBrowser,
  unsubscribeThisBrowser,
} from '../browser-push.ts';
import { notificationMessages } from '../messages/index.ts';

type Preferences = EndpointAnswer<typeof C.preferences>;

type Kind = Preferences['kinds'][number];
type Channel = Kind['channels'][number];

/** The message key of a kind in the catalogue's select ('day.arrivals' → arrivals, 'sign-in' → signIn). */
const kindKey = (kind: string) => kind.replace(/^day\./, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
/** The select's value for the usual way (no channel chosen). */
const USUAL = 'USUAL';

/**
 * notifications/settings: how each kind of message reaches the person (one channel, none, or the usual way: a list
 * of kinds, each with its select, that fits a phone), and whether this browser receives their notifications.
 */
export default function NotificationSettingsScreen() {
  const t = useMessages(notificationMessages);
  const client = useQueryClient();
  const prefs = useCall(C.preferences);
  const browser = useQuery({ queryKey: browserPushKey(), queryFn: browserPushState });
  const [busy, setBusy] = useState<string | null>(null);

  const saved = (answer: Preferences) => setCallData(client, C.preferences, undefined, answer);
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
  const choose = (kind: Kind['kind'], channel: Channel | null) =>
    run(kind, async () => {
      saved(await call(C.setChannel, { body: { kind, channel } }));
      notify({ color: 'teal', message: t('notifications.saved') });
    });
  /** The choices of a kind: its usual way first, then the channels it may be sent by. */
  const choices = (k: Kind, data: Preferences) => [
    { value: USUAL, label: t('notifications.channel', { channel: USUAL }) },
    ...k.channels.map((channel) => ({
      value: channel,
      label: t('notifications.channel', { channel }),
      disabled: (channel === 'WHATSAPP' && !data.whatsapp) || (channel === 'SMS' && !data.mobile),
    })),
  ];

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
        <Card withBorder radius="md" data-testid="channel-choices">
          <Stack gap="md">
            <div>
              <Text fw={600}>{t('notifications.howTitle')}</Text>
              <Text size="sm" c="dimmed">
                {t('notifications.howHelp')}
              </Text>
            </div>
            {prefs.data?.kinds.map((k) => {
              const key = kindKey(k.kind);
              return (
                <Stack key={k.kind} gap={4} data-kind={k.kind}>
                  <Select
                    label={t('notifications.label', { kind: key, fallback: k.label })}
                    description={t('notifications.description', { kind: key, fallback: k.description })}
                    data={choices(k, prefs.data)}
                    value={k.channel ?? USUAL}
                    allowDeselect={false}
                    disabled={busy === k.kind}
                    comboboxProps={{ withinPortal: true }}
                    onChange={(value) => {
                      if (value === USUAL) void choose(k.kind, null);
                      else if (isOneOf(k.channels, value)) void choose(k.kind, value);
                    }}
                  />
                  {k.channel === null && (
                    <Text size="xs" c="dimmed">
                      {t('notifications.usual', { kind: key })}
                    </Text>
                  )}
                  {k.required && (
                    <Text size="xs" c="dimmed">
                      {t('notifications.cannotTurnOff', { kind: key, fallback: k.required })}
                    </Text>
                  )}
                  {k.marketing && (
                    <Text size="xs" c="dimmed">
                      {t('notifications.marketingConsent')}
                    </Text>
                  )}
                </Stack>
              );
            })}
            {prefs.data && !prefs.data.whatsapp && (
              <Text size="sm" c="dimmed">
                {t('notifications.whatsappFirst')}
              </Text>
            )}
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
