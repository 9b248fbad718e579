import { IconUsers } from '@tabler/icons-react';
import { palette } from '@portal/ui';
import type { OfficeCount } from '@portal/ui/routing';
import { userShape } from '../../shared/resources.ts';

/** The users of the selected centre (of the network without one) on the super admin's office dashboard. */
const counts: readonly OfficeCount[] = [
  {
    resource: userShape,
    module: 'User',
    label: 'Users',
    to: '/user/page/1',
    icon: IconUsers,
    color: palette.secondary,
    scoped: true,
  },
];
export default counts;
