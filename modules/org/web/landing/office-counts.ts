import { IconBuildingCommunity, IconBuildingSkyscraper, IconMapPin } from '@tabler/icons-react';
import { palette } from '@portal/ui';
import type { OfficeCount } from '@portal/ui/routing';
import { cityShape, franchiseeShape, pincodeShape } from '../../shared/resources.ts';

/** The network's centres, cities and PIN codes on the super admin's office dashboard. */
const counts: readonly OfficeCount[] = [
  {
    resource: franchiseeShape,
    module: 'Franchisee',
    label: 'Franchisees',
    to: '/franchisee',
    icon: IconBuildingSkyscraper,
    color: palette.primary,
  },
  {
    resource: cityShape,
    module: 'city',
    label: 'Cities',
    to: '/city/citylist',
    icon: IconBuildingCommunity,
    color: palette.success,
  },
  {
    resource: pincodeShape,
    module: 'PincodeCheck',
    label: 'PIN codes',
    to: '/pincodes/list',
    icon: IconMapPin,
    color: palette.accent,
    scoped: true,
  },
];
export default counts;
