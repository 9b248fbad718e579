import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { call, EmptyState, errorMessage, LoadError, notify, PageHeader } from '@portal/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { DayStatus } from '../components/day-status.tsx';

const MY_DAY = ['day', 'my-children'];

/**
 * day/check-in: the parent's check-in. Opened from the kiosk's QR code (`?k=` holds the code) it checks the child
 * in at once; opened from the menu it shows the child's day and the family PIN for the kiosk's PIN pad.
 */
export default function CheckInScreen() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const token = params.get('k');
  const [scan, setScan] = useState<{ ok: boolean; message: string } | null>(null);
  const redeemed = useRef<string | null>(null);
  const mine = useQuery({ queryKey: MY_DAY, queryFn: () => call(C.myDay) });

  useEffect(() => {
    // One try per code (a code is good once): a second render must not spend it again.
    if (!token || redeemed.current === token) return;
    redeemed.current = token;
    setParams({}, { replace: true });
    call(C.redeemKioskCode, { body: { token } })
      .then((answer) => {
        const names = answer.children.map((c) => c.name).join(', ');
        setScan({
          ok: true,
          message: `${names} ${answer.children.length > 1 ? 'are' : 'is'} checked in. Have a nice day!`,
        });
        void queryClient.invalidateQueries({ queryKey: MY_DAY });
      })
      .catch((err: unknown) => setScan({ ok: false, message: errorMessage(err) }));
  }, [token, setParams, queryClient]);

  return (
    <>
      <PageHeader title="Check in" subtitle={mine.data ? formatDate(mine.data.day) : undefined} />
      <Stack maw={640}>
        {token && !scan && <Alert color="blue">Checking in…</Alert>}
        {scan && (
          <Alert color={scan.ok ? 'green' : 'red'} role="status" data-testid="scan-result">
            {scan.message}
          </Alert>
        )}
        {mine.error ? (
          <LoadError error={mine.error} onRetry={() => mine.refetch()} />
        ) : mine.data && mine.data.children.length === 0 ? (
          <EmptyState title="No child linked" message="Your account is not linked to a child at a centre yet." />
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
                  Collected by {child.collectedBy}
                </Text>
              )}
            </Card>
          ))
        )}
        <Text size="sm" c="dimmed">
          At the centre’s door, scan the code on the kiosk screen with your phone’s camera, or type your mobile number
          and family PIN on the kiosk.
        </Text>
        {mine.data && <PinForm pinSet={mine.data.pinSet} />}
      </Stack>
    </>
  );
}

function PinForm({ pinSet }: { pinSet: boolean }) {
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
      notify({ color: 'green', title: 'Family PIN saved', message: 'Use it with your mobile number on the kiosk.' });
      setPin('');
      setConfirm('');
      void queryClient.invalidateQueries({ queryKey: MY_DAY });
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
          {pinSet ? 'Change your family PIN' : 'Set a family PIN'}
        </Title>
        <Group grow wrap="wrap" align="flex-start">
          <PasswordInput
            label="New PIN"
            inputMode="numeric"
            autoComplete="new-password"
            value={pin}
            onChange={(e) => setPin(digits(e.currentTarget.value))}
            miw={140}
            required
          />
          <PasswordInput
            label="Once more"
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
            Save PIN
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
