import type { PortalAccess } from '@portal/ui';
import type { RoleHome, ScreenModule } from '@portal/ui/routing';
import { queryClient } from '../query-client.ts';

/** The landing page's home, started at boot: its screen, ready once both its chunk and its first answer are in. */
let landingHome: { home: RoleHome; ready: Promise<ScreenModule> } | undefined;

/** Starts the home the user lands on: its chunk and its one call at once (preloadLanding, at boot). */
export function startLandingHome(home: RoleHome, access: PortalAccess): void {
  const answer = home.ahead?.(queryClient, access);
  const ready = Promise.all([home.load(), answer]).then(([screen]) => screen);
  ready.catch(() => undefined);
  landingHome = { home, ready };
}

/**
 * A home's screen. The landing page's waits for the answer started at boot as well: drawn without it, the home
 * would be drawn twice, the second time at once when the answer comes (a long task on a phone); drawn with it, its
 * first drawing is the only one, and React draws it in slices.
 */
export function loadHome(home: RoleHome): Promise<ScreenModule> {
  return landingHome?.home === home ? landingHome.ready : home.load();
}
