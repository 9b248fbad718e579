import type { ModuleRouteSet } from '@portal/ui/routing';

/** Academics (spec: grade-book/*, terms/*, class/viewHomework, class/reviewHomework, attendance/*Homework*). */
export const academicsRouteSet: ModuleRouteSet = {
  name: 'academics',
  segments: [
    'grade-book',
    'terms',
    'class',
    'attendance',
    'academic-calender',
    'health-remark',
    'ie-app-status',
    'student',
    'generaldiary',
    'subjectdiary',
    'classWork',
    'class-diary',
  ],
  load: () =>
    Promise.all([import('./routes.ts'), import('./calendar-routes.ts')]).then(([a, c]) => [
      ...a.academicsRoutes,
      ...c.calendarRoutes,
    ]),
};
