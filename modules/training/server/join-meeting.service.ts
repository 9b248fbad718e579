import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import {
  actingUser,
  AppError,
  conflict,
  forbidden,
  inTransaction,
  requireAccess,
  requireUser,
  type RequestContext,
} from '@portal/kit';
import { adminUsers } from '@portal/mod-users/server';
import {
  currentSession,
  joinRefusal,
  joinRefusalMessage,
  MEETING_NOT_FOUND,
  PERSONAL_REFUSALS,
  TRAINING_MODULES,
} from '../shared/index.ts';
import { now, nowMinutes } from './clock.ts';
import type { MeetingSettings } from './meetings/config.ts';
import {
  meetingReferences,
  trainingEnrollments,
  trainingOnlineMeetings,
  trainings,
  trainingTrainers,
} from './schema.ts';

const meetingMissing = () => new AppError(404, MEETING_NOT_FOUND);

/** Who the user is to this training: an invited teacher, a trainer, or nobody. */
async function participation(ctx: RequestContext, trainingId: number, userId: number) {
  const [enrollment] = await ctx.db
    .select()
    .from(trainingEnrollments)
    .where(and(eq(trainingEnrollments.trainingId, trainingId), eq(trainingEnrollments.teacherUserId, userId)));
  const [trainer] = await ctx.db
    .select({ id: trainingTrainers.id })
    .from(trainingTrainers)
    .where(and(eq(trainingTrainers.trainingId, trainingId), eq(trainingTrainers.trainerUserId, userId)));
  return { enrollment: enrollment ?? null, isTrainer: Boolean(trainer) };
}

/** Refuses a join that the invitation, the training's status or the clock does not allow. */
function checkJoinable(
  training: typeof trainings.$inferSelect,
  who: Awaited<ReturnType<typeof participation>>,
  at: number,
): void {
  const refusal = joinRefusal(training, { isTrainer: who.isTrainer, response: who.enrollment?.response ?? null }, at);
  if (!refusal) return;
  const message = joinRefusalMessage(refusal, training, at);
  throw PERSONAL_REFUSALS.includes(refusal) ? forbidden(message) : conflict(message);
}

async function meetingWithTraining(ctx: RequestContext, meetingId: number) {
  const [row] = await ctx.db
    .select({ meeting: trainingOnlineMeetings, training: trainings })
    .from(trainingOnlineMeetings)
    .innerJoin(trainings, eq(trainings.id, trainingOnlineMeetings.trainingId))
    .where(eq(trainingOnlineMeetings.id, meetingId));
  return row ?? null;
}

/** Spec get-url: a reference the join screen opens; only for people of the training, only while it runs. */
export async function meetingReference(ctx: RequestContext, meetingId: number): Promise<{ referenceID: string }> {
  requireAccess(ctx, TRAINING_MODULES.TEACHER_TRAINING, 'GET');
  const found = await meetingWithTraining(ctx, meetingId);
  if (!found) throw meetingMissing();
  const at = nowMinutes();
  checkJoinable(found.training, await participation(ctx, found.training.id, actingUser(ctx).id), at);
  const session = currentSession(found.training, at);
  const referenceID = randomBytes(16).toString('base64url');
  // Valid until the session ends (plus a margin for re-joining after a dropped call).
  const expiresAt = new Date(now().getTime() + (session.end - at + 30) * 60_000);
  await ctx.db
    .insert(meetingReferences)
    .values({ referenceId: referenceID, meetingId, userId: actingUser(ctx).id, expiresAt });
  return { referenceID };
}

export interface JoinAnswer {
  url: string;
  provider: 'jitsi' | 'bbb';
  trainingID: number;
  title: string;
  fromDate: string;
  toDate: string;
  fromTime: string;
  toTime: string;
}

/**
 * Opens the meeting behind a reference: the provider's URL is built here, for the
 * reference's own user, after checking the invitation and the clock again. Joining
 * marks the teacher present.
 */
export async function joinMeeting(
  ctx: RequestContext,
  settings: MeetingSettings,
  referenceID: string,
  opts: { signedIn: boolean },
): Promise<JoinAnswer> {
  if (opts.signedIn) requireUser(ctx);
  if (!/^[A-Za-z0-9_-]{22}$/.test(referenceID)) throw meetingMissing();
  const [ref] = await ctx.db
    .select()
    .from(meetingReferences)
    .where(and(eq(meetingReferences.referenceId, referenceID), gt(meetingReferences.expiresAt, now())));
  if (!ref || (opts.signedIn && ref.userId !== actingUser(ctx).id)) throw meetingMissing();
  const found = await meetingWithTraining(ctx, ref.meetingId);
  if (!found) throw meetingMissing();
  const { training, meeting } = found;
  const at = nowMinutes();
  const who = await participation(ctx, training.id, ref.userId);
  checkJoinable(training, who, at);
  const [user] = await ctx.db
    .select({
      firstName: adminUsers.firstName,
      lastName: adminUsers.lastName,
      email: adminUsers.email,
      isActive: adminUsers.isActive,
    })
    .from(adminUsers)
    .where(eq(adminUsers.id, ref.userId));
  if (!user?.isActive) throw meetingMissing();
  const session = currentSession(training, at);
  const validUntil = new Date(now().getTime() + (session.end - at + 30) * 60_000);
  const url = await settings.provider.joinUrl(
    { roomName: meeting.roomName, title: training.title },
    { userId: ref.userId, name: `${user.firstName} ${user.lastName}`, email: user.email, moderator: who.isTrainer },
    { now: now(), validUntil },
  );
  if (who.enrollment) {
    await inTransaction(ctx, async (tx) => {
      await tx.db
        .update(trainingEnrollments)
        .set({ attendance: 'PRESENT', attendanceSource: 'JOIN', firstJoinedAt: now(), updatedAt: new Date() })
        .where(
          and(
            eq(trainingEnrollments.id, who.enrollment.id),
            or(isNull(trainingEnrollments.firstJoinedAt), isNull(trainingEnrollments.attendance)),
          ),
        );
    });
  }
  return {
    url,
    provider: settings.provider.name,
    trainingID: training.id,
    title: training.title,
    fromDate: training.fromDate,
    toDate: training.toDate,
    fromTime: training.fromTime,
    toTime: training.toTime,
  };
}
