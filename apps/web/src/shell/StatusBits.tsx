import { Alert, Box, Loader, Progress, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { t, useBusy } from '@portal/ui';

/** The global spinner: a thin bar on top and a small spinner, while anything is in flight. */
export function GlobalSpinner() {
  const busy = useBusy();
  if (!busy) return null;
  return (
    <Box
      data-testid="global-spinner"
      style={{ position: 'fixed', inset: '0 0 auto 0', zIndex: 1000, pointerEvents: 'none' }}
    >
      <div aria-hidden="true">
        <Progress value={100} animated striped size={3} radius={0} />
        <Loader size="sm" style={{ position: 'fixed', top: 10, right: '50%', transform: 'translateX(50%)' }} />
      </div>
      <VisuallyHidden role="status">Loading…</VisuallyHidden>
    </Box>
  );
}

export function OfflineBanner() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} />}
      data-testid="offline-banner"
      role="status"
    >
      {t('shell.offline')}
    </Alert>
  );
}
