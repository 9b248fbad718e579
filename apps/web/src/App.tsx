import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  ApiError,
  cssVariablesResolver,
  I18nRoot,
  notificationsWanted,
  onNotificationsWanted,
  theme,
} from '@portal/ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { PortalRouter } from './routing/router.tsx';

// The notification container loads with the first notification (shown messages wait in its store): a page that
// shows none, such as a home's first paint, downloads none of its code.
const Notifications = lazy(() => import('./shell/Toasts.tsx'));

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // Client errors (403, 404, 400) will not change by asking again.
        retry: (count, err) => count < 2 && !(err instanceof ApiError && err.statusCode >= 400 && err.statusCode < 500),
      },
    },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
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
        <I18nRoot>
          <PortalRouter />
        </I18nRoot>
      </QueryClientProvider>
    </MantineProvider>
  );
}
