import type { LazyScreen, ModuleBanner, OfficeCount, RoleHome } from '@portal/ui/routing';
import { moduleRouteSets } from './modules.ts';

// What the signed-in pages show around and before the modules' screens, as each module's route set declares it.
// Apart from the route table, which loads the screens that read these.

export type { ModuleBanner } from '@portal/ui/routing';

/** Banners modules show above every signed-in page (the shell's ModuleBanners renders them). */
export const moduleBanners: ModuleBanner[] = moduleRouteSets.flatMap((set) => (set.banner ? [set.banner] : []));

/** Panels modules show on the home dashboard (the widgets placed on the user's roles). */
export const dashboardPanels: LazyScreen[] = moduleRouteSets.flatMap((set) =>
  set.dashboardPanel ? [set.dashboardPanel] : [],
);

/** Homes modules declare for the roles whose day they shape; the landing page shows the user's in their place. */
export const roleHomes: RoleHome[] = moduleRouteSets.flatMap((set) => set.roleHomes ?? []);

/**
 * The counts modules add to the super admin's office dashboard, each module's in its own chunk: a chunk that fails
 * to load leaves its cards out rather than the dashboard blank, as a failing banner shows nothing.
 */
export function loadOfficeCounts(): Promise<OfficeCount[]> {
  const loads = moduleRouteSets.flatMap((set) => (set.officeCounts ? [set.officeCounts()] : []));
  return Promise.all(
    loads.map((load) =>
      load.then(
        (counts) => counts.default,
        () => [],
      ),
    ),
  ).then((loaded) => loaded.flat());
}

export const HOME_PATH = '/profile/dashboard';
