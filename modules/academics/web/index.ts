import type { ModuleRouteSet } from '@portal/ui/routing';

/** Academics (spec: grade-book/*, terms/*, class/viewHomework, class/reviewHomework, attendance/*Homework*). */
export const academicsRouteSet: ModuleRouteSet = {
  name: 'academics',
  segments: ['grade-book', 'terms', 'class', 'attendance', 'generaldiary', 'subjectdiary', 'classWork', 'class-diary'],
  load: () => import('./routes.ts').then((m) => m.academicsRoutes),
};
