import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../api/client.ts';

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Could not load" role="alert">
      {errorMessage(error)}
      {onRetry && (
        <Button size="xs" variant="white" color="red" ml="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
