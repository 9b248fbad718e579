import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { STAFF_MODULES as S } from '../shared/index.ts';
import { logBookShape, staffAttendanceShape, staffLeaveShape, staffShape } from '../shared/resources.ts';

const selfService = () => import('./screens/SelfServiceCreateScreen.tsx');
const attendanceModules = [S.TEACHER_ATTENDANCE, S.CENTRE_HEAD_ATTENDANCE];

/** Staff (spec: staff/*) and the teacher log book (log-book/*). */
export const staffRoutes: PortalRoute[] = [
  {
    path: '/staff/dashboard',
    title: 'Staff dashboard',
    screen: () => import('./screens/StaffDashboardScreen.tsx'),
    guard: { modules: [S.DASHBOARD] },
  },
  {
    path: '/staff/home',
    title: 'My attendance and leave',
    screen: () => import('./screens/StaffHomeScreen.tsx'),
    guard: { modules: [S.TEACHER_ATTENDANCE] },
  },
  // New staff and their approval open in place on the list (the spec names no create or view path).
  ...resourceRoutes(staffShape, '/staff', {
    modules: [S.STAFF],
    list: 'details',
    create: false,
    edit: 'edit/:staffId',
    view: false,
    screens: { list: () => import('./screens/StaffDetailsScreen.tsx') },
    titles: { list: 'Staff' },
  }),
  {
    path: '/staff/documents/upload',
    reachedFrom: '/staff/dashboard',
    title: 'Staff documents',
    screen: () => import('./screens/StaffDocumentsScreen.tsx'),
    guard: { modules: [S.STAFF] },
  },
  ...resourceRoutes(staffAttendanceShape, '/staff', {
    modules: attendanceModules,
    list: 'staffAttendance',
    create: 'applyAttendance',
    edit: false,
    view: 'attendanceView/:id',
    screens: { create: selfService },
    titles: { list: 'Staff attendance', create: 'Apply attendance', view: 'Attendance' },
  }),
  {
    path: '/staff/teacherAttendance',
    title: 'Teacher attendance',
    screen: () => import('./screens/TeacherAttendanceScreen.tsx'),
    guard: { modules: [S.CENTRE_HEAD_ATTENDANCE] },
  },
  ...resourceRoutes(staffLeaveShape, '/staff', {
    reachedFrom: '/staff/dashboard',
    modules: attendanceModules,
    list: false,
    create: 'applyLeave',
    edit: false,
    view: 'leaveView/:id',
    screens: { create: selfService },
    titles: { list: 'Leave applications', create: 'Apply leave', view: 'Leave application' },
  }),
  {
    path: '/staff/leaveReport',
    title: 'Leave report',
    screen: () => import('./screens/LeaveReportScreen.tsx'),
    guard: { modules: [S.CENTRE_HEAD_ATTENDANCE] },
  },
  ...resourceRoutes(logBookShape, '/log-book', {
    modules: [S.LOG_BOOK],
    list: 'log-book-lists',
    create: 'create-log-book',
    edit: 'edit-log-book/:logBookID',
    view: 'view-log-book/:logBookID',
    screens: { create: selfService },
    titles: { list: 'Log book', create: 'New log book entry' },
    // A row opens its teacher's whole log book; the header reaches the topics the entries are filed under.
    rowLinks: [
      { label: 'Teacher’s log book', path: '/log-book/view-book-log/:teacherID', from: { teacherID: 'staffId' } },
    ],
    listLinks: {
      label: 'Log book set-up',
      links: [{ label: 'Log book topics', path: '/log-book/topics-list', modules: [S.LOG_BOOK] }],
    },
  }),
  {
    path: '/log-book/topics-list',
    reachedFrom: '/log-book/log-book-lists',
    title: 'Log book topics',
    screen: () => import('./screens/LogBookTopicsScreen.tsx'),
    guard: { modules: [S.LOG_BOOK] },
  },
  {
    path: '/log-book/view-book-log/:teacherID',
    reachedFrom: '/log-book/log-book-lists',
    title: "Teacher's log book",
    screen: () => import('./screens/TeacherLogBookScreen.tsx'),
    guard: { modules: [S.LOG_BOOK] },
  },
];
