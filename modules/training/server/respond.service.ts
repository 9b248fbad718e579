import { and, eq } from 'drizzle-orm';
import {
  actingUser,
  audit,
  conflict,
  forbidden,
  inTransaction,
  notFound,
  parseInput,
  requireAccess,
  type RequestContext,
} from '@portal/kit';
import { TRAINING_MODULES } from '../shared/index.ts';
import { trainingEnrollments, trainings } from './schema.ts';
import { invitationResponseInput } from '../shared/inputs.ts';
import { enrollmentSubject } from './attendance.service.ts';

/** A teacher accepts or declines their own invitation (spec: update-response). */
export async function respondToInvitation(ctx: RequestContext, trainingId: number, raw: unknown) {
  requireAccess(ctx, TRAINING_MODULES.TEACHER_TRAINING, 'PUT');
  const input = parseInput(invitationResponseInput, raw);
  if (input.teacherUserID !== actingUser(ctx).id) throw forbidden('You can only answer your own invitation');
  return inTransaction(ctx, async (ctx) => {
    const [row] = await ctx.db
      .select({
        id: trainingEnrollments.id,
        response: trainingEnrollments.response,
        status: trainings.status,
        franchiseeId: trainingEnrollments.franchiseeId,
      })
      .from(trainingEnrollments)
      .innerJoin(trainings, eq(trainings.id, trainingEnrollments.trainingId))
      .where(
        and(eq(trainingEnrollments.trainingId, trainingId), eq(trainingEnrollments.teacherUserId, input.teacherUserID)),
      )
      .for('update', { of: trainingEnrollments });
    if (!row) throw notFound('Invitation');
    if (row.status === 'CANCELLED' || row.status === 'COMPLETED') throw conflict(`The training is ${row.status}`);
    await ctx.db
      .update(trainingEnrollments)
      .set({ response: input.response, respondedAt: new Date(), updatedAt: new Date() })
      .where(eq(trainingEnrollments.id, row.id));
    await audit(ctx, {
      resource: enrollmentSubject,
      recordId: row.id,
      action: 'respond',
      franchiseeId: row.franchiseeId,
      changes: { response: [row.response, input.response] },
    });
    return { teacherUserID: input.teacherUserID, response: input.response };
  });
}
