import { queryClient } from './query-client.ts';

/**
 * What a browser driven by automation may ask of the running app, and only such a browser (`navigator.webdriver`,
 * which a person's browser never sets): open a path inside the app as a fresh load of it would show it, every
 * answer asked again. The browser flows (`go` in e2e/browser.ts) open their next screen this way instead of loading
 * the whole app again, which cost an office screen 1.3 core-s against 0.1 (docs/testing.md).
 */
export function offerToAutomation(): void {
  if (!navigator.webdriver) return;
  Object.assign(window, { portalAutomation: { open: openFresh } });
}

/**
 * Opens the path with nothing kept from before: the answers no screen shows are dropped (the next screen asks for
 * its own, as on a fresh load) and the ones on show are asked again. The screen's name on the page is cleared, so
 * whoever waits for the next one (`<html data-screen>`, routing/router.tsx) cannot read the last.
 */
function openFresh(path: string): void {
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.invalidateQueries({ type: 'active' });
  delete document.documentElement.dataset.screen;
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
