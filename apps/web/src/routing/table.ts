import type { PortalAccess } from '@portal/ui';
import type { ModuleRouteSet, PortalRoute } from '@portal/ui/routing';
import { appRoutes, signInRoutes as accountRoutes } from './app-routes.ts';
import { startLandingHome } from './landing-home.ts';
import { HOME_PATH, roleHomes } from './landing.ts';
import { moduleRouteSets } from './modules.ts';

export { HOME_PATH } from './landing.ts';
export { moduleRouteSets } from './modules.ts';

/**
 * Pages shown without the shell: sign-in, the family-facing enquiry and admission forms and seat offers, and the
 * prospective franchisee's website form and disclosure link.
 */
export const signInRoutes: PortalRoute[] = [
  ...accountRoutes,
  ...moduleRouteSets.flatMap((set) => set.publicRoutes ?? []),
];

/** The shell's own screens, declared up front. */
export const shellRoutes: PortalRoute[] = appRoutes;

/** The route sets that may hold a path (a segment such as 'ledger' is shared by several modules). */
export function routeSetsFor(pathname: string): ModuleRouteSet[] {
  const segment = pathname.split('/')[1] ?? '';
  return moduleRouteSets.filter((set) => set.segments.includes(segment));
}

const loading = new Map<ModuleRouteSet, Promise<PortalRoute[]>>();

/** A set's routes, fetched once; a failed fetch is forgotten so the next visit tries again. */
export function loadRouteSet(set: ModuleRouteSet): Promise<PortalRoute[]> {
  let routes = loading.get(set);
  if (!routes) {
    routes = set.load();
    routes.catch(() => loading.delete(set));
    loading.set(set, routes);
  }
  return routes;
}

/** Starts fetching the sets of a path (at boot, beside the app's own start-up requests). */
export function preloadRouteSets(pathname: string): void {
  for (const set of routeSetsFor(pathname)) void loadRouteSet(set).catch(() => undefined);
}

/**
 * Fetches a link's route sets when the pointer comes over it or it takes focus, so the click waits only for
 * its screen. Sets are not fetched ahead otherwise: a cold first page carries only its own routes.
 */
export function preloadOnIntent(): () => void {
  const onIntent = (e: Event) => {
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    preloadRouteSets(link.pathname);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}

/** The whole route table, every module loaded (tests and tools; the app loads sets as paths open). */
export async function loadRouteTable(): Promise<PortalRoute[]> {
  const modules = await Promise.all(moduleRouteSets.map(loadRouteSet));
  return [...signInRoutes, ...shellRoutes, ...modules.flat()];
}

/**
 * The landing page of a signed-in user, started at boot and all at once: the dashboard's chunk, the chunk of the
 * home the user lands on (the first their access opens, as the dashboard picks it) and the home's one call, so
 * none of them waits for the code that asks for it.
 */
export function preloadLanding(pathname: string, access: PortalAccess): void {
  if ((pathname !== HOME_PATH && pathname !== '/') || !access.signedIn) return;
  void shellRoutes
    .find((r) => r.path === HOME_PATH)
    ?.screen?.()
    .catch(() => undefined);
  const home = access.superAdmin ? undefined : roleHomes.find((h) => access.canRead(h.module));
  if (!home) return;
  startLandingHome(home, access);
}
