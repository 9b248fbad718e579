import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { SOP_MODULES as M } from '../shared/constants.ts';
import { cctvDocumentShape } from '../shared/resources.ts';

/** The SOP library (spec: sop/*) and CCTV documents (cctvDocUpload/*). */
export const sopRoutes: PortalRoute[] = [
  {
    path: '/sop/sop-home',
    title: 'SOP library',
    screen: () => import('./screens/SopHomeScreen.tsx'),
    guard: { modules: [M.READ] },
  },
  {
    path: '/sop/folder/:folderId',
    reachedFrom: '/sop/sop-home',
    title: 'SOP folder',
    screen: () => import('./screens/FolderScreen.tsx'),
    guard: { modules: [M.READ] },
  },
  {
    path: '/sop/manage-sops',
    title: 'Manage SOPs',
    screen: () => import('./screens/ManageSopsScreen.tsx'),
    guard: { modules: [M.MANAGE] },
  },
  {
    path: '/sop/add-roles',
    title: 'SOP roles',
    screen: () => import('./screens/AddRolesScreen.tsx'),
    guard: { modules: [M.MANAGE], write: true },
  },
  {
    path: '/sop/edit-section/:id',
    reachedFrom: '/sop/manage-sops',
    title: 'Edit section',
    screen: () => import('./screens/EditSectionScreen.tsx'),
    guard: { modules: [M.MANAGE], write: true },
  },
  ...resourceRoutes(cctvDocumentShape, '/cctvDocUpload', {
    modules: [M.CCTV],
    list: 'cctvDocUpload',
    create: 'new',
    edit: 'edit/:cctvDocId',
    view: false,
    screens: { list: () => import('./screens/CctvScreen.tsx') },
    titles: { list: 'CCTV documents', create: 'Upload a CCTV document', edit: 'CCTV document' },
  }),
];
