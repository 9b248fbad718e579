import { desc, eq, sql } from 'drizzle-orm';
import { actingUser, requireAccess, type RequestContext } from '@portal/kit';
import { TRAINING_MODULES } from '../shared/index.ts';
import { trainingEnrollments, trainingOnlineMeetings, trainings } from './schema.ts';

/** Every training the caller is invited to, newest first, with their answer and attendance. */
export async function myTrainings(ctx: RequestContext) {
  requireAccess(ctx, TRAINING_MODULES.TEACHER_TRAINING, 'GET');
  return ctx.db
    .select({
      id: trainings.id,
      title: trainings.title,
      mode: trainings.mode,
      venue: trainings.venue,
      fromDate: trainings.fromDate,
      toDate: trainings.toDate,
      fromTime: trainings.fromTime,
      toTime: trainings.toTime,
      status: trainings.status,
      response: trainingEnrollments.response,
      attendance: trainingEnrollments.attendance,
      meetingID: trainingOnlineMeetings.id,
      feedbackGiven: sql<boolean>`exists (select 1 from training_feedback f where f.training_id = "trainings"."id"
        and f.teacher_user_id = ${actingUser(ctx).id})`,
    })
    .from(trainingEnrollments)
    .innerJoin(trainings, eq(trainings.id, trainingEnrollments.trainingId))
    .leftJoin(trainingOnlineMeetings, eq(trainingOnlineMeetings.trainingId, trainings.id))
    .where(eq(trainingEnrollments.teacherUserId, actingUser(ctx).id))
    .orderBy(desc(trainings.fromDate), desc(trainings.id))
    .limit(200);
}
