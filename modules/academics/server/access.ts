import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

const STAFF = [...CENTRE_ROLES, 'TEACHER'] as const;

/** What a centre's heads and its teachers hold alike in the classroom (who teaches which class differs). */
const CLASSROOM = [
  ['Terms', 'GET'],
  ['Skills', 'GET'],
  ['GradeEntry', 'any'],
  ['TeacherRemark', 'any'],
  ['reportPublishSetting', 'GET'],
  ['studentReport', 'GET'],
  ['TeacherHomework', 'any'],
  ['studentHomework', 'GET'],
  ['generalDiary', 'any'],
  ['subjectDiary', 'any'],
  ['classWork', 'any'],
  ['classDiary', 'GET'],
] as const;

/**
 * Academics: head office keeps terms, skills and grade scales; centre staff and teachers enter grades
 * and remarks and set homework, and the centre head publishes report cards; a parent reads their own
 * child's published report card and homework, and submits homework (studentHomework).
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
    'generalDiary',
    'subjectDiary',
    'classWork',
    'classDiary',
    'ClassTeachers',
  ],
  grants: {
    // Opening a term's report cards to parents is the centre head's decision; teachers read the settings.
    FRANCHISEE_USER_1: [...CLASSROOM, ['ClassTeachers', 'any'], ['reportPublishSetting', 'any']],
    COCO_USER_1: [...CLASSROOM, ['ClassTeachers', 'any'], ['reportPublishSetting', 'any']],
    TEACHER: [...CLASSROOM, ['ClassTeachers', 'GET']],
    ACADEMIC_COORDINATOR: [
      ['Terms', 'any'],
      ['Skills', 'any'],
    ],
    PARENT: [
      ['studentReport', 'GET'],
      ['studentHomework', 'any'],
      ['classDiary', 'GET'],
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
      daily: { TEACHER: 4 },
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
      daily: { PARENT: 4 },
      label: 'Homework',
      path: '/attendance/uploadHomework',
      group: 'Academics',
      modules: ['studentHomework'],
      roles: ['PARENT'],
    },
    {
      name: 'general-diary',
      daily: { TEACHER: 3 },
      label: 'General diary',
      path: '/generaldiary/general-diary-list',
      group: 'Academics',
      modules: ['generalDiary'],
      roles: [...STAFF],
    },
    {
      name: 'subject-diary',
      daily: { TEACHER: 6 },
      label: 'Subject diary',
      path: '/subjectdiary/subject-diary-list',
      group: 'Academics',
      modules: ['subjectDiary'],
      roles: [...STAFF],
    },
    {
      name: 'class-work',
      daily: { TEACHER: 7 },
      label: 'Class work',
      path: '/classWork/class-work-list',
      group: 'Academics',
      modules: ['classWork'],
      roles: [...STAFF],
    },
    {
      name: 'class-teachers',
      label: 'Class teachers',
      path: '/grade-book/skills/class-teachers',
      group: 'Academics',
      modules: ['ClassTeachers'],
      roles: [...STAFF],
      readOnlyFor: ['TEACHER'],
    },
    {
      name: 'child-class-diary',
      daily: { PARENT: 5 },
      label: 'Class diary',
      path: '/class-diary/view/{studentAdmissionId}',
      group: 'Academics',
      modules: ['classDiary'],
      roles: ['PARENT'],
      studentFacing: true,
    },
  ],
});
