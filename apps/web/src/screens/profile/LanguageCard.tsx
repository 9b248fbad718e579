import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import type { Language } from '@portal/core';
import { call, errorMessage, notify, setLanguage, t } from '@portal/ui';
import { useState } from 'react';
import * as U from '@portal/mod-users/contracts';
import { LanguageSelect } from '../../shell/LanguageSelect.tsx';
import { getSession, updateSession } from '../../session/store.ts';

/** The person's language, saved on their account: this screen and every device they sign in on follow it. */
export function LanguageCard() {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(language: Language) {
    setFailure(null);
    setBusy(true);
    try {
      await call(U.setMyLanguage, { body: { language } });
      const { me } = getSession();
      if (me) updateSession({ me: { ...me, language } });
      await setLanguage(language);
      notify({ color: 'teal', message: t('language.saved'), autoClose: 2000 });
    } catch (err) {
      setFailure(errorMessage(err));
      setBusy(false);
    }
  }

  return (
    <Card data-testid="language-card">
      <Stack>
        <Title order={2} fz="h4">
          {t('language.label')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('language.help')}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <LanguageSelect onChoose={choose} disabled={busy} label={undefined} aria-label={t('language.label')} />
      </Stack>
    </Card>
  );
}
