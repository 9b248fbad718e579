import { IconShieldLock } from '@tabler/icons-react';
import { palette } from '@portal/ui';
import type { OfficeCount } from '@portal/ui/routing';
import { roleShape } from '../../shared/resources.ts';

/** The roles on the super admin's office dashboard. */
const counts: readonly OfficeCount[] = [
  {
    resource: roleShape,
    module: 'System',
    label: 'Roles',
    to: '/system/roles',
    icon: IconShieldLock,
    color: palette.info,
  },
];
export default counts;
