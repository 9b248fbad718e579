import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@portal/ui';

/**
 * The app's one query client, made before React renders: the shell starts the landing page's first answer in it at
 * boot (routing/table.ts), so the home is first drawn with that answer instead of a placeholder drawn again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // Client errors (403, 404, 400) will not change by asking again.
      retry: (count, err) => count < 2 && !(err instanceof ApiError && err.statusCode >= 400 && err.statusCode < 500),
    },
  },
});
