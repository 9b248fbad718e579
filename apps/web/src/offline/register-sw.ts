import { pendingActivity } from '@portal/ui';

/** How long the first page must have been quiet (no request, no screen loading) before the worker is registered. */
export const QUIET_MS = 1_500;
/** The latest the registration waits for that: a page that keeps working does not keep the worker away. */
export const LATEST_MS = 10_000;
const POLL_MS = 250;

/**
 * Resolves once the page has loaded and then had nothing in flight for QUIET_MS, or LATEST_MS after it loaded:
 * the worker and the files it keeps for offline use (the whole app) wait for the first page, whose own scripts,
 * answers and photos come first on a slow phone connection.
 */
export function afterFirstPage(pending: () => number = pendingActivity): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        const started = Date.now();
        let quietSince = started;
        const timer = setInterval(() => {
          const now = Date.now();
          if (pending() > 0) quietSince = now;
          if (now - quietSince >= QUIET_MS || now - started >= LATEST_MS) {
            clearInterval(timer);
            resolve();
          }
        }, POLL_MS);
      }),
  );
}

/** Registers the service worker so the shell loads offline, once the first page is in; skipped in development. */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD) return;
  await afterFirstPage();
  // Asked only now: the first look at `navigator.serviceWorker` sets up the browser's side of it (6 ms at 4× CPU).
  if (!('serviceWorker' in navigator)) return;
  // Offline by then, the registration's script does not load: the next page registers the worker (a browser keeps a
  // failed import failed for the page's life, so trying again here would not fetch it).
  const registration = await import('virtual:pwa-register').catch(() => null);
  registration?.registerSW({ immediate: true });
}
