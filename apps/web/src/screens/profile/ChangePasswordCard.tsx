import { Alert, Button, Card, PasswordInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { ApiError, call, errorMessage, notify, useMessages } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import * as U from '@portal/mod-users/contracts';
import { userMessages } from '@portal/mod-users/messages';

interface Errors {
  currentPassword?: string;
  newPassword?: string;
  confirm?: string;
}

/** POST /api/admin/change-password, with the server's rules checked first (8 to 128 characters). */
export function ChangePasswordCard() {
  const t = useMessages(userMessages);
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [k]: e.currentTarget.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const found: Errors = {};
    if (!values.currentPassword) found.currentPassword = t('myAccount.currentRequired');
    if (values.newPassword.length < 8) found.newPassword = t('myAccount.tooShort');
    else if (values.newPassword.length > 128) found.newPassword = t('myAccount.tooLong');
    if (values.confirm !== values.newPassword) found.confirm = t('myAccount.differ');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await call(U.changePassword, {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      notify({ color: 'teal', message: t('myAccount.changed'), autoClose: 2000 });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <form onSubmit={submit} noValidate data-testid="change-password-form">
        <Stack>
          <Title order={2} fz="h4">
            {t('myAccount.changePassword')}
          </Title>
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label={t('myAccount.currentPassword')}
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
            autoComplete="current-password"
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={t('myAccount.newPassword')}
              description={t('myAccount.newPasswordHint')}
              value={values.newPassword}
              onChange={set('newPassword')}
              error={errors.newPassword}
              autoComplete="new-password"
              required
            />
            <PasswordInput
              label={t('myAccount.repeatPassword')}
              value={values.confirm}
              onChange={set('confirm')}
              error={errors.confirm}
              autoComplete="new-password"
              required
            />
          </SimpleGrid>
          <Button type="submit" loading={busy} style={{ alignSelf: 'flex-end' }} data-testid="change-password-submit">
            {t('myAccount.changePassword')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
