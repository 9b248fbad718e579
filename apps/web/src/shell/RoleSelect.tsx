import { Select } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { selectRole } from '../session/actions.ts';
import { useSession } from '../session/store.ts';
import { showAlertDialog } from './alerts.tsx';

/** Non-super-admins pick the active role; the menu and enquiry access follow it. */
export function RoleSelect({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { roles, role, superAdmin } = useSession();
  const queryClient = useQueryClient();
  if (superAdmin || roles.length === 0) return null;
  const data = [
    ...(roles.length > 1 ? [{ value: '', label: t('shell.allRoles') }] : []),
    ...roles.map((r) => ({ value: String(r.id), label: r.description || r.role })),
  ];
  return (
    <Select
      aria-label={t('shell.role')}
      label={compact ? undefined : t('shell.role')}
      data={data}
      value={role ? String(role.id) : roles.length === 1 ? String(roles[0].id) : ''}
      disabled={roles.length < 2}
      allowDeselect={false}
      onChange={async (v) => {
        try {
          await selectRole(roles.find((r) => String(r.id) === v) ?? null);
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
