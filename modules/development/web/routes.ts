import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { DEVELOPMENT_MODULES as M } from '../shared/constants.ts';
import { disclosureShape, launchTemplateShape, prospectShape, territoryShape } from '../shared/resources.ts';

const prospects = { modules: [M.PROSPECTS] };

/** Head office's franchise development (development/*): pipeline, prospects, territories, disclosure documents. */
export const developmentRoutes: PortalRoute[] = [
  {
    path: '/development/pipeline',
    title: 'Franchise pipeline',
    screen: () => import('./screens/PipelineScreen.tsx'),
    guard: prospects,
  },
  ...resourceRoutes(prospectShape, '/development/prospects', {
    ...prospects,
    edit: 'edit/:id',
    screens: { view: () => import('./screens/ProspectScreen.tsx') },
    titles: { list: 'Franchise prospects', create: 'New prospect', edit: 'Edit prospect', view: 'Prospect' },
  }),
  {
    path: '/development/territories',
    title: 'Territories',
    screen: () => import('./screens/TerritoriesScreen.tsx'),
    guard: { modules: [M.TERRITORIES] },
  },
  ...resourceRoutes(territoryShape, '/development/territories', {
    modules: [M.TERRITORIES],
    reachedFrom: '/development/territories',
    list: 'list',
    view: false,
    titles: { list: 'Territories', create: 'New territory', edit: 'Edit territory' },
  }),
  {
    path: '/development/launches',
    title: 'Centre launches',
    screen: () => import('./screens/NetworkLaunchScreen.tsx'),
    guard: { modules: [M.LAUNCH_TEMPLATE] },
  },
  {
    path: '/development/launches/:franchiseeId',
    reachedFrom: '/development/launches',
    title: 'Centre launch',
    screen: () => import('./screens/LaunchBoardScreen.tsx'),
    guard: { modules: [M.LAUNCH] },
  },
  {
    path: '/development/launch',
    title: 'Centre launch',
    screen: () => import('./screens/LaunchBoardScreen.tsx'),
    guard: { modules: [M.LAUNCH] },
  },
  ...resourceRoutes(launchTemplateShape, '/development/launch-template', {
    modules: [M.LAUNCH_TEMPLATE],
    view: false,
    titles: { list: 'Launch template', create: 'New launch task', edit: 'Edit launch task' },
  }),
  ...resourceRoutes(disclosureShape, '/development/disclosures', {
    modules: [M.DISCLOSURES],
    titles: { list: 'Disclosure documents', create: 'Upload a disclosure document', edit: 'Disclosure document' },
  }),
];
