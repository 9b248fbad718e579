import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../api/client.ts';
import { t } from '../i18n/index.tsx';

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t('common.couldNotLoad')} role="alert">
      {errorMessage(error)}
      {onRetry && (
        <Button size="xs" variant="white" color="red" ml="sm" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
