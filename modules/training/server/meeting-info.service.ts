import { and, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import {
  franchiseeArrayFence,
  mayTouchFranchisee,
  type RequestContext,
  requireUser,
  seesEveryFranchisee,
} from '@portal/kit';
import { dateOfDay, type MeetingInfoTraining, TRAINING_MODULES } from '../shared/index.ts';
import { nowMinutes } from './clock.ts';
import { holds } from './people.service.ts';
import {
  trainingEnrollments,
  trainingFeedback,
  trainingOnlineMeetings,
  trainings,
  trainingTrainers,
} from './schema.ts';

/**
 * Trainings around today that concern the caller (spec: meeting-info): invited, training
 * or able to register staff; and later trainings whose invitation the caller has not answered.
 * Enrolments are limited to the caller's own, or to the caller's centres for those who register staff.
 */
export async function meetingInfo(ctx: RequestContext): Promise<MeetingInfoTraining[]> {
  requireUser(ctx);
  const userId = ctx.user.id;
  const today = Math.floor(nowMinutes() / 1440);
  const canRegister = holds(ctx, TRAINING_MODULES.REGISTRATION, 'POST');
  const audienceMatch = canRegister
    ? (franchiseeArrayFence(ctx, trainings.audienceFranchiseeIds) ?? sql`true`)
    : sql`false`;
  const rows = await ctx.db
    .select()
    .from(trainings)
    .where(
      and(
        ne(trainings.status, 'CANCELLED'),
        or(
          // A day either side: sessions past midnight, and the feedback notice on the last day.
          and(gte(trainings.toDate, dateOfDay(today - 1)), lte(trainings.fromDate, dateOfDay(today + 1))),
          // Later trainings the caller has not answered yet: the invitation notice.
          and(
            gte(trainings.fromDate, dateOfDay(today)),
            sql`exists (select 1 from training_enrollments e where e.training_id = "trainings"."id"
              and e.teacher_user_id = ${userId} and e.response = 'PENDING')`,
          ),
        ),
        or(
          // Named explicitly: inside a subquery an unqualified "id" would be the subquery's own.
          sql`exists (select 1 from training_enrollments e where e.training_id = "trainings"."id"
            and e.teacher_user_id = ${userId})`,
          sql`exists (select 1 from training_trainers tt where tt.training_id = "trainings"."id"
            and tt.trainer_user_id = ${userId})`,
          audienceMatch,
        ),
      ),
    )
    .orderBy(trainings.fromDate, trainings.fromTime);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const enrollments = await ctx.db
    .select({
      trainingId: trainingEnrollments.trainingId,
      teacherUserID: trainingEnrollments.teacherUserId,
      response: trainingEnrollments.response,
      franchiseeId: trainingEnrollments.franchiseeId,
    })
    .from(trainingEnrollments)
    .where(inArray(trainingEnrollments.trainingId, ids));
  const meetings = await ctx.db
    .select({ id: trainingOnlineMeetings.id, trainingID: trainingOnlineMeetings.trainingId })
    .from(trainingOnlineMeetings)
    .where(inArray(trainingOnlineMeetings.trainingId, ids));
  const trainerRows = await ctx.db
    .select({ trainingId: trainingTrainers.trainingId, userId: trainingTrainers.trainerUserId })
    .from(trainingTrainers)
    .where(inArray(trainingTrainers.trainingId, ids));
  const given = await ctx.db
    .select({ trainingId: trainingFeedback.trainingId, n: sql<number>`count(*)` })
    .from(trainingFeedback)
    .where(and(inArray(trainingFeedback.trainingId, ids), eq(trainingFeedback.teacherUserId, userId)))
    .groupBy(trainingFeedback.trainingId);
  const seeAll = (franchiseeId: number) => canRegister && mayTouchFranchisee(ctx, franchiseeId);
  return rows.map((t) => {
    const trainerIds = trainerRows.filter((r) => r.trainingId === t.id).map((r) => r.userId);
    return {
      id: t.id,
      title: t.title,
      status: t.status,
      fromDate: t.fromDate,
      toDate: t.toDate,
      fromTime: t.fromTime,
      toTime: t.toTime,
      teacherEnrollment: enrollments
        .filter((e) => e.trainingId === t.id && (e.teacherUserID === userId || seeAll(e.franchiseeId)))
        .map((e) => ({ teacherUserID: e.teacherUserID, response: e.response })),
      trainingOnlineMeetings: meetings.filter((m) => m.trainingID === t.id),
      canRegister:
        canRegister &&
        t.status !== 'COMPLETED' &&
        (seesEveryFranchisee(ctx) || t.audienceFranchiseeIds.some((f) => mayTouchFranchisee(ctx, f))),
      isTrainer: trainerIds.includes(userId),
      feedbackGiven: Number(given.find((g) => g.trainingId === t.id)?.n ?? 0) >= trainerIds.length,
    };
  });
}
