// Mantine's base styles; each component's own (and the date pickers') come with it
// (build/mantine-styles-per-component.ts). The theme's variables are written by the provider (App.tsx), not
// shipped twice as Mantine's default-variables sheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './styles/global.css';
import { restoreLanguage, t } from '@portal/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { offerToAutomation } from './automation.ts';
import { clearAllCookies, dropSessionWithoutAccess, isFramed } from './boot.ts';
import { registerServiceWorker } from './offline/register-sw.ts';
import { accessOf } from './session/access.ts';
import { getSession, reloadSession } from './session/store.ts';
import { preloadLanding, preloadRouteSets } from './routing/table.ts';
import { watchPreloadErrors } from './routing/chunk-reload.ts';

/** Starts the app: the session, the landing page's requests and chunks, then its first drawing. */
function boot(): void {
  watchPreloadErrors();
  clearAllCookies();
  dropSessionWithoutAccess();
  reloadSession();
  preloadRouteSets(window.location.pathname);
  preloadLanding(window.location.pathname, accessOf(getSession()));
  const root = createRoot(document.getElementById('root')!);

  if (isFramed()) {
    // Spec: a warning instead of the app when loaded inside a frame.
    const p = document.createElement('p');
    p.setAttribute('role', 'alert');
    p.setAttribute('data-testid', 'xframe-warning');
    p.style.cssText = 'font: 600 18px system-ui, sans-serif; color: #b42318; padding: 32px; text-align: center';
    p.textContent = t('shell.xframe');
    document.getElementById('root')!.replaceChildren(p);
    return;
  }
  // A device that last spoke Hindi opens in Hindi: its catalogue (a small chunk) comes before the first paint.
  // The first render is a transition: React yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree, which a slow phone would feel as one long task.
  void restoreLanguage().then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
  void registerServiceWorker();
  offerToAutomation();
}

// Evaluating the modules is one task the browser cannot cut; the boot runs in a task of its own after it, so neither
// holds a slow phone's main thread for long (the first script's task was the longest of a cold load: 210–254 ms at
// 4× CPU, 120–170 ms without the boot).
setTimeout(boot, 0);
