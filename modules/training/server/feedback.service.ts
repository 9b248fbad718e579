import { and, eq } from 'drizzle-orm';
import {
  actingUser,
  audit,
  auditSubject,
  conflict,
  fieldError,
  forbidden,
  inTransaction,
  notFound,
  parseInput,
  requireAccess,
  type RequestContext,
} from '@portal/kit';
import { hasStarted, TRAINING_MODULES } from '../shared/index.ts';
import { nowMinutes } from './clock.ts';
import { trainingEnrollments, trainingFeedback } from './schema.ts';
import { loadTraining, trainersOf } from './training-details.service.ts';
import { feedbackInput } from '../shared/inputs.ts';

const feedbackSubject = auditSubject('training-feedback');

async function ownInvitation(ctx: RequestContext, trainingId: number) {
  const [row] = await ctx.db
    .select()
    .from(trainingEnrollments)
    .where(
      and(eq(trainingEnrollments.trainingId, trainingId), eq(trainingEnrollments.teacherUserId, actingUser(ctx).id)),
    );
  if (!row) throw notFound('Training');
  if (row.response === 'DECLINED') throw forbidden('You declined this training');
  return row;
}

/** The trainers a teacher can rate, and which of them they have rated. */
export async function feedbackForm(ctx: RequestContext, trainingId: number) {
  requireAccess(ctx, TRAINING_MODULES.TEACHER_TRAINING, 'GET');
  const training = await loadTraining(ctx, trainingId);
  await ownInvitation(ctx, trainingId);
  const given = await ctx.db
    .select({ trainerUserId: trainingFeedback.trainerUserId })
    .from(trainingFeedback)
    .where(and(eq(trainingFeedback.trainingId, trainingId), eq(trainingFeedback.teacherUserId, actingUser(ctx).id)));
  const trainers = await trainersOf(ctx, trainingId);
  return {
    training: {
      id: training.id,
      title: training.title,
      fromDate: training.fromDate,
      toDate: training.toDate,
      fromTime: training.fromTime,
      toTime: training.toTime,
      status: training.status,
    },
    trainers: trainers.map((t) => ({
      trainerUserID: t.trainerUserID,
      name: t.name,
      kind: t.kind,
      given: given.some((g) => g.trainerUserId === t.trainerUserID),
    })),
  };
}

/** One teacher's feedback on one trainer, once, after the training has begun. */
export async function shareFeedback(ctx: RequestContext, trainingId: number, raw: unknown) {
  requireAccess(ctx, TRAINING_MODULES.TEACHER_TRAINING, 'POST');
  const input = parseInput(feedbackInput, raw);
  return inTransaction(ctx, async (ctx) => {
    const training = await loadTraining(ctx, trainingId);
    const invitation = await ownInvitation(ctx, trainingId);
    if (training.status === 'CANCELLED') throw conflict('This training was cancelled');
    if (!hasStarted(training, nowMinutes())) throw conflict('Feedback opens once the training has started');
    const trainers = await trainersOf(ctx, trainingId);
    if (!trainers.some((t) => t.trainerUserID === input.trainerUserID))
      throw fieldError('trainerUserID', 'This trainer is not part of the training');
    const [row] = await ctx.db
      .insert(trainingFeedback)
      .values({
        trainingId,
        trainerUserId: input.trainerUserID,
        teacherUserId: actingUser(ctx).id,
        franchiseeId: invitation.franchiseeId,
        contentRating: input.contentRating,
        deliveryRating: input.deliveryRating,
        engagementRating: input.engagementRating,
        overallRating: input.overallRating,
        comments: input.comments ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('You have already shared feedback on this trainer');
    await audit(ctx, {
      resource: feedbackSubject,
      recordId: row.id,
      action: 'create',
      franchiseeId: row.franchiseeId,
      changes: { trainerUserID: input.trainerUserID, overallRating: input.overallRating },
    });
    return row;
  });
}
