import { beginActivity, I18nRoot } from '@portal/ui';
import type { PortalRoute } from '@portal/ui/routing';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { RootLayout } from '../shell/RootLayout.tsx';
import { ShellLayout } from '../shell/ShellLayout.tsx';
import { Guarded } from './Guarded.tsx';
import { withChunkTimeout } from './lazy.ts';
import { ScreenBoundary } from './ScreenBoundary.tsx';
import { HOME_PATH, loadRouteSet, routeSetsFor, shellRoutes, signInRoutes } from './table.ts';

/** While a screen's chunk loads the global spinner runs (spec: spinner on route changes). */
function ChunkPending() {
  useEffect(() => beginActivity(), []);
  return null;
}

/**
 * Names on the page the path whose screen is drawn (`<html data-screen>`). A navigation may keep the previous
 * screen on show while the next one's part loads; whoever reads the page (the screen walks) waits for this
 * rather than reading the screen that was.
 */
function ScreenDrawn({ path }: { path: string }) {
  useEffect(() => {
    document.documentElement.dataset.screen = path;
  }, [path]);
  return null;
}

// One lazy component per route, created once so React keeps its loaded state.
const screens = new Map<PortalRoute, ComponentType<Record<string, unknown>>>();
const NoScreen = () => null;
function screenOf(route: PortalRoute): ComponentType<Record<string, unknown>> {
  let Screen = screens.get(route);
  if (!Screen && route.screen) {
    const load = route.screen;
    Screen = lazy(() => withChunkTimeout(load));
    screens.set(route, Screen);
  }
  return Screen ?? NoScreen;
}

function RouteScreen({ route }: { route: PortalRoute }) {
  const location = useLocation();
  if (route.redirectTo) {
    return (
      <Guarded route={route}>
        <Navigate to={route.redirectTo} replace />
      </Guarded>
    );
  }
  const Screen = screenOf(route);
  return (
    <ScreenBoundary resetKey={location.pathname}>
      <Guarded route={route}>
        <Suspense fallback={<ChunkPending />}>
          <Screen {...route.props} />
          <ScreenDrawn path={location.pathname} />
        </Suspense>
      </Guarded>
    </ScreenBoundary>
  );
}

/** The screens of the modules that own the path's first segment, their declarations loaded on first use. */
const moduleScreens = new Map<string, ComponentType>();
function moduleScreensFor(pathname: string): ComponentType | null {
  const sets = routeSetsFor(pathname);
  if (!sets.length) return null;
  const key = sets.map((s) => s.name).join(',');
  let Screens = moduleScreens.get(key);
  if (!Screens) {
    Screens = lazy(() =>
      withChunkTimeout(async () => {
        const routes = (await Promise.all(sets.map(loadRouteSet))).flat();
        return {
          default: function ModuleRoutes() {
            return (
              <Routes>
                {routes.map((r) => (
                  <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />
                ))}
                <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
              </Routes>
            );
          },
        };
      }),
    );
    moduleScreens.set(key, Screens);
  }
  return Screens;
}

function ModuleScreens() {
  const { pathname } = useLocation();
  const Screens = moduleScreensFor(pathname);
  if (!Screens) return <Navigate to={HOME_PATH} replace />;
  return (
    <ScreenBoundary resetKey={pathname}>
      <Suspense fallback={<ChunkPending />}>
        <Screens />
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * The route table as React Router routes: sign-in screens bare, the rest inside the shell. A change of language
 * draws the screens anew (I18nRoot) but keeps the router, so a navigation asked for by a screen drawn before it
 * still moves the screens drawn after it: the sign-in screen takes the account's language, then opens the home.
 * (With the router inside, a new router was drawn on the old address while the address bar moved on: a person whose
 * account speaks another language than the device was signed in and saw the sign-in screen again.)
 */
export function PortalRouter() {
  return (
    <BrowserRouter>
      <I18nRoot>
        <Routes>
          <Route element={<RootLayout />}>
            {signInRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />
            ))}
            <Route element={<ShellLayout />}>
              {shellRoutes.map((r) => (
                <Route key={r.path} path={r.path} element={<RouteScreen route={r} />} />
              ))}
              <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
              <Route path="*" element={<ModuleScreens />} />
            </Route>
          </Route>
        </Routes>
      </I18nRoot>
    </BrowserRouter>
  );
}
