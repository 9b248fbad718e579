import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * The SOP library: head office (the academic coordinators; super admins pass every check) writes folders,
 * documents and sections and says which roles read them; a centre's staff read what their roles may and
 * acknowledge it; a centre's heads also see who at their centre has not. CCTV documents are the centre's:
 * its heads upload them, head office sees every centre's.
 */
export const sopAccess = defineModuleAccess({
  modules: ['sop', 'manageSop', 'cctvDocUpload'],
  grants: {
    ACADEMIC_COORDINATOR: [
      ['sop', 'any'],
      ['manageSop', 'any'],
      ['cctvDocUpload', 'any'],
    ],
    FRANCHISEE_USER_1: [
      ['sop', 'any'],
      ['manageSop', 'GET'],
      ['cctvDocUpload', 'any'],
    ],
    COCO_USER_1: [
      ['sop', 'any'],
      ['manageSop', 'GET'],
      ['cctvDocUpload', 'any'],
    ],
    Councellor: [['sop', 'any']],
    TEACHER: [['sop', 'any']],
  },
  menu: [
    {
      name: 'sop-home',
      label: 'SOP library',
      path: '/sop/sop-home',
      group: 'Academics',
      modules: ['sop'],
      roles: ['ACADEMIC_COORDINATOR', ...CENTRE_ROLES, 'Councellor', 'TEACHER'],
    },
    {
      name: 'sop-manage',
      label: 'Manage SOPs',
      path: '/sop/manage-sops',
      group: 'Academics',
      modules: ['manageSop'],
      roles: ['ACADEMIC_COORDINATOR', ...CENTRE_ROLES],
      readOnlyFor: [...CENTRE_ROLES],
    },
    {
      name: 'sop-roles',
      label: 'SOP roles',
      path: '/sop/add-roles',
      group: 'Academics',
      modules: ['manageSop'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'cctv-documents',
      label: 'CCTV documents',
      path: '/cctvDocUpload/cctvDocUpload',
      group: 'Academics',
      modules: ['cctvDocUpload'],
      roles: ['ACADEMIC_COORDINATOR', ...CENTRE_ROLES],
    },
  ],
});
