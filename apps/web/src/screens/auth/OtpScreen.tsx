import { Alert, Anchor, Button, Group, Input, PinInput, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { call, errorMessage, t } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { HOME_PATH } from '../../routing/landing.ts';
import { startSession } from '../../session/actions.ts';
import * as U from '@portal/mod-users/contracts';
import { AuthLayout } from './AuthLayout.tsx';
import { signInState } from './sign-in-state.ts';

/** /otp/{referenceID}: the 6 digits sent to the user. */
export default function OtpScreen() {
  const { referenceID = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const state = signInState(location.state);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify(e?: FormEvent) {
    e?.preventDefault();
    setFailure(null);
    if (!/^\d{6}$/.test(otp)) {
      setError(t('auth.otpInvalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const signed = await call(U.verifyOtp, { body: { referenceID, otp } });
      await startSession(signed);
      navigate(state.from ?? HOME_PATH, { replace: true });
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    if (!state.username) return;
    setFailure(null);
    try {
      const { referenceID: next } = await call(U.requestOtp, { body: { username: state.username } });
      setOtp('');
      navigate(`/otp/${next}`, { replace: true, state });
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }

  return (
    <AuthLayout title={t('auth.otpTitle')} subtitle={t('auth.otpText')}>
      <form onSubmit={verify} noValidate data-testid="otp-form">
        <Stack>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" data-testid="otp-error">
              {failure}
            </Alert>
          )}
          <Input.Wrapper label={t('auth.otp')} error={error} required id="otp-input">
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={otp}
              onChange={setOtp}
              onComplete={() => undefined}
              size="lg"
              mt={6}
              aria-label={t('auth.otp')}
              data-testid="otp-input"
            />
          </Input.Wrapper>
          <Button type="submit" size="md" loading={busy} fullWidth data-testid="otp-submit">
            {t('auth.verify')}
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to="/login" size="sm">
              {t('auth.withPassword')}
            </Anchor>
            {state.username && (
              <Anchor component="button" type="button" size="sm" onClick={resend} data-testid="otp-resend">
                {t('auth.resend')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
