import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineView, viewFilter } from '@portal/kit';
import { FEE_DESK } from '../audience.ts';
import { concessionTypes, studentConcessions, studentFeePlans } from '../schema.ts';
import { feeConcessionsViewShape } from '../../shared/views.ts';

/** Concessions asked for on students' plans, inside the user's fence, newest first. */
export const concessionView = defineView({
  ...feeConcessionsViewShape,
  from: studentConcessions,
  joins: [
    { table: studentFeePlans, on: eq(studentFeePlans.id, studentConcessions.studentFeePlanId) },
    { table: concessionTypes, on: eq(concessionTypes.id, studentConcessions.concessionTypeId) },
  ],
  columns: {
    id: studentConcessions.id,
    franchiseeId: studentConcessions.franchiseeId,
    studentFeePlanId: studentConcessions.studentFeePlanId,
    studentName: { column: studentFeePlans.studentName, label: 'Student' },
    studentAdmissionId: studentFeePlans.studentAdmissionId,
    concessionType: { column: concessionTypes.name, label: 'Concession' },
    reason: { column: studentConcessions.reason, label: 'Reason' },
    amountPaise: { column: studentConcessions.amountPaise, label: 'Amount' },
    status: { column: studentConcessions.status, label: 'Status' },
    remarks: { column: studentConcessions.remarks, label: 'Remarks' },
    createdAt: { column: studentConcessions.createdAt, label: 'Asked on' },
  },
  franchiseeColumn: studentConcessions.franchiseeId,
  // Concessions are the fee desk's to ask and approve; a family reads theirs on the fee account.
  audience: { everyRow: FEE_DESK },
  filters: {
    status: viewFilter(
      z.enum(['PENDING', 'APPROVED', 'REJECTED'], { error: 'Status must be PENDING, APPROVED or REJECTED' }),
      (v) => eq(studentConcessions.status, v),
    ),
  },
  defaultSort: [{ column: studentConcessions.id, dir: 'desc' }],
});
