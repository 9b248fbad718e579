import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  badRequest,
  franchiseeFence,
  franchiseeFenceSql,
  notFound,
  type RequestContext,
  requireAccess,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { TRAINING_MODULES } from '../shared/index.ts';
import { fullName } from './people.service.ts';
import { trainingFeedback, trainings, trainingTrainers } from './schema.ts';
import { loadTraining } from './training-details.service.ts';

export interface Period {
  fromDate?: string;
  toDate?: string;
}

function inPeriod(p: Period): SQL | undefined {
  if (p.fromDate && p.toDate && p.toDate < p.fromDate) throw badRequest('To date must not be before the from date');
  return and(
    p.fromDate ? gte(trainings.fromDate, p.fromDate) : undefined,
    p.toDate ? lte(trainings.fromDate, p.toDate) : undefined,
  );
}

/** The report screen: every training with its invitations, answers, attendance and feedback. */
export async function trainingReport(ctx: RequestContext, period: Period) {
  requireAccess(ctx, TRAINING_MODULES.TRAINER_LED_REPORT, 'GET');
  // Correlated subqueries name their tables explicitly so the outer training is never shadowed.
  const enrolled = (extra: string) =>
    sql<number>`(select count(*)::int from training_enrollments e
      where e.training_id = "trainings"."id" ${sql.raw(extra)} and ${franchiseeFenceSql(ctx, sql`e.franchisee_id`)})`;
  return ctx.db
    .select({
      id: trainings.id,
      title: trainings.title,
      mode: trainings.mode,
      fromDate: trainings.fromDate,
      toDate: trainings.toDate,
      fromTime: trainings.fromTime,
      toTime: trainings.toTime,
      status: trainings.status,
      capacity: trainings.capacity,
      invited: enrolled(''),
      accepted: enrolled("and e.response = 'ACCEPTED'"),
      declined: enrolled("and e.response = 'DECLINED'"),
      present: enrolled("and e.attendance = 'PRESENT'"),
      feedbackCount: sql<number>`(select count(*)::int from training_feedback f where f.training_id = "trainings"."id"
        and ${franchiseeFenceSql(ctx, sql`f.franchisee_id`)})`,
      averageRating: sql<number | null>`(select round(avg(f.overall_rating)::numeric, 2)::float from training_feedback f
        where f.training_id = "trainings"."id" and ${franchiseeFenceSql(ctx, sql`f.franchisee_id`)})`,
    })
    .from(trainings)
    .where(inPeriod(period))
    .orderBy(desc(trainings.fromDate), desc(trainings.id))
    .limit(500);
}

const averages = {
  responses: sql<number>`count(${trainingFeedback.id})::int`,
  content: sql<number | null>`round(avg(${trainingFeedback.contentRating})::numeric, 2)::float`,
  delivery: sql<number | null>`round(avg(${trainingFeedback.deliveryRating})::numeric, 2)::float`,
  engagement: sql<number | null>`round(avg(${trainingFeedback.engagementRating})::numeric, 2)::float`,
  overall: sql<number | null>`round(avg(${trainingFeedback.overallRating})::numeric, 2)::float`,
};

/** Feedback averages per training and trainer (the trainer-feedback-report screen). */
export async function trainerFeedbackReport(ctx: RequestContext, period: Period) {
  requireAccess(ctx, TRAINING_MODULES.TRAINER_LED_REPORT, 'GET');
  return ctx.db
    .select({
      trainingID: trainings.id,
      title: trainings.title,
      fromDate: trainings.fromDate,
      toDate: trainings.toDate,
      status: trainings.status,
      trainerID: trainingTrainers.trainerUserId,
      trainerName: fullName,
      kind: trainingTrainers.kind,
      ...averages,
    })
    .from(trainingTrainers)
    .innerJoin(trainings, eq(trainings.id, trainingTrainers.trainingId))
    .innerJoin(adminUsers, eq(adminUsers.id, trainingTrainers.trainerUserId))
    .leftJoin(
      trainingFeedback,
      and(
        eq(trainingFeedback.trainingId, trainingTrainers.trainingId),
        eq(trainingFeedback.trainerUserId, trainingTrainers.trainerUserId),
        franchiseeFence(ctx, trainingFeedback.franchiseeId),
      ),
    )
    .where(inPeriod(period))
    .groupBy(
      trainings.id,
      trainings.title,
      trainings.fromDate,
      trainings.toDate,
      trainings.status,
      trainingTrainers.trainerUserId,
      adminUsers.firstName,
      adminUsers.lastName,
      trainingTrainers.kind,
      trainingTrainers.id,
    )
    .orderBy(desc(trainings.fromDate), asc(trainingTrainers.id))
    .limit(1000);
}

/** Every response on one trainer of one training (indiviual-trainer-feedback-report). */
export async function individualTrainerReport(ctx: RequestContext, trainingId: number, trainerId: number) {
  requireAccess(ctx, TRAINING_MODULES.TRAINER_LED_REPORT, 'GET');
  const training = await loadTraining(ctx, trainingId);
  const [trainer] = await ctx.db
    .select({
      trainerID: trainingTrainers.trainerUserId,
      name: fullName,
      kind: trainingTrainers.kind,
      email: adminUsers.email,
    })
    .from(trainingTrainers)
    .innerJoin(adminUsers, eq(adminUsers.id, trainingTrainers.trainerUserId))
    .where(and(eq(trainingTrainers.trainingId, trainingId), eq(trainingTrainers.trainerUserId, trainerId)));
  if (!trainer) throw notFound('Trainer');
  const teacher = sql<string>`(select ${adminUsers.firstName} || ' ' || ${adminUsers.lastName} from ${adminUsers}
    where ${adminUsers.id} = ${trainingFeedback.teacherUserId})`;
  const responses = await ctx.db
    .select({
      id: trainingFeedback.id,
      teacherName: teacher,
      centre: franchisees.companyName,
      contentRating: trainingFeedback.contentRating,
      deliveryRating: trainingFeedback.deliveryRating,
      engagementRating: trainingFeedback.engagementRating,
      overallRating: trainingFeedback.overallRating,
      comments: trainingFeedback.comments,
      createdAt: trainingFeedback.createdAt,
    })
    .from(trainingFeedback)
    .innerJoin(franchisees, eq(franchisees.id, trainingFeedback.franchiseeId))
    .where(
      and(
        eq(trainingFeedback.trainingId, trainingId),
        eq(trainingFeedback.trainerUserId, trainerId),
        franchiseeFence(ctx, trainingFeedback.franchiseeId),
      ),
    )
    .orderBy(desc(trainingFeedback.createdAt));
  const [summary] = await ctx.db
    .select(averages)
    .from(trainingFeedback)
    .where(
      and(
        eq(trainingFeedback.trainingId, trainingId),
        eq(trainingFeedback.trainerUserId, trainerId),
        franchiseeFence(ctx, trainingFeedback.franchiseeId),
      ),
    );
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
    trainer,
    summary,
    responses,
  };
}
