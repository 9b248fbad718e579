import { readText } from '@portal/ui';
import type { LazyScreen } from '@portal/ui/routing';
import { lazy, Suspense, type ComponentType } from 'react';
import { moduleBanners } from '../routing/table.ts';

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
 * Banners modules show above every signed-in page (training notices…). Each is its
 * own chunk; a failing one shows nothing rather than breaking the page.
 */
export function ModuleBanners() {
  if (!readText('token')) return null;
  return (
    <>
      {moduleBanners.map((load, i) => {
        const Banner = bannerOf(load);
        return (
          <Suspense key={i} fallback={null}>
            <Banner />
          </Suspense>
        );
      })}
    </>
  );
}
