import { defineServerModule, resourceRoutes } from '@portal/kit';
import { classGroupResource, sectionResource, studentAdmissionResource, studentResource } from './resources.ts';
import { studentRoutes } from './routes.ts';
import { studentsAccess } from './access.ts';
import { serveAttendanceFigures } from './attendance-figures.service.ts';
import { schedulePromotionSweep } from './begun-promotions.service.ts';

export * from './schema.ts';
export * from './resources.ts';
export { admitStudent, type AdmitInput } from './admit-student.service.ts';
export {
  admissionInfo,
  admissionsOfChild,
  yearsOfChild,
  type AdmissionInfo,
  type YearOfChild,
} from './admission-info.service.ts';
export { payerOfAdmission } from './payer.service.ts';
export { siblingAdmissions, type SiblingAdmission } from './siblings.service.ts';
export { studentList } from './student-list.service.ts';
export { activeChildIdsByClass, activeChildren, type ChildSummary, type ChildrenQuery } from './children.service.ts';
export { inTheYearsClass } from './on-roll.ts';
export { promotionSweepJob, followBegunPromotions } from './begun-promotions.service.ts';
export { carryOnPromotion, type PromotionCarry } from './promotion-carry.service.ts';
/** A centre's sections and the seats its admissions take: the waitlist's capacity reads them. */
export { admittedEnquiries, centreSections, seatsTaken } from './seats.service.ts';
export { markPresent } from './attendance.service.ts';
export { arrivalsMarked, presentOnArrivalCtes, refuseDaysOff, refuseUnmarked } from './arrival-marks.service.ts';
export {
  attendanceFigures,
  attendanceOfChildren,
  attendanceOfScope,
  type AttendanceFigures,
} from './attendance-figures.service.ts';
export { attendanceByMonth, markedChildren, marksCountSql, marksOfDay } from './attendance-marks.service.ts';
export {
  useWorkingDayCalendar,
  workingDates,
  workingDatesOf,
  type WorkingDates,
  type WorkingDatesOf,
} from './working-days.ts';

export const studentsModule = defineServerModule({
  name: 'students',
  access: studentsAccess,
  // The nightly run moving a promoted child's family accounts and records to the new admission
  // (begun-promotions.service.ts).
  seed: (db) => schedulePromotionSweep(db),
  register(app) {
    serveAttendanceFigures();
    studentRoutes(app);
    for (const res of [sectionResource, classGroupResource, studentResource, studentAdmissionResource])
      resourceRoutes(app, res);
  },
});
