import { useCallback, useState } from 'react';
import { errorMessage } from './client.ts';

/**
 * An action a screen runs on a click or a submit: `busy` while it runs (a button's loader), and a refusal kept in
 * the reader's words in `error` (an alert in the form) instead of thrown. A new attempt clears the last refusal.
 */
export function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, attempt };
}
