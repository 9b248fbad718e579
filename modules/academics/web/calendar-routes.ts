import { resourceRoutes, type PortalRoute } from '@portal/ui/routing';
import { academicCalendarShape, healthRemarkShape } from '../shared/resources.ts';
import { CALENDAR_MODULES as M } from '../shared/calendar.ts';
import { HEALTH_MODULE } from '../shared/health.ts';

/** The academic calendar, health remarks, the parent's dashboard and calendar, the parents' app status. */
export const calendarRoutes: PortalRoute[] = [
  ...resourceRoutes(academicCalendarShape, '/academic-calender', {
    modules: [M.CALENDAR],
    list: 'list',
    create: 'creation',
    edit: 'update/:academicCalendarID',
    view: false,
    screens: {
      list: () => import('./screens/calendar/CalendarListScreen.tsx'),
      edit: () => import('./screens/calendar/CalendarEditScreen.tsx'),
    },
    titles: { list: 'Academic calendars', create: 'New academic calendar', edit: 'Academic calendar' },
  }),
  ...resourceRoutes(healthRemarkShape, '/health-remark', {
    modules: [HEALTH_MODULE],
    list: 'view',
    create: 'add',
    edit: 'edit/:id',
    view: false,
    titles: { list: 'Health remarks', create: 'Add a health remark', edit: 'Health remark' },
  }),
  {
    path: '/ie-app-status/parentsStatusReport',
    title: 'Parents’ app status',
    screen: () => import('./screens/calendar/ParentsStatusScreen.tsx'),
    guard: { modules: [M.STUDENT] },
  },
  {
    path: '/student/dashboard',
    title: 'My child',
    screen: () => import('./screens/StudentDashboardScreen.tsx'),
    guard: { modules: [M.DASHBOARD] },
  },
  {
    path: '/student/calendar/:studentAdmissionId',
    title: 'Calendar',
    screen: () => import('./screens/calendar/StudentCalendarScreen.tsx'),
    guard: { modules: [M.STUDENT_CALENDAR] },
  },
];
