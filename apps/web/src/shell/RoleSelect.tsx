import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, t } from '@portal/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../routing/table.ts';
import { selectRole } from '../session/actions.ts';
import type { MenuAnswer } from '../session/types.ts';
import { useSession } from '../session/store.ts';
import { showAlertDialog } from './alerts.tsx';

/** A role's home: its default menu entry (a plain path), else the portal's home. */
function roleHome(menu: MenuAnswer['menu']): string {
  return menu.find((item) => item.dashboardRoleMap.isDefault && /^\/[^{:]*$/.test(item.path))?.path ?? HOME_PATH;
}

/** Non-super-admins pick the active role; the menu and enquiry access follow it, and the role's home opens. */
export function RoleSelect({ compact }: { compact?: boolean }) {
  const { roles, role, superAdmin } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The router renders a navigation as a transition, after the session store's synchronous update: the role
  // changes only once the home page is on screen, so the page left behind is never checked against it.
  const arriving = useRef<{ path: string; arrived(): void } | null>(null);
  useEffect(() => {
    if (arriving.current?.path !== pathname) return;
    arriving.current.arrived();
    arriving.current = null;
  }, [pathname]);
  const goHome = (menu: MenuAnswer['menu']) =>
    new Promise<void>((arrived) => {
      const path = roleHome(menu);
      if (path === pathname) return arrived();
      arriving.current = { path, arrived };
      navigate(path);
    });
  // One role is nothing to choose: the selector shows only where the choice is real.
  if (superAdmin || roles.length < 2) return null;
  const data = [
    { value: '', label: t('shell.allRoles') },
    ...roles.map((r) => ({ value: String(r.id), label: r.description || r.role })),
  ];
  return (
    <Select
      aria-label={t('shell.role')}
      label={compact ? undefined : t('shell.role')}
      data={data}
      value={role ? String(role.id) : ''}
      allowDeselect={false}
      onChange={async (v) => {
        try {
          // The page open now may be closed to the new role: its home opens with the switch.
          await selectRole(roles.find((r) => String(r.id) === v) ?? null, goHome);
          await queryClient.invalidateQueries({
            predicate: (q) => q.queryKey[0] !== 'meta' && q.queryKey[0] !== 'shell',
          });
        } catch (err) {
          showAlertDialog({ title: t('shell.menuFailed'), message: errorMessage(err), color: 'red' });
        }
      }}
      w={compact ? { base: 128, sm: 190 } : undefined}
      size={compact ? 'xs' : 'sm'}
      comboboxProps={{ withinPortal: true }}
      data-testid="role-select"
    />
  );
}
