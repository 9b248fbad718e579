import {
  Alert,
  Button,
  Card,
  Center,
  Image,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { call, errorMessage, LoadError, PageHeader, useCall } from '@portal/ui';
import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import * as C from '../../shared/contracts.ts';
import { KIOSK_REFRESH_MS } from '../../shared/constants.ts';

const QR_OPTIONS = { errorCorrectionLevel: 'M' as const, margin: 2, width: 320 };

/** The page a parent's phone opens from the code: their check-in screen, with the code in the query. */
const scanUrl = (token: string) => `${window.location.origin}/day/check-in?k=${encodeURIComponent(token)}`;

/**
 * day/kiosk: the door tablet. A QR code that changes every 30 seconds and after every use (a parent scans it with
 * the phone's camera, signed in to the portal), and a PIN pad for a parent without a phone at hand.
 */
export default function KioskScreen() {
  const code = useCall(
    C.kioskCode,
    { query: {} },
    {
      refetchInterval: KIOSK_REFRESH_MS,
    },
  );
  const [qr, setQr] = useState<string | null>(null);
  const token = code.data?.token;
  useEffect(() => {
    if (!token) return;
    let live = true;
    void QRCode.toDataURL(scanUrl(token), QR_OPTIONS).then((data) => live && setQr(data));
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <>
      <PageHeader title="Door kiosk" subtitle={code.data?.centre} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md">
          <Stack align="center" gap="sm">
            <Title order={2} size="h4" ta="center">
              Scan to check in
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              Open your phone’s camera, point it at the code and sign in to the portal if asked.
            </Text>
            {code.error ? (
              <LoadError error={code.error} onRetry={() => code.refetch()} />
            ) : (
              <Center maw="100%">
                {qr ? (
                  <Image src={qr} alt="Check-in QR code" w={280} h={280} maw="100%" data-testid="kiosk-qr" />
                ) : (
                  <Skeleton w={280} h={280} />
                )}
              </Center>
            )}
            {code.data && (
              <Text size="xs" c="dimmed" aria-live="polite">
                This code changes every 30 seconds and after each use.
              </Text>
            )}
          </Stack>
        </Card>
        <PinPad />
      </SimpleGrid>
    </>
  );
}

/** The PIN pad: the mobile number of the parent's portal account and the family PIN. */
function PinPad() {
  const [mobile, setMobile] = useState('');
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await call(C.kioskPin, { body: { mobile: mobile.trim(), pin } });
      const names = answer.children.map((c) => c.name).join(', ');
      setResult({ ok: true, message: `Welcome! ${names} ${answer.children.length > 1 ? 'are' : 'is'} checked in.` });
      setMobile('');
    } catch (err) {
      setResult({ ok: false, message: errorMessage(err) });
    } finally {
      setPin('');
      setBusy(false);
    }
  }

  return (
    <Card withBorder radius="md" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Check in with your family PIN
        </Title>
        <TextInput
          label="Mobile number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={mobile}
          onChange={(e) => setMobile(e.currentTarget.value.replace(/\D/g, ''))}
          required
        />
        <PasswordInput
          label="Family PIN"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          onChange={(e) => setPin(e.currentTarget.value.replace(/\D/g, ''))}
          required
        />
        <Button type="submit" loading={busy} disabled={mobile.length !== 10 || pin.length !== 4}>
          Check in
        </Button>
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} role="status" data-testid="kiosk-result">
            {result.message}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
