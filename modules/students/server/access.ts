import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * The students module's access: students, class groups, attendance, promotion and a parent's own child's
 * pages (studentAnnouncements until the communication module brings announcements).
 */
export const studentsAccess = defineModuleAccess({
  modules: ['student', 'studentPromotionView', 'classGroup', 'Attendance', 'studentAttendance', 'studentAnnouncements'],
  grants: {
    FRANCHISEE_USER_1: [
      ['student', 'any'],
      ['studentPromotionView', 'any'],
      ['classGroup', 'GET'],
      ['Attendance', 'any'],
    ],
    COCO_USER_1: [
      ['student', 'any'],
      ['studentPromotionView', 'any'],
      ['classGroup', 'GET'],
      ['Attendance', 'any'],
    ],
    TEACHER: [
      ['student', 'GET'],
      ['Attendance', 'any'],
    ],
    PARENT: [
      ['studentAttendance', 'GET'],
      ['studentAnnouncements', 'GET'],
    ],
  },
  menu: [
    {
      name: 'students',
      label: 'Students',
      path: '/students/details/page/1',
      group: 'Academics',
      modules: ['student'],
      roles: [...CENTRE_ROLES, 'TEACHER'],
      readOnlyFor: ['TEACHER'],
    },
    {
      name: 'classes',
      label: 'Classes and sections',
      path: '/class/details',
      group: 'Academics',
      modules: ['student'],
      roles: [...CENTRE_ROLES, 'TEACHER'],
      readOnlyFor: ['TEACHER'],
    },
    {
      name: 'class-groups',
      label: 'Class groups',
      path: '/class-group/list',
      group: 'Academics',
      modules: ['classGroup'],
      roles: [...CENTRE_ROLES],
      readOnlyFor: [...CENTRE_ROLES],
    },
    {
      name: 'give-attendance',
      daily: { TEACHER: 2 },
      label: 'Attendance',
      path: '/attendance/give-attendance',
      group: 'Academics',
      modules: ['Attendance'],
      roles: [...CENTRE_ROLES, 'TEACHER'],
    },
    {
      name: 'student-promotion',
      label: 'Promotion',
      path: '/student-promotion/list',
      group: 'Academics',
      modules: ['studentPromotionView'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'child-attendance',
      label: 'Attendance',
      path: '/attendance/report/{studentId}',
      group: 'Academics',
      modules: ['studentAttendance'],
      roles: ['PARENT'],
      studentFacing: true,
    },
    {
      name: 'mother-toddler',
      label: 'Mother toddler programme',
      path: '/mother-toddler-program/view-onboarded-student',
      group: 'Academics',
      modules: ['student'],
      roles: [...CENTRE_ROLES],
    },
  ],
});
