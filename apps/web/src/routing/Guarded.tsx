import { AccessContext } from '@portal/ui';
import type { PortalRoute } from '@portal/ui/routing';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { warnNoAcademicYear } from '../shell/alerts.tsx';
import { ChooseFirstSlot } from '../shell/lazy-parts.tsx';
import { RefusedPage } from './RefusedPage.tsx';
import { accessOf } from '../session/access.ts';
import { useSession } from '../session/store.ts';
import { evaluateGuard } from './guard.ts';

/** Applies a route's guard flags, then shows the screen with the user's access in context. */
export function Guarded({ route, children }: { route: PortalRoute; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const access = useMemo(() => accessOf(session), [session]);
  const roleNames = session.role ? [session.role.role] : (session.me?.roles ?? []).map((r) => r.role);
  const outcome = evaluateGuard(route.guard, { access, modulesAuth: session.me?.modulesAuth ?? [], roleNames });

  useEffect(() => {
    if (outcome === 'choose-year') warnNoAcademicYear();
  }, [outcome]);
  useEffect(() => {
    if (route.title) document.title = `${route.title} · IntelliTots Admin`;
  }, [route.title]);

  if (outcome === 'login')
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (outcome === 'refused') return <RefusedPage />;
  return (
    <AccessContext.Provider value={access}>
      {outcome === 'choose-centre' ? (
        <ChooseFirstSlot kind="centre" />
      ) : outcome === 'choose-year' ? (
        <ChooseFirstSlot kind="year" />
      ) : (
        children
      )}
    </AccessContext.Provider>
  );
}
