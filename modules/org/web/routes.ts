import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { ORG_MODULES } from '../shared/index.ts';
import { cityShape, franchiseeShape, pincodeShape } from '../shared/resources.ts';

/** Franchisees, cities and PIN codes: generic resource screens under the spec's paths. */
export const orgRoutes: PortalRoute[] = [
  ...resourceRoutes(franchiseeShape, '/franchisee', {
    modules: [ORG_MODULES.FRANCHISEE],
    list: '',
    create: 'create',
    edit: 'edit/:franchiseeId?',
    view: 'view/:franchiseeId?',
    // Centre users open their own centre without an id in the path.
    idFallback: 'selectedFranchisee',
  }),
  ...resourceRoutes(cityShape, '/city', {
    modules: [ORG_MODULES.CITY],
    list: 'citylist',
    create: 'savecity',
    edit: 'editcity/:cityId',
    view: false,
  }),
  ...resourceRoutes(pincodeShape, '/pincodes', {
    modules: [ORG_MODULES.PINCODE],
    list: 'list',
    create: 'add',
    edit: 'edit/:pincodeId',
    view: false,
    import: 'uploadcsv',
    guard: { franchiseeSelection: true },
  }),
];
