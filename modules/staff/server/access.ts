import { CENTRE_ROLES, defineModuleAccess } from '@portal/core';

/**
 * The staff module's access: staff records, attendance and leave, the log book.
 */
export const staffAccess = defineModuleAccess({
  modules: ['Staff', 'staffDashboard', 'TeacherAttendance', 'CenterHeadAttendance', 'teacherLogbook'],
  grants: {
    FRANCHISEE_USER_1: [
      ['Staff', 'any'],
      ['staffDashboard', 'GET'],
      ['TeacherAttendance', 'any'],
      ['CenterHeadAttendance', 'any'],
      ['teacherLogbook', 'any'],
    ],
    COCO_USER_1: [
      ['Staff', 'any'],
      ['staffDashboard', 'GET'],
      ['TeacherAttendance', 'any'],
      ['CenterHeadAttendance', 'any'],
      ['teacherLogbook', 'any'],
    ],
    Councellor: [['TeacherAttendance', 'any']],
    TEACHER: [
      ['Staff', 'GET'],
      ['TeacherAttendance', 'any'],
      ['teacherLogbook', 'any'],
    ],
    ACADEMIC_COORDINATOR: [
      ['Staff', 'GET'],
      ['staffDashboard', 'GET'],
      ['teacherLogbook', 'any'],
    ],
  },
  menu: [
    {
      name: 'staff-dashboard',
      label: 'Staff dashboard',
      path: '/staff/dashboard',
      group: 'Academics',
      modules: ['staffDashboard'],
      roles: [...CENTRE_ROLES, 'ACADEMIC_COORDINATOR'],
    },
    {
      name: 'staff-details',
      label: 'Staff',
      path: '/staff/details',
      group: 'Academics',
      modules: ['Staff'],
      roles: [...CENTRE_ROLES, 'ACADEMIC_COORDINATOR'],
      readOnlyFor: ['ACADEMIC_COORDINATOR'],
    },
    {
      name: 'staff-attendance',
      label: 'Staff attendance',
      path: '/staff/staffAttendance',
      group: 'Academics',
      modules: ['CenterHeadAttendance'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'teacher-attendance',
      label: 'Teacher attendance',
      path: '/staff/teacherAttendance',
      group: 'Academics',
      modules: ['CenterHeadAttendance'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'leave-report',
      label: 'Leave report',
      path: '/staff/leaveReport',
      group: 'Academics',
      modules: ['CenterHeadAttendance'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'my-staff-home',
      daily: { TEACHER: 11 },
      label: 'My attendance and leave',
      path: '/staff/home',
      group: 'Academics',
      modules: ['TeacherAttendance'],
      roles: ['TEACHER', 'Councellor'],
    },
    {
      name: 'log-book',
      label: 'Log book',
      path: '/log-book/log-book-lists',
      group: 'Academics',
      modules: ['teacherLogbook'],
      roles: ['TEACHER', 'FRANCHISEE_USER_1', 'COCO_USER_1', 'ACADEMIC_COORDINATOR'],
    },
  ],
});
