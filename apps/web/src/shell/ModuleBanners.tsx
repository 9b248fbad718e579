import { AccessContext, readText } from '@portal/ui';
import type { LazyScreen } from '@portal/ui/routing';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { moduleBanners } from '../routing/landing.ts';
import { accessOf } from '../session/access.ts';
import { useSession } from '../session/store.ts';

// One lazy component per banner, created once so React keeps its state.
const banners = new Map<LazyScreen, ComponentType>();
function bannerOf(load: LazyScreen): ComponentType {
  let Banner = banners.get(load);
  if (!Banner) {
    Banner = lazy(load);
    banners.set(load, Banner);
  }
  return Banner;
}

/**
 * Banners modules show above every signed-in page (training notices…), with the user's access in context (they
 * sit outside the routes' guard, which provides it to screens). Each is its own chunk; a failing one shows
 * nothing rather than breaking the page.
 */
export function ModuleBanners() {
  const session = useSession();
  const access = useMemo(() => accessOf(session), [session]);
  if (!readText('token')) return null;
  return (
    <AccessContext.Provider value={access}>
      {moduleBanners.map(({ load, shownTo }, i) => {
        if (!shownTo(access)) return null;
        const Banner = bannerOf(load);
        return (
          <Suspense key={i} fallback={null}>
            <Banner />
          </Suspense>
        );
      })}
    </AccessContext.Provider>
  );
}
