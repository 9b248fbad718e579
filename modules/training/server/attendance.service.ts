import { and, eq, inArray } from 'drizzle-orm';
import {
  actingUser,
  audit,
  auditSubject,
  conflict,
  inTransaction,
  mayTouchFranchisee,
  notFound,
  parseInput,
  type RequestContext,
  requireAccess,
} from '@portal/kit';
import { hasStarted, TRAINING_MODULES } from '../shared/index.ts';
import { nowMinutes } from './clock.ts';
import { trainingEnrollments } from './schema.ts';
import { loadTraining } from './training-details.service.ts';
import { attendanceInput } from '../shared/inputs.ts';

export const enrollmentSubject = auditSubject('training-enrollments');

/** Manual attendance by whoever holds the mark-attendance permission, for the centres they see. */
export async function markAttendance(ctx: RequestContext, trainingId: number, raw: unknown) {
  requireAccess(ctx, TRAINING_MODULES.TRAINER_LED_ATTENDANCE, 'PUT');
  const { entries } = parseInput(attendanceInput, raw);
  return inTransaction(ctx, async (ctx) => {
    const training = await loadTraining(ctx, trainingId);
    if (training.status === 'CANCELLED') throw conflict('This training was cancelled');
    if (!hasStarted(training, nowMinutes())) throw conflict('Attendance can be marked once the training has started');
    const ids = entries.map((e) => e.teacherUserID);
    const rows = await ctx.db
      .select({
        id: trainingEnrollments.id,
        teacherUserId: trainingEnrollments.teacherUserId,
        franchiseeId: trainingEnrollments.franchiseeId,
        attendance: trainingEnrollments.attendance,
      })
      .from(trainingEnrollments)
      .where(and(eq(trainingEnrollments.trainingId, trainingId), inArray(trainingEnrollments.teacherUserId, ids)))
      .for('update');
    const visible = rows.filter((r) => mayTouchFranchisee(ctx, r.franchiseeId));
    if (visible.length !== new Set(ids).size) throw notFound('Registered staff member');
    for (const entry of entries) {
      const row = visible.find((r) => r.teacherUserId === entry.teacherUserID)!;
      await ctx.db
        .update(trainingEnrollments)
        .set({
          attendance: entry.attendance,
          attendanceSource: 'MANUAL',
          attendanceMarkedBy: actingUser(ctx).id,
          updatedAt: new Date(),
        })
        .where(eq(trainingEnrollments.id, row.id));
      await audit(ctx, {
        resource: enrollmentSubject,
        recordId: row.id,
        action: 'mark-attendance',
        franchiseeId: row.franchiseeId,
        changes: { attendance: [row.attendance, entry.attendance] },
      });
    }
    return { marked: entries.length };
  });
}
