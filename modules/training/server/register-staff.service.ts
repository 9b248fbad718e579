import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  actingUser,
  audit,
  conflict,
  franchiseeArrayFence,
  inTransaction,
  notFound,
  parseInput,
  type RequestContext,
  requireAccess,
  touchableFranchisees,
} from '@portal/kit';
import { dateOfDay, hasEnded, TRAINING_MODULES } from '../shared/index.ts';
import { nowMinutes } from './clock.ts';
import { audienceMembers } from './people.service.ts';
import { trainingEnrollments, trainings } from './schema.ts';
import { loadTraining } from './training-details.service.ts';
import { registerStaffInput } from '../shared/inputs.ts';
import { announceInvitations } from './reminders.service.ts';
import { trainingShape } from '../shared/resources.ts';

/** Staff of the caller's centres in the training's audience, with whether each is registered. */
export async function eligibleStaff(ctx: RequestContext, trainingId: number) {
  requireAccess(ctx, TRAINING_MODULES.REGISTRATION, 'GET');
  const training = await loadTraining(ctx, trainingId);
  const members = await audienceMembers(
    ctx,
    touchableFranchisees(ctx, training.audienceFranchiseeIds),
    training.audienceRoles,
  );
  const enrolled = await ctx.db
    .select({ userId: trainingEnrollments.teacherUserId })
    .from(trainingEnrollments)
    .where(eq(trainingEnrollments.trainingId, trainingId));
  const done = new Set(enrolled.map((e) => e.userId));
  return members.map((m) => ({
    teacherUserID: m.id,
    name: m.name,
    email: m.email,
    franchiseeId: m.franchiseeId,
    centre: m.centre,
    registered: done.has(m.id),
  }));
}

/**
 * Supervisors and academic coordinators register staff of their own centres. The
 * training row is locked first, so concurrent registrations are counted one after
 * another and the capacity holds.
 */
export async function registerStaff(ctx: RequestContext, trainingId: number, raw: unknown) {
  requireAccess(ctx, TRAINING_MODULES.REGISTRATION, 'POST');
  const { teacherUserIDs } = parseInput(registerStaffInput, raw);
  const ids = [...new Set(teacherUserIDs)];
  return inTransaction(ctx, async (ctx) => {
    const training = await loadTraining(ctx, trainingId, { forUpdate: true });
    if (training.status === 'CANCELLED' || training.status === 'COMPLETED')
      throw conflict(`The training is ${training.status}`);
    if (hasEnded(training, nowMinutes())) throw conflict('The training is over');
    const members = await audienceMembers(
      ctx,
      touchableFranchisees(ctx, training.audienceFranchiseeIds),
      training.audienceRoles,
    );
    const byId = new Map(members.map((m) => [m.id, m]));
    // Someone outside the caller's centres or the audience is simply not found.
    const unknown = ids.find((id) => !byId.has(id));
    if (unknown !== undefined) throw notFound('Staff member');
    const already = await ctx.db
      .select({ userId: trainingEnrollments.teacherUserId })
      .from(trainingEnrollments)
      .where(and(eq(trainingEnrollments.trainingId, trainingId), inArray(trainingEnrollments.teacherUserId, ids)));
    const skip = new Set(already.map((a) => a.userId));
    const fresh = ids.filter((id) => !skip.has(id));
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(trainingEnrollments)
      .where(eq(trainingEnrollments.trainingId, trainingId));
    const left = training.capacity - Number(n);
    if (fresh.length > left)
      throw conflict(
        left <= 0 ? 'The training is full' : `Only ${left} seat${left === 1 ? ' is' : 's are'} left in this training`,
      );
    if (fresh.length) {
      await ctx.db.insert(trainingEnrollments).values(
        fresh.map((id) => ({
          trainingId,
          franchiseeId: byId.get(id)!.franchiseeId!,
          teacherUserId: id,
          registeredBy: actingUser(ctx).id,
        })),
      );
      await announceInvitations(ctx, training, fresh);
      await audit(ctx, {
        resource: trainingShape,
        recordId: trainingId,
        action: 'register-staff',
        changes: { teacherUserIDs: fresh },
      });
    }
    return { registered: fresh, alreadyRegistered: [...skip], seatsLeft: left - fresh.length };
  });
}

/** Trainings a supervisor may still register staff for: their centres in the audience, not over. */
export async function openForRegistration(ctx: RequestContext) {
  requireAccess(ctx, TRAINING_MODULES.REGISTRATION, 'GET');
  const today = dateOfDay(Math.floor(nowMinutes() / 1440));
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
      registered: sql<number>`(select count(*)::int from training_enrollments e
        where e.training_id = "trainings"."id")`,
    })
    .from(trainings)
    .where(
      and(
        inArray(trainings.status, ['ACTIVE', 'IN PROGRESS']),
        gte(trainings.toDate, today),
        franchiseeArrayFence(ctx, trainings.audienceFranchiseeIds),
      ),
    )
    .orderBy(asc(trainings.fromDate), asc(trainings.fromTime))
    .limit(200);
}
