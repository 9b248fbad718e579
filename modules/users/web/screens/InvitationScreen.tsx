import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDate } from '@portal/core';
import { ApiError, call, errorMessage, LoadError, notify, useAccess, useMessages } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import * as C from '../../shared/contracts.ts';
import { userMessages } from '../messages/index.ts';

/**
 * invitation/{token}: the link a centre's invitation sends. Signed in, the person accepts and gets the roles at
 * that centre; new to the portal, they choose a password and get a login there.
 */
export default function InvitationScreen() {
  const t = useMessages(userMessages);
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const { signedIn } = useAccess();
  const [password, setPassword] = useState('');
  const preview = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => call(C.invitationPreview, { params: { token } }, { signal }),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => call(C.acceptInvitation, { body: { token, password: signedIn ? undefined : password } }),
    onSuccess: () => {
      notify({ color: 'teal', message: t('userInvitation.accepted'), position: 'top-right' });
      // Signed in, the shell starts again: its centre selector now offers the centre that was joined.
      if (signedIn) window.location.assign('/profile/dashboard');
      else navigate('/login', { replace: true });
    },
  });
  const fieldError = accept.error instanceof ApiError ? accept.error.fieldErrors.password : undefined;

  function submit(e: FormEvent) {
    e.preventDefault();
    accept.mutate();
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
      </Stack>
    </Card>
  );
}
