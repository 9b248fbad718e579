import { Container } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { errorMessage, palette, t } from '@portal/ui';
import { useEffect, useMemo, useRef } from 'react';
import { Outlet } from 'react-router';
import { preloadOnIntent } from '../routing/table.ts';
import { refreshAccount, selectRole } from '../session/actions.ts';
import { getSession, useSession } from '../session/store.ts';
import { showAlertDialog } from './alerts.tsx';
import { buildMenu } from './menu-model.ts';
import { OfflineBanner } from './StatusBits.tsx';
import { TopBar } from './TopBar.tsx';
import { MenuDrawerSlot, UserDrawerSlot } from './lazy-parts.tsx';
import { ModuleBanners } from './ModuleBanners.tsx';
import classes from './ShellLayout.module.css';
import { useShellDataStarted } from './useShellData.ts';

/** Spec: mobile layout under 700 px. */
export const MOBILE_QUERY = '(max-width: 699.98px)';

/** Signed-in pages: top bar, menus, drawers and the page. */
export function ShellLayout() {
  const session = useSession();
  const mobile =
    useMediaQuery(MOBILE_QUERY, typeof window !== 'undefined' && window.innerWidth < 700, {
      getInitialValueInEffect: false,
    }) ?? false;
  const [leftOpened, left] = useDisclosure(false);
  const [rightOpened, right] = useDisclosure(false);
  useShellDataStarted();
  useEffect(preloadOnIntent, []);
  const rightLoaded = useRef(false);
  const leftLoaded = useRef(false);
  if (leftOpened) leftLoaded.current = true;
  if (rightOpened) rightLoaded.current = true;

  // The stored menu and account show at once; fresh copies replace them so role changes made by head office, and a
  // parent's child moved to the new year's admission, apply.
  const refreshed = useRef(false);
  useEffect(() => {
    // Offline the stored menu is all there is; the banner already says why.
    if (refreshed.current || !getSession().token || !navigator.onLine) return;
    refreshed.current = true;
    Promise.all([selectRole(getSession().role), refreshAccount()]).catch((err: unknown) =>
      showAlertDialog({ title: t('shell.menuFailed'), message: errorMessage(err), color: palette.error }),
    );
  }, []);

  const entries = useMemo(
    () => buildMenu(session.menu, { studentAdmissionID: session.me?.student?.studentAdmissionID }),
    [session.menu, session.me],
  );

  return (
    <>
      <a href="#content" className="skip-link">
        {t('shell.skip')}
      </a>
      <header className={classes.header} data-testid="top-bar">
        <TopBar
          mobile={mobile}
          entries={entries}
          leftOpened={leftOpened}
          onToggleLeft={left.toggle}
          onToggleRight={right.toggle}
        />
      </header>
      <div className={classes.main}>
        {/* In the page's flow, above it: a banner pushes the page down and never covers a field. */}
        <div className={classes.banners} data-testid="banners">
          <OfflineBanner />
          <ModuleBanners />
        </div>
        <Container
          size="xl"
          px={{ base: 'sm', sm: 'lg' }}
          py={{ base: 'md', sm: 'xl' }}
          component="main"
          id="content"
          tabIndex={-1}
        >
          <Outlet />
        </Container>
      </div>
      {mobile && (leftOpened || leftLoaded.current) && (
        <MenuDrawerSlot opened={leftOpened} onClose={left.close} entries={entries} />
      )}
      {/* Mounted on first open, then kept so the drawer can animate closed. */}
      {(rightOpened || rightLoaded.current) && <UserDrawerSlot opened={rightOpened} onClose={right.close} />}
    </>
  );
}
