import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, cssVariablesResolver, I18nRoot, theme } from '@portal/ui';
import { lazy, Suspense, useState } from 'react';
import { PortalRouter } from './routing/router.tsx';

// The notification container loads after the first paint; shown messages wait in its store.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

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
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        {/* Under the drawers and dialogs (z-index 200), and under the top bar (global.css). */}
        <Notifications position="top-right" zIndex={190} className="portal-toasts" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <I18nRoot>
          <PortalRouter />
        </I18nRoot>
      </QueryClientProvider>
    </MantineProvider>
  );
}
