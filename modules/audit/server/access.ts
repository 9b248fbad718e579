import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * Audits: head office (the academic coordinators; super admins pass every check) keeps the checklist and
 * audits any centre. A centre's heads read their own audits and scores and close what their audits
 * found; teachers read their centre's audits.
 */
export const auditAccess = defineModuleAccess({
  modules: ['CenterHeadAudit', 'TeacherAuditView', 'GeneralAudit'],
  grants: {
    ACADEMIC_COORDINATOR: [
      ['CenterHeadAudit', 'any'],
      ['TeacherAuditView', 'any'],
      ['GeneralAudit', 'any'],
    ],
    FRANCHISEE_USER_1: [
      ['CenterHeadAudit', 'GET'],
      ['TeacherAuditView', 'any'],
      ['GeneralAudit', 'GET'],
    ],
    COCO_USER_1: [
      ['CenterHeadAudit', 'GET'],
      ['TeacherAuditView', 'any'],
      ['GeneralAudit', 'GET'],
    ],
    TEACHER: [['TeacherAuditView', 'GET']],
  },
  menu: [
    {
      name: 'audit-list',
      label: 'Audits',
      path: '/audit/list',
      group: 'Academics',
      modules: ['CenterHeadAudit'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'audit-drafts',
      label: 'Audit drafts',
      path: '/audit/auditDrafts',
      group: 'Academics',
      modules: ['CenterHeadAudit'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'audit-centres',
      label: 'Centre audits',
      path: '/audit/centerList',
      group: 'Academics',
      modules: ['CenterHeadAudit'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'audit-scores',
      label: 'Audit scores',
      path: '/audit/auditScores',
      group: 'Academics',
      modules: ['CenterHeadAudit'],
      roles: ['ACADEMIC_COORDINATOR', ...CENTRE_ROLES],
      readOnlyFor: [...CENTRE_ROLES],
    },
    {
      name: 'audit-categories',
      label: 'Audit categories',
      path: '/audit/categories/list',
      group: 'Academics',
      modules: ['CenterHeadAudit'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'audit-corrective',
      label: 'Corrective loop',
      path: '/audit/corrective',
      group: 'Academics',
      modules: ['CenterHeadAudit'],
      roles: ['ACADEMIC_COORDINATOR', ...CENTRE_ROLES],
      readOnlyFor: [...CENTRE_ROLES],
    },
    {
      name: 'general-audits',
      label: 'General audits',
      path: '/general-audit/generalAudits/all',
      group: 'Academics',
      modules: ['GeneralAudit'],
      roles: ['ACADEMIC_COORDINATOR', ...CENTRE_ROLES],
      readOnlyFor: [...CENTRE_ROLES],
    },
    {
      name: 'general-audit-types',
      label: 'General audit types',
      path: '/general-audit/audit-type-list',
      group: 'Academics',
      modules: ['GeneralAudit'],
      roles: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'my-audit',
      label: 'My audits',
      path: '/my-audit/list',
      group: 'Academics',
      modules: ['TeacherAuditView'],
      roles: [...CENTRE_ROLES, 'TEACHER'],
      readOnlyFor: ['TEACHER'],
    },
  ],
});
