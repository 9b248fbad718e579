import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import {
  call,
  EmptyState,
  errorMessage,
  invalidateCalls,
  LoadError,
  notify,
  PageHeader,
  useCall,
  useMessages,
} from '@portal/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { DayStatus } from '../components/day-status.tsx';
import { dayMessages } from '../messages/index.ts';
import { kioskRefusal } from './kiosk-refusals.ts';

/**
 * day/check-in: the parent's check-in. Opened from the kiosk's QR code (`?k=` holds the code) it checks the child
 * in at once; opened from the menu it shows the child's day and the family PIN for the kiosk's PIN pad.
 */
export default function CheckInScreen() {
  const t = useMessages(dayMessages);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const token = params.get('k');
  const [scan, setScan] = useState<{ ok: boolean; message: string } | null>(null);
  const redeemed = useRef<string | null>(null);
  const mine = useCall(C.myDay);

  useEffect(() => {
    // One try per code (a code is good once): a second render must not spend it again.
    if (!token || redeemed.current === token) return;
    redeemed.current = token;
    setParams({}, { replace: true });
    call(C.redeemKioskCode, { body: { token } })
      .then((answer) => {
        const names = answer.children.map((c) => c.name).join(', ');
        setScan({ ok: true, message: t('checkIn.done', { names, count: answer.children.length }) });
        void invalidateCalls(queryClient, C.myDay);
      })
      .catch((err: unknown) => setScan({ ok: false, message: kioskRefusal(t, errorMessage(err)) }));
  }, [token, setParams, queryClient, t]);

  return (
    <>
      <PageHeader title={t('checkIn.title')} subtitle={mine.data ? formatDate(mine.data.day) : undefined} />
      <Stack maw={640}>
        {token && !scan && <Alert color="blue">{t('checkIn.checking')}</Alert>}
        {scan && (
          <Alert color={scan.ok ? 'green' : 'red'} role="status" data-testid="scan-result">
            {scan.message}
          </Alert>
        )}
        {mine.error ? (
          <LoadError error={mine.error} onRetry={() => mine.refetch()} />
        ) : mine.data && mine.data.children.length === 0 ? (
          <EmptyState title={t('today.noChild')} message={t('today.noChildText')} />
        ) : (
          mine.data?.children.map((child) => (
            <Card key={child.studentAdmissionId} withBorder radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>{child.name}</Text>
                  <Text size="sm" c="dimmed">
                    {child.className}
                    {child.sectionName ? ` · ${child.sectionName}` : ''}
                  </Text>
                </Stack>
                <DayStatus row={child} />
              </Group>
              {child.collectedBy && (
                <Text size="sm" mt="xs">
                  {t('status.collectedBy', { name: child.collectedBy })}
                </Text>
              )}
            </Card>
          ))
        )}
        <Text size="sm" c="dimmed">
          {t('checkIn.how')}
        </Text>
        {mine.data && <PinForm pinSet={mine.data.pinSet} />}
      </Stack>
    </>
  );
}

function PinForm({ pinSet }: { pinSet: boolean }) {
  const t = useMessages(dayMessages);
  const queryClient = useQueryClient();
  const [pin, setPin] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await call(C.setPin, { body: { pin, confirm } });
      notify({ color: 'green', title: t('checkIn.pinSaved'), message: t('checkIn.pinSavedText') });
      setPin('');
      setConfirm('');
      void invalidateCalls(queryClient, C.myDay);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  const digits = (value: string) => value.replace(/\D/g, '').slice(0, 4);
  return (
    <Card withBorder radius="md" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h5">
          {pinSet ? t('checkIn.changePin') : t('checkIn.setPin')}
        </Title>
        <Group grow wrap="wrap" align="flex-start">
          <PasswordInput
            label={t('checkIn.newPin')}
            inputMode="numeric"
            autoComplete="new-password"
            value={pin}
            onChange={(e) => setPin(digits(e.currentTarget.value))}
            miw={140}
            required
          />
          <PasswordInput
            label={t('checkIn.onceMore')}
            inputMode="numeric"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(digits(e.currentTarget.value))}
            miw={140}
            required
          />
        </Group>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={busy} disabled={pin.length !== 4 || confirm.length !== 4}>
            {t('checkIn.savePin')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
