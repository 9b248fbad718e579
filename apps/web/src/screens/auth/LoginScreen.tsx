import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { call, errorMessage, t } from '@portal/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../../routing/landing.ts';
import { startSession } from '../../session/actions.ts';
import * as U from '@portal/mod-users/contracts';
import { AuthLayout } from './AuthLayout.tsx';
import { signInState } from './sign-in-state.ts';

/** /login and /signIn: password sign-in, or request a one-time password. */
export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = signInState(location.state);
  const [otpMode, setOtpMode] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${t('auth.title')} · IntelliTots Admin`;
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    if (!username.trim()) found.username = t('auth.required');
    if (!otpMode && !password) found.password = t('auth.passwordRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (otpMode) {
        const { referenceID } = await call(U.requestOtp, { body: { username: username.trim() } });
        navigate(`/otp/${referenceID}`, { state: { username: username.trim(), from: state.from } });
        return;
      }
      const signed = await call(U.login, { body: { username: username.trim(), password } });
      await startSession(signed);
      navigate(state.from ?? HOME_PATH, { replace: true });
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthLayout title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <form onSubmit={submit} noValidate data-testid="login-form">
        <Stack>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" data-testid="login-error">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('auth.username')}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={errors.username}
            autoComplete="username"
            autoFocus
            required
            data-testid="login-username"
          />
          {!otpMode && (
            <PasswordInput
              label={t('auth.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              autoComplete="current-password"
              required
              data-testid="login-password"
            />
          )}
          <Button type="submit" size="md" loading={busy} fullWidth data-testid="login-submit">
            {otpMode ? t('auth.sendOtp') : t('auth.submit')}
          </Button>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="center"
            onClick={() => {
              setOtpMode((m) => !m);
              setFailure(null);
              setErrors({});
            }}
            data-testid="login-otp-toggle"
          >
            {otpMode ? t('auth.withPassword') : t('auth.withOtp')}
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
