import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  franchiseeFence,
  notFound,
  type RequestContext,
  requireAccess,
  requireUser,
  seesEveryFranchisee,
  touchableFranchisees,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { adminUsers } from '@portal/mod-users/server';
import { TRAINING_MODULES } from '../shared/index.ts';
import { fullName, holds } from './people.service.ts';
import { trainingEnrollments, trainingOnlineMeetings, trainings, trainingTrainers } from './schema.ts';

export type TrainingRow = typeof trainings.$inferSelect;

export async function loadTraining(
  ctx: RequestContext,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<TrainingRow> {
  const q = ctx.db.select().from(trainings).where(eq(trainings.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('Training');
  return row;
}

export async function trainersOf(ctx: RequestContext, trainingId: number) {
  return ctx.db
    .select({
      trainerUserID: trainingTrainers.trainerUserId,
      kind: trainingTrainers.kind,
      name: fullName,
      email: adminUsers.email,
    })
    .from(trainingTrainers)
    .innerJoin(adminUsers, eq(adminUsers.id, trainingTrainers.trainerUserId))
    .where(eq(trainingTrainers.trainingId, trainingId))
    .orderBy(asc(trainingTrainers.id));
}

/** Everything the edit and registration screens show about one training. */
export async function trainingDetails(ctx: RequestContext, id: number) {
  requireUser(ctx);
  const staffSide =
    holds(ctx, TRAINING_MODULES.TRAINER_LED_CREATE, 'GET') ||
    holds(ctx, TRAINING_MODULES.REGISTRATION, 'GET') ||
    holds(ctx, TRAINING_MODULES.TRAINER_LED_ATTENDANCE, 'GET') ||
    holds(ctx, TRAINING_MODULES.TRAINER_LED_REPORT, 'GET');
  const training = await loadTraining(ctx, id);
  if (!staffSide) {
    // Teachers see the trainings they are invited to, nothing else.
    const [mine] = await ctx.db
      .select({ id: trainingEnrollments.id })
      .from(trainingEnrollments)
      .where(and(eq(trainingEnrollments.trainingId, id), eq(trainingEnrollments.teacherUserId, ctx.user.id)));
    if (!mine) throw notFound('Training');
  }
  const [counts] = await ctx.db
    .select({
      registered: count(),
      accepted: sql<number>`count(*) filter (where ${trainingEnrollments.response} = 'ACCEPTED')`,
      declined: sql<number>`count(*) filter (where ${trainingEnrollments.response} = 'DECLINED')`,
    })
    .from(trainingEnrollments)
    .where(eq(trainingEnrollments.trainingId, id));
  // A centre learns which of its own centres are invited, not which others are.
  const audienceFranchiseeIds = touchableFranchisees(ctx, training.audienceFranchiseeIds);
  const audience = await ctx.db
    .select({ id: franchisees.id, companyName: franchisees.companyName })
    .from(franchisees)
    .where(inArray(franchisees.id, audienceFranchiseeIds));
  const [meeting] = await ctx.db
    .select({ id: trainingOnlineMeetings.id, trainingID: trainingOnlineMeetings.trainingId })
    .from(trainingOnlineMeetings)
    .where(eq(trainingOnlineMeetings.trainingId, id));
  return {
    ...training,
    audienceFranchiseeIds,
    trainers: await trainersOf(ctx, id),
    audienceCentres: audience,
    registered: Number(counts.registered),
    accepted: Number(counts.accepted),
    declined: Number(counts.declined),
    seatsLeft: Math.max(0, training.capacity - Number(counts.registered)),
    trainingOnlineMeetings: meeting ? [meeting] : [],
  };
}

/** Head-office accounts that can be named as trainers. */
export async function trainerCandidates(ctx: RequestContext) {
  requireAccess(ctx, TRAINING_MODULES.TRAINER_LED_CREATE, 'GET');
  return ctx.db
    .select({
      id: adminUsers.id,
      name: fullName,
      email: adminUsers.email,
      designation: adminUsers.designation,
      department: adminUsers.department,
    })
    .from(adminUsers)
    .where(and(isNull(adminUsers.franchiseeId), eq(adminUsers.isActive, true)))
    .orderBy(asc(adminUsers.firstName));
}

/** Invited people of a training, limited to the centres the caller may see. */
export async function trainingRoster(ctx: RequestContext, id: number, module: string) {
  requireAccess(ctx, module, 'GET');
  const training = await loadTraining(ctx, id);
  const centres = touchableFranchisees(ctx, training.audienceFranchiseeIds);
  if (!seesEveryFranchisee(ctx) && centres.length === 0) throw notFound('Training');
  const rows = await ctx.db
    .select({
      id: trainingEnrollments.id,
      teacherUserID: trainingEnrollments.teacherUserId,
      name: fullName,
      email: adminUsers.email,
      franchiseeId: trainingEnrollments.franchiseeId,
      centre: franchisees.companyName,
      response: trainingEnrollments.response,
      respondedAt: trainingEnrollments.respondedAt,
      attendance: trainingEnrollments.attendance,
      attendanceSource: trainingEnrollments.attendanceSource,
      firstJoinedAt: trainingEnrollments.firstJoinedAt,
      registeredAt: trainingEnrollments.createdAt,
    })
    .from(trainingEnrollments)
    .innerJoin(adminUsers, eq(adminUsers.id, trainingEnrollments.teacherUserId))
    .innerJoin(franchisees, eq(franchisees.id, trainingEnrollments.franchiseeId))
    .where(and(eq(trainingEnrollments.trainingId, id), franchiseeFence(ctx, trainingEnrollments.franchiseeId)))
    .orderBy(asc(franchisees.companyName), asc(adminUsers.firstName));
  return {
    training: {
      id: training.id,
      title: training.title,
      fromDate: training.fromDate,
      toDate: training.toDate,
      fromTime: training.fromTime,
      toTime: training.toTime,
      status: training.status,
      capacity: training.capacity,
    },
    rows,
  };
}
