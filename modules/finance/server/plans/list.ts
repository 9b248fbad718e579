import { eq } from 'drizzle-orm';
import { defineView } from '@portal/kit';
import { childFeeAudience } from '../audience.ts';
import { feePlans, studentFeePlans } from '../schema.ts';
import { studentFeePlansViewShape } from '../../shared/views.ts';

/** Plans assigned to students (ledger/student-list), inside the user's fence, newest first. */
export const studentPlanView = defineView({
  ...studentFeePlansViewShape,
  from: studentFeePlans,
  joins: [{ table: feePlans, on: eq(feePlans.id, studentFeePlans.planId) }],
  columns: {
    id: studentFeePlans.id,
    franchiseeId: studentFeePlans.franchiseeId,
    studentAdmissionId: studentFeePlans.studentAdmissionId,
    studentName: { column: studentFeePlans.studentName, label: 'Student' },
    planName: { column: feePlans.name, label: 'Plan' },
    totalPaise: { column: studentFeePlans.totalPaise, label: 'Total' },
    concessionPaise: { column: studentFeePlans.concessionPaise, label: 'Concession' },
    referenceId: { column: studentFeePlans.referenceId, label: 'Reference' },
    status: { column: studentFeePlans.status, label: 'Status' },
    createdAt: { column: studentFeePlans.createdAt, label: 'Assigned on' },
  },
  franchiseeColumn: studentFeePlans.franchiseeId,
  audience: childFeeAudience,
  search: { columns: [studentFeePlans.studentName], exact: [studentFeePlans.referenceId] },
  defaultSort: [{ column: studentFeePlans.id, dir: 'desc' }],
});
