import { defineServerModule, type FileStore } from '@portal/kit';
import { academicsAccess } from './access.ts';
import { useReportStore } from './report-job.service.ts';
import { academicRoutes } from './routes.ts';
import { seedAcademics } from './seed.ts';
import { withCalendarAccess } from './calendar/access.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { showStudentDashboardFigures } from './calendar/figure-readouts.ts';
import { seedCalendarAndHealth } from './calendar/seed.ts';
// A promoted child's health record follows it to the new admission.
import './health/carry.service.ts';
import { usePhotoStore } from './diary/photo.service.ts';
import { useWorkingDayCalendar } from '@portal/mod-students/server';
import { useClassTeaching } from '@portal/mod-communication/server';
import { classesTaught } from './diary/taught-classes.service.ts';
import { workingDatesOfCentres, workingDay, workingDaysBetween } from './calendar/working-days.service.ts';

export * from './schema.ts';
export * from './resources.ts';
export { gradesOfChildSql, homeworkOfChildSql, homeworkSetBySql, healthRemarkReads } from './reads.ts';
export { reportCardJob, REPORT_CARD_JOB } from './report-job.service.ts';

/** Academics: grade book and report cards, homework. The class's report cards are written to `store`. */
export function academicsModule({ store }: { store: FileStore }) {
  useReportStore(store);
  usePhotoStore(store);
  // Attendance (students) counts the working days this module's academic calendar declares.
  useWorkingDayCalendar(
    async (ctx, franchiseeId, from, to) =>
      from === to ? workingDay(ctx, franchiseeId, from) : (await workingDaysBetween(ctx, franchiseeId, from, to)).dates,
    workingDatesOfCentres,
  );
  // A child's gallery (communication) is open to the teachers of the child's class: this module knows who they are.
  useClassTeaching(classesTaught);
  return defineServerModule({
    name: 'academics',
    access: withCalendarAccess(academicsAccess),
    seed: async (db, ctx) => {
      await seedAcademics(db, ctx);
      await seedCalendarAndHealth(db, ctx);
    },
    register: (app) => {
      showStudentDashboardFigures();
      academicRoutes(app);
      calendarRoutes(app);
    },
  });
}
export * from './calendar/resources.ts';
export * from './health/resources.ts';
export { workingDaysBetween } from './calendar/working-days.service.ts';
export { immunisationReminderJob, sendImmunisationReminders, IMMUNISATION_JOB } from './health/reminders.service.ts';
export { setHealthClock } from './health/clock.ts';
export { dueCondition as immunisationDueCondition } from './health/health.service.ts';
export * from './diary/resources.ts';
export { teacherOfClassRule, assertTeaches, childClassTeachers, studentClassTeachers } from './diary/teacher-rule.ts';
export { classesTaught } from './diary/taught-classes.service.ts';
export { placedOnClassToday } from './diary/placed-on.service.ts';
export { pastCoversJob, removePastCovers, PAST_COVERS_JOB } from './diary/cover-sweep.service.ts';
export { classesDay } from './diary/class-day.service.ts';
export { calendarOfCentre, studentCalendar, studentDashboard } from './calendar/student.service.ts';
