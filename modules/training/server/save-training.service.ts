import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import {
  actingUser,
  audit,
  conflict,
  fieldError,
  inTransaction,
  notFound,
  parseInput,
  requireAccess,
  type RequestContext,
} from '@portal/kit';
import { franchisees } from '@portal/mod-org/server';
import { todayInIndia } from '@portal/core';
import { adminUsers } from '@portal/mod-users/server';
import { displayDate, displayTime, trainingsOverlap, TRAINING_MODULES } from '../shared/index.ts';
import type { MeetingProvider } from './meetings/provider.ts';
import { audienceMembers, fullName } from './people.service.ts';
import { trainingEnrollments, trainingOnlineMeetings, trainings, trainingTrainers } from './schema.ts';
import { trainingInput, type TrainingInput } from '../shared/inputs.ts';
import { now } from './clock.ts';
import { announceInvitations, scheduleReminders, scheduleVersion } from './reminders.service.ts';
import { trainingShape } from '../shared/resources.ts';

type Training = typeof trainings.$inferSelect;

/** Serialises schedule checks per trainer so two concurrent saves cannot double-book one. */
async function lockTrainers(ctx: RequestContext, ids: number[]): Promise<void> {
  for (const id of [...ids].sort((a, b) => a - b)) await ctx.db.execute(sql`select pg_advisory_xact_lock(4242, ${id})`);
}

/** Trainers must be active head-office accounts, free at the training's times. */
async function checkTrainers(ctx: RequestContext, input: TrainingInput, trainingId: number | null): Promise<void> {
  const ids = input.trainers.map((t) => t.trainerUserID);
  const people = await ctx.db
    .select({ id: adminUsers.id, name: fullName })
    .from(adminUsers)
    .where(and(inArray(adminUsers.id, ids), eq(adminUsers.isActive, true), isNull(adminUsers.franchiseeId)));
  if (people.length !== ids.length) throw fieldError('trainers', 'Trainers must be active head-office users');
  await lockTrainers(ctx, ids);
  const busy = await ctx.db
    .select({
      trainerUserId: trainingTrainers.trainerUserId,
      id: trainings.id,
      title: trainings.title,
      fromDate: trainings.fromDate,
      toDate: trainings.toDate,
      fromTime: trainings.fromTime,
      toTime: trainings.toTime,
    })
    .from(trainingTrainers)
    .innerJoin(trainings, eq(trainings.id, trainingTrainers.trainingId))
    .where(
      and(
        inArray(trainingTrainers.trainerUserId, ids),
        notInArray(trainings.status, ['CANCELLED', 'COMPLETED']),
        trainingId ? ne(trainings.id, trainingId) : undefined,
      ),
    );
  const clash = busy.find((b) => trainingsOverlap(input, b));
  if (clash) {
    const name = people.find((p) => p.id === clash.trainerUserId)?.name ?? 'A trainer';
    throw conflict(
      `${name} is already training '${clash.title}' at that time ` +
        `(${displayDate(clash.fromDate)} ${displayTime(clash.fromTime)})`,
      { trainers: 'A trainer is busy at that time' },
    );
  }
}

async function checkAudience(ctx: RequestContext, input: TrainingInput): Promise<void> {
  const found = await ctx.db
    .select({ id: franchisees.id })
    .from(franchisees)
    .where(and(inArray(franchisees.id, input.audienceFranchiseeIds), eq(franchisees.isActive, true)));
  if (found.length !== new Set(input.audienceFranchiseeIds).size)
    throw fieldError('audienceFranchiseeIds', 'A chosen centre is not active');
}

/** Invites everyone in the audience who is not invited yet, within the capacity. */
async function inviteAudience(ctx: RequestContext, training: Training): Promise<number> {
  const members = await audienceMembers(ctx, training.audienceFranchiseeIds, training.audienceRoles);
  const existing = await ctx.db
    .select({ userId: trainingEnrollments.teacherUserId })
    .from(trainingEnrollments)
    .where(eq(trainingEnrollments.trainingId, training.id));
  const invited = new Set(existing.map((e) => e.userId));
  const fresh = members.filter((m) => !invited.has(m.id));
  if (existing.length + fresh.length > training.capacity) {
    throw conflict(
      `The audience has ${existing.length + fresh.length} people but the training takes ${training.capacity}; ` +
        'raise the capacity or narrow the audience',
      { capacity: 'Capacity is below the audience' },
    );
  }
  if (fresh.length === 0) return 0;
  await ctx.db.insert(trainingEnrollments).values(
    fresh.map((m) => ({
      trainingId: training.id,
      franchiseeId: m.franchiseeId!,
      teacherUserId: m.id,
      registeredBy: actingUser(ctx).id,
    })),
  );
  await announceInvitations(
    ctx,
    training,
    fresh.map((m) => m.id),
  );
  return fresh.length;
}

