import type { ModuleRouteSet } from '@portal/ui/routing';

/** Students, classes and attendance: route declarations load with the first visit to one of these segments. */
export const studentRouteSet: ModuleRouteSet = {
  name: 'students',
  segments: ['students', 'class', 'class-group', 'attendance', 'student-promotion', 'mother-toddler-program'],
  load: () => import('./routes.ts').then((m) => m.studentRoutes),
};
