import { Alert, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { ApiError, call, errorMessage, LoadError, notify, useAccess, useCall, useMessages } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { userMessages } from '../messages/index.ts';

/**
 * invitation/{token}: the link a centre's invitation emails. Signed in, the person accepts and gets the roles at
 * that centre; signed out, they type their login's password, or choose one when new to the portal (one form: the
 * page is the same either way). When the centre gave a mobile, the code texted to it adds it to the login.
 */
export default function InvitationScreen() {
  const t = useMessages(userMessages);
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const { signedIn } = useAccess();
  const [password, setPassword] = useState('');
  const preview = useCall(
    C.invitationPreview,
    { params: { token } },
    {
      retry: false,
    },
  );
  const [mobileToConfirm, setMobileToConfirm] = useState(false);
  const [code, setCode] = useState('');
  // Signed in, the shell starts again: its centre selector now offers the centre that was joined.
  const done = () => (signedIn ? window.location.assign('/profile/dashboard') : navigate('/login', { replace: true }));
  const accept = useMutation({
    mutationFn: () => call(C.acceptInvitation, { body: { token, password: signedIn ? undefined : password } }),
    onSuccess: (answer) => {
      notify({ color: 'teal', message: t('userInvitation.accepted'), position: 'top-right' });
      if (answer.mobileToConfirm) setMobileToConfirm(true);
      else done();
    },
  });
  const confirm = useMutation({
    mutationFn: () => call(C.confirmInvitationMobile, { body: { token, code } }),
    onSuccess: () => {
      notify({ color: 'teal', message: t('userInvitation.mobileConfirmed'), position: 'top-right' });
      done();
    },
  });
  const fieldError = accept.error instanceof ApiError ? accept.error.fieldErrors.password : undefined;
  const codeError = confirm.error instanceof ApiError ? confirm.error.fieldErrors.code : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (mobileToConfirm) confirm.mutate();
    else accept.mutate();
  }

  if (preview.error) return <LoadError error={preview.error} />;
  const offer = preview.data;
  return (
    <Card maw={480} mx="auto" mt="xl" component="form" onSubmit={submit} noValidate>
      <Stack>
        <Title order={2}>{t('userInvitation.title')}</Title>
        {offer && (
          <Text>
            {t('userInvitation.offer', {
              centre: offer.centre,
              name: offer.firstName,
              roles: offer.roles.join(', '),
              until: formatDate(offer.expiresAt),
            })}
          </Text>
        )}
        {mobileToConfirm ? (
          <>
            {confirm.error && !codeError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(confirm.error)}
              </Alert>
            )}
            <TextInput
              label={t('userInvitation.mobileCode')}
              description={t('userInvitation.mobileCodeHint')}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={codeError}
              data-testid="invitation-mobile-code"
            />
            <Group justify="space-between">
              <Button variant="subtle" onClick={done}>
                {t('userInvitation.skipMobile')}
              </Button>
              <Button type="submit" loading={confirm.isPending} data-testid="invitation-confirm-mobile">
                {t('userInvitation.confirmMobile')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            {accept.error && !fieldError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(accept.error)}
              </Alert>
            )}
            {!signedIn && (
              <PasswordInput
                label={t('userInvitation.choosePassword')}
                description={t('userInvitation.choosePasswordHint')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={fieldError}
                data-testid="invitation-password"
              />
            )}
            <Button type="submit" loading={accept.isPending} disabled={!offer} data-testid="invitation-accept">
              {t('userInvitation.accept')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