async function ensureMeeting(ctx: RequestContext, provider: MeetingProvider, training: Training): Promise<void> {
  if (training.mode !== 'ONLINE') return;
  const [meeting] = await ctx.db
    .select({ id: trainingOnlineMeetings.id })
    .from(trainingOnlineMeetings)
    .where(eq(trainingOnlineMeetings.trainingId, training.id));
  if (meeting) return;
  // The room name is the only thing guarding a Jitsi room without tokens: make it unguessable.
  await ctx.db.insert(trainingOnlineMeetings).values({
    trainingId: training.id,
    provider: provider.name,
    roomName: `training-${training.id}-${randomBytes(12).toString('hex')}`,
  });
}

function storedFields(input: TrainingInput) {
  const { trainers: _t, inviteAudience: _i, ...rest } = input;
  return { ...rest, description: rest.description ?? null, venue: rest.venue ?? null };
}

export async function createTraining(
  ctx: RequestContext,
  provider: MeetingProvider,
  body: unknown,
): Promise<{ id: number; invited: number }> {
  requireAccess(ctx, TRAINING_MODULES.TRAINER_LED_CREATE, 'POST');
  const input = parseInput(trainingInput, body);
  if (input.fromDate < todayInIndia(now())) throw fieldError('fromDate', 'A training cannot start in the past');
  return inTransaction(ctx, async (ctx) => {
    await checkAudience(ctx, input);
    await checkTrainers(ctx, input, null);
    const [training] = await ctx.db
      .insert(trainings)
      .values({ ...storedFields(input), createdBy: actingUser(ctx).id })
      .returning();
    await ctx.db
      .insert(trainingTrainers)
      .values(input.trainers.map((t) => ({ trainingId: training.id, trainerUserId: t.trainerUserID, kind: t.kind })));
    await ensureMeeting(ctx, provider, training);
    const invited = input.inviteAudience ? await inviteAudience(ctx, training) : 0;
    await scheduleReminders(ctx.db, training);
    await audit(ctx, {
      resource: trainingShape,
      recordId: training.id,
      action: 'create',
      changes: { ...input, invited },
    });
    return { id: training.id, invited };
  });
}

export async function updateTraining(
  ctx: RequestContext,
  provider: MeetingProvider,
  id: number,
  body: unknown,
): Promise<{ id: number; invited: number }> {
  requireAccess(ctx, TRAINING_MODULES.TRAINER_LED_CREATE, 'PUT');
  const input = parseInput(trainingInput, body);
  return inTransaction(ctx, async (ctx) => {
    const [existing] = await ctx.db.select().from(trainings).where(eq(trainings.id, id)).for('update');
    if (!existing) throw notFound('Training');
    if (existing.status !== 'ACTIVE') throw conflict(`The training is ${existing.status} and can no longer be edited`);
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(trainingEnrollments)
      .where(eq(trainingEnrollments.trainingId, id));
    if (input.capacity < Number(n))
      throw fieldError('capacity', `${n} people are already registered; capacity cannot go below that`);
    await checkAudience(ctx, input);
    await checkTrainers(ctx, input, id);
    const [training] = await ctx.db
      .update(trainings)
      .set({ ...storedFields(input), updatedAt: new Date() })
      .where(eq(trainings.id, id))
      .returning();
    await ctx.db.delete(trainingTrainers).where(eq(trainingTrainers.trainingId, id));
    await ctx.db
      .insert(trainingTrainers)
      .values(input.trainers.map((t) => ({ trainingId: id, trainerUserId: t.trainerUserID, kind: t.kind })));
    await ensureMeeting(ctx, provider, training);
    const invited = input.inviteAudience ? await inviteAudience(ctx, training) : 0;
    if (scheduleVersion(training) !== scheduleVersion(existing)) await scheduleReminders(ctx.db, training);
    await audit(ctx, { resource: trainingShape, recordId: id, action: 'update', changes: { ...input, invited } });
    return { id, invited };
  });
}
