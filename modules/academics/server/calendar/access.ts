import { CENTRE_ROLES, defineModuleAccess, type ModuleAccess } from '@portal/core';

const STAFF = [...CENTRE_ROLES, 'TEACHER'] as const;

/**
 * The academic calendar, health remarks, the parent's calendar and dashboard, and the parents' app
 * status: centre staff keep calendars and health remarks (teachers read them, for the allergy badges);
 * a parent reads their own child's dashboard, calendar and health remarks.
 */
export const calendarAccess = defineModuleAccess({
  modules: ['academicCalendar', 'studentCalender', 'StudentHealthRemark', 'StudentDashboard'],
  uses: ['student'],
  grants: {
    FRANCHISEE_USER_1: [
      ['academicCalendar', 'any'],
      ['StudentHealthRemark', 'any'],
    ],
    COCO_USER_1: [
      ['academicCalendar', 'any'],
      ['StudentHealthRemark', 'any'],
    ],
    TEACHER: [
      ['academicCalendar', 'GET'],
      ['StudentHealthRemark', 'GET'],
    ],
    PARENT: [
      ['studentCalender', 'GET'],
      ['StudentDashboard', 'GET'],
      ['StudentHealthRemark', 'GET'],
    ],
  },
  menu: [
    {
      name: 'academic-calendar',
      label: 'Academic calendar',
      path: '/academic-calender/list',
      group: 'Academics',
      modules: ['academicCalendar'],
      roles: [...STAFF],
      readOnlyFor: ['TEACHER'],
    },
    {
      name: 'health-remarks',
      label: 'Health remarks',
      path: '/health-remark/view',
      group: 'Academics',
      modules: ['StudentHealthRemark'],
      roles: [...STAFF],
      readOnlyFor: ['TEACHER'],
    },
    {
      name: 'parents-app-status',
      label: 'Parents’ app status',
      path: '/ie-app-status/parentsStatusReport',
      group: 'Academics',
      modules: ['student'],
      roles: [...CENTRE_ROLES],
    },
    {
      name: 'child-dashboard',
      label: 'My child',
      path: '/student/dashboard',
      group: 'Academics',
      modules: ['StudentDashboard'],
      roles: ['PARENT'],
    },
    {
      name: 'child-calendar',
      daily: { PARENT: 8 },
      label: 'Calendar',
      path: '/student/calendar/{studentAdmissionId}',
      group: 'Academics',
      modules: ['studentCalender'],
      roles: ['PARENT'],
      studentFacing: true,
    },
  ],
});

/** One module's manifest with another's added (academics owns both). */
export function withCalendarAccess<M extends string>(access: ModuleAccess<M>): ModuleAccess {
  const grants: Record<string, readonly (readonly [string, string])[]> = { ...access.grants };
  for (const [role, list] of Object.entries(calendarAccess.grants))
    grants[role] = [...(grants[role] ?? []), ...(list ?? [])];
  return {
    modules: [...access.modules, ...calendarAccess.modules],
    endPoints: [...access.endPoints, ...calendarAccess.endPoints],
    roles: [...access.roles, ...calendarAccess.roles],
    grants: grants,
    menu: [...access.menu, ...calendarAccess.menu],
    uses: [...access.uses, ...calendarAccess.uses],
  };
}
