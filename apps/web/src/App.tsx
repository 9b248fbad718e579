import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cssVariablesResolver, notificationsWanted, onNotificationsWanted, theme } from '@portal/ui';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { queryClient } from './query-client.ts';
import { PortalRouter } from './routing/router.tsx';

// The notification container loads with the first notification (shown messages wait in its store): a page that
// shows none, such as a home's first paint, downloads none of its code.
const Notifications = lazy(() => import('./shell/Toasts.tsx'));

export function App() {
  const notifying = useSyncExternalStore(onNotificationsWanted, notificationsWanted);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // Every variable comes from the provider's own style element: the default-variables sheet (27 kB) stays out of
      // the first download, and with it the need to leave out the variables it already holds.
      deduplicateCssVariables={false}
    >
      {notifying && (
        <Suspense fallback={null}>
          {/* Under the drawers and dialogs (z-index 200), and under the top bar (global.css). */}
          <Notifications position="top-right" zIndex={190} className="portal-toasts" />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>
        <PortalRouter />
      </QueryClientProvider>
    </MantineProvider>
  );
}
