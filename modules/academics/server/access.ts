import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

const STAFF = [...CENTRE_ROLES, 'TEACHER'] as const;

/**
 * Academics: head office keeps terms, skills and grade scales; centre staff and teachers enter grades
 * and remarks, publish report cards and set homework; a parent reads their own child's published report
 * card and homework, and submits homework (studentHomework).
 */
export const academicsAccess = defineModuleAccess({
  modules: [
    'Terms',
    'Skills',
    'GradeEntry',
    'TeacherRemark',
    'reportPublishSetting',
    'studentReport',
    'TeacherHomework',
    'studentHomework',
  ],
  grants: {
    FRANCHISEE_USER_1: [
      ['Terms', 'GET'],
      ['Skills', 'GET'],
      ['GradeEntry', 'any'],
      ['TeacherRemark', 'any'],
      ['reportPublishSetting', 'any'],
      ['studentReport', 'GET'],
      ['TeacherHomework', 'any'],
      ['studentHomework', 'GET'],
    ],
    COCO_USER_1: [
      ['Terms', 'GET'],
      ['Skills', 'GET'],
      ['GradeEntry', 'any'],
      ['TeacherRemark', 'any'],
      ['reportPublishSetting', 'any'],
      ['studentReport', 'GET'],
      ['TeacherHomework', 'any'],
      ['studentHomework', 'GET'],
    ],
    TEACHER: [
      ['Terms', 'GET'],
      ['Skills', 'GET'],
      ['GradeEntry', 'any'],
      ['TeacherRemark', 'any'],
      ['reportPublishSetting', 'any'],
      ['studentReport', 'GET'],
      ['TeacherHomework', 'any'],
      ['studentHomework', 'GET'],
    ],
    ACADEMIC_COORDINATOR: [
      ['Terms', 'any'],
      ['Skills', 'any'],
    ],
    PARENT: [
      ['studentReport', 'GET'],
      ['studentHomework', 'any'],
    ],
  },
  menu: [
    {
      name: 'grade-book-skills',
      label: 'Skills',
      path: '/grade-book/skills/list',
      group: 'Academics',
      modules: ['Skills'],
      roles: [...STAFF, 'ACADEMIC_COORDINATOR'],
      readOnlyFor: [...STAFF],
    },
    {
      name: 'terms',
      label: 'Terms',
      path: '/terms/term-details',
      group: 'Academics',
      modules: ['Terms'],
      roles: [...STAFF, 'ACADEMIC_COORDINATOR'],
      readOnlyFor: [...STAFF],
    },
    {
      name: 'grade-entry',
      label: 'Grade entry',
      path: '/grade-book/skills/grade-entry',
      group: 'Academics',
      modules: ['GradeEntry'],
      roles: [...STAFF],
    },
    {
      name: 'class-teacher-remark',
      label: 'Class-teacher remarks',
      path: '/grade-book/skills/class-teacher-remark',
      group: 'Academics',
      modules: ['TeacherRemark'],
      roles: [...STAFF],
    },
    {
      name: 'report-publish',
      label: 'Report publishing',
      path: '/grade-book/skills/report-publish',
      group: 'Academics',
      modules: ['reportPublishSetting'],
      roles: [...STAFF],
    },
    {
      name: 'homework',
      label: 'Homework',
      path: '/class/viewHomework',
      group: 'Academics',
      modules: ['TeacherHomework'],
      roles: [...STAFF],
    },
    {
      name: 'child-report-card',
      label: 'Report card',
      path: '/grade-book/skills/final-report/{studentAdmissionId}',
      group: 'Academics',
      modules: ['studentReport'],
      roles: ['PARENT'],
      studentFacing: true,
    },
    {
      name: 'child-homework',
      label: 'Homework',
      path: '/attendance/uploadHomework',
      group: 'Academics',
      modules: ['studentHomework'],
      roles: ['PARENT'],
    },
  ],
});
