import type { FigureDeclaration } from '@portal/core';
import { showsFigure } from '@portal/kit';
import { FEES_BILLED, FEES_OUTSTANDING } from '@portal/mod-finance/shared';
import { ATTENDANCE_PERCENT, ATTENDANCE_PRESENT } from '@portal/mod-students/shared';
import type { StudentDashboard } from '../../shared/calendar.ts';

/** The child's dashboard (the parent's): this month's attendance to today, and the child's money. */
function onStudentDashboard(figure: FigureDeclaration, pick: (d: StudentDashboard) => number | null) {
  showsFigure<StudentDashboard>({
    figure,
    shownOn: 'Student dashboard',
    reader: 'parent',
    scopes: ['child'],
    url: (s) => `/api/student/dashboard/${s.studentAdmissionId}`,
    read: (answer) => ({ value: pick(answer) }),
  });
}

export function showStudentDashboardFigures() {
  onStudentDashboard(ATTENDANCE_PERCENT, (d) => d.attendance.percent);
  onStudentDashboard(ATTENDANCE_PRESENT, (d) => d.attendance.present);
  onStudentDashboard(FEES_OUTSTANDING, (d) => d.fees.outstandingPaise);
  onStudentDashboard(FEES_BILLED, (d) => d.fees.billedPaise);
}
