import { Button, Group } from '@mantine/core';
import { useAccess } from '@portal/ui';
import { Link } from 'react-router';
import { AUDIT_MODULES as M } from '../../shared/constants.ts';

/**
 * The general audits list's way to the screens kept beside it: the drafts, the closure list and the report, for
 * whoever reads general audits; the checklist's categories for those who keep it.
 */
export function GeneralAuditLinks({ drafts }: { drafts: boolean }) {
  const access = useAccess();
  if (!access.canRead(M.GENERAL)) return null;
  const links = [
    drafts
      ? { label: 'All audits', to: '/general-audit/generalAudits/all' }
      : { label: 'Drafts', to: '/general-audit/generalAudits/draft' },
    { label: 'Closure list', to: '/general-audit/closure-list' },
    { label: 'Report', to: '/general-audit/audit-report-list' },
    ...(access.canWrite(M.GENERAL) ? [{ label: 'Categories', to: '/general-audit/categories/list' }] : []),
  ];
  return (
    <Group gap="xs">
      {links.map((link) => (
        <Button key={link.to} component={Link} to={link.to} variant="default">
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
