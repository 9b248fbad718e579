import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { EmptyState, LoadError, PageHeader, useCall } from '@portal/ui';
import * as C from '../../shared/contracts.ts';

/** system/configuration-warnings: what this installation's settings lack, for super admins. */
export default function ConfigurationWarningsScreen() {
  const warnings = useCall(C.configurationWarnings, {});
  return (
    <>
      <PageHeader
        title="Configuration warnings"
        subtitle="Settings of this installation that need attention. They are also written to the server log at start."
        crumbs={[{ label: 'System', to: '/system/roles' }, { label: 'Configuration warnings' }]}
      />
      {warnings.error ? (
        <LoadError error={warnings.error} onRetry={() => warnings.refetch()} />
      ) : warnings.data?.rows.length === 0 ? (
        <EmptyState
          icon={<IconCircleCheck />}
          title="Nothing to fix"
          message="Every setting the portal checks is configured."
        />
      ) : (
        <Stack gap="sm" data-testid="configuration-warnings">
          {warnings.data?.rows.map((w) => (
            // A setting is named as the server's environment reads it (JITSI_APP_SECRET), for the one who sets it.
            <Alert key={w.setting} color="yellow" icon={<IconAlertTriangle />} title={w.setting} data-as-written>
              <Text size="sm">{w.message}</Text>
            </Alert>
          ))}
        </Stack>
      )}
    </>
  );
}
