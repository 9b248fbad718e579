/**
 * Telling people about trainings on their phones: the invitation when it is made, and reminders at the times
 * of the spec's notices (the start day, 15 minutes before each session, the end of the last one). Each
 * reminder goes to each person once (training_reminders); a chain of jobs, one at each reminder moment of a
 * training, sends them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@portal/core';
import type { Executor } from '@portal/db';
import {
  anonymousContext,
  defineJob,
  enqueue,
  everyFranchiseeContext,
  publishLive,
  queueMessage,
  type RequestContext,
} from '@portal/kit';
import { pushInTheirLanguage } from '@portal/mod-notifications/server';
import { adminUsers } from '@portal/mod-users/server';
import {
  currentSession,
  dateOfDay,
  displayDate,
  displayTime,
  firstSession,
  isJoinOpen,
  JOIN_LEAD_MINUTES,
  lastSession,
  TRAINING_LIVE,
  type TrainingWindow,
} from '../shared/index.ts';
import { instantOf, nowMinutes } from './clock.ts';
import { trainingMessage } from './messages.ts';
import { trainingEnrollments, trainingFeedback, trainingReminders, trainings, trainingTrainers } from './schema.ts';

export const TRAINING_REMINDERS_JOB = 'training.reminders';

type Training = typeof trainings.$inferSelect;
type ReminderKind = 'schedule' | 'join' | 'feedback';
const DAY = 1440;
/** The start-day reminder goes at 07:00, or an hour before a session that starts earlier. */
const SCHEDULE_REMINDER_MINUTE = 7 * 60;

/** When the start day's reminder goes (clock minutes). */
export function scheduleReminderAt(t: TrainingWindow): number {
  const first = firstSession(t);
  const dayStart = Math.floor(first.start / DAY) * DAY;
  return Math.max(dayStart, Math.min(dayStart + SCHEDULE_REMINDER_MINUTE, first.start - 60));
}

/**
 * The first reminder moment of a training at or after `at` (clock minutes), or null when none is left. With
 * `due`, a reminder whose time has come but whose notice still shows (a training created during its session)
 * counts as due at `at`.
 */
export function nextReminderAt(t: TrainingWindow, at: number, due = false): number | null {
  const first = firstSession(t).start;
  const last = lastSession(t);
  const moments = [scheduleReminderAt(t), last.end];
  // Sessions are a day apart: the next one whose join moment is not past.
  const next = Math.max(0, Math.ceil((at + JOIN_LEAD_MINUTES - first) / DAY));
  const sessions = Math.round((last.start - first) / DAY) + 1;
  if (next < sessions) moments.push(first + next * DAY - JOIN_LEAD_MINUTES);
  if (due) {
    const startDay = at >= scheduleReminderAt(t) && at < firstSession(t).end;
    const feedbackDay = at >= last.end && Math.floor(at / DAY) === Math.floor(last.end / DAY);
    if (startDay || isJoinOpen(t, at, JOIN_LEAD_MINUTES) || feedbackDay) return at;
  }
  const later = moments.filter((m) => m >= at);
  return later.length ? Math.min(...later) : null;
}

/** The schedule a chain of reminder jobs was queued for: a changed schedule starts a new chain. */
export const scheduleVersion = (t: TrainingWindow) => `${t.fromDate} ${t.fromTime} ${t.toDate} ${t.toTime}`;

/** Queues the training's next reminder sweep (inside the caller's transaction); an edit queues a new chain. */
export async function scheduleReminders(
  db: Executor,
  t: Training,
  { at = nowMinutes(), due = true }: { at?: number; due?: boolean } = {},
): Promise<void> {
  if (t.status === 'CANCELLED') return;
  const next = nextReminderAt(t, at, due);
  if (next === null) return;
  await enqueue(
    db,
    TRAINING_REMINDERS_JOB,
    { trainingId: t.id, version: scheduleVersion(t) },
    { runAt: instantOf(next) },
  );
}

interface Person {
  id: number;
  language: Language | null;
}

/** Keeps the people not yet reminded of this kind for this session, and records them as reminded. */
async function firstTime(db: Executor, t: Training, kind: ReminderKind, sessionDate: string, people: Person[]) {
  if (people.length === 0) return [];
  const fresh = await db
    .insert(trainingReminders)
    .values(people.map((p) => ({ trainingId: t.id, userId: p.id, kind, sessionDate })))
    .onConflictDoNothing()
    .returning({ userId: trainingReminders.userId });
  const ids = new Set(fresh.map((f) => f.userId));
  return people.filter((p) => ids.has(p.id));
}

const words = (t: Training, date: string, time: string) => ({
  training: t.title,
  date: displayDate(date),
  time: displayTime(time),
});

/**
 * Sends the reminders of one training that are due at `at` and not sent yet: on the start day (to those who
 * have not declined), when the meeting opens (to the trainers and the teachers who accepted, online trainings
 * only) and when the last session has ended (feedback, to those who have not declined and not given it).
 * Answers how many people were reminded.
 */
export async function sendTrainingReminders(ctx: RequestContext, trainingId: number, at = nowMinutes()) {
  const [t] = await ctx.db.select().from(trainings).where(eq(trainings.id, trainingId));
  if (!t || t.status === 'CANCELLED') return 0;
  const invited = await ctx.db
    .select({ id: adminUsers.id, language: adminUsers.language, response: trainingEnrollments.response })
    .from(trainingEnrollments)
    .innerJoin(adminUsers, eq(adminUsers.id, trainingEnrollments.teacherUserId))
    .where(and(eq(trainingEnrollments.trainingId, t.id), eq(adminUsers.isActive, true)));
  const first = firstSession(t);
  const last = lastSession(t);
  const today = dateOfDay(Math.floor(at / DAY));
  let sent = 0;

  if (t.status !== 'COMPLETED' && today === t.fromDate && at >= scheduleReminderAt(t) && at < first.end) {
    const people = await firstTime(
      ctx.db,
      t,
      'schedule',
      t.fromDate,
      invited.filter((p) => p.response !== 'DECLINED'),
    );
    const w = words(t, t.fromDate, t.fromTime);
    for (const pending of [true, false]) {
      const group = people.filter((p) => (invited.find((i) => i.id === p.id)!.response === 'PENDING') === pending);
      await pushInTheirLanguage(ctx.db, group, 'trainings', (language) => ({
        title: trainingMessage(language, 'scheduledTitle', w),
        body: trainingMessage(language, pending ? 'scheduledPending' : 'scheduledAccepted', w),
        url: '/trainer-led',
      }));
      sent += group.length;
    }
  }

  if (t.status !== 'COMPLETED' && t.mode === 'ONLINE' && isJoinOpen(t, at, JOIN_LEAD_MINUTES)) {
    const session = currentSession(t, at);
    const trainers = await ctx.db
      .select({ id: adminUsers.id, language: adminUsers.language })
      .from(trainingTrainers)
      .innerJoin(adminUsers, eq(adminUsers.id, trainingTrainers.trainerUserId))
      .where(and(eq(trainingTrainers.trainingId, t.id), eq(adminUsers.isActive, true)));
    const people = await firstTime(ctx.db, t, 'join', session.date, [
      ...trainers,
      ...invited.filter((p) => p.response === 'ACCEPTED' && !trainers.some((tr) => tr.id === p.id)),
    ]);
    const w = words(t, session.date, t.fromTime);
    await pushInTheirLanguage(ctx.db, people, 'trainings', (language) => ({
      title: trainingMessage(language, 'startsTitle', w),
      body: trainingMessage(language, 'startsBody', w),
      url: '/trainer-led',
    }));
    sent += people.length;
  }

  if (at >= last.end && Math.floor(at / DAY) === Math.floor(last.end / DAY)) {
    const given = await ctx.db
      .selectDistinct({ id: trainingFeedback.teacherUserId })
      .from(trainingFeedback)
      .where(eq(trainingFeedback.trainingId, t.id));
    const done = new Set(given.map((g) => g.id));
    const people = await firstTime(
      ctx.db,
      t,
      'feedback',
      t.toDate,
      invited.filter((p) => p.response !== 'DECLINED' && !done.has(p.id)),
    );
    const w = words(t, dateOfDay(Math.floor(last.end / DAY)), t.toTime);
    await pushInTheirLanguage(ctx.db, people, 'trainings', (language) => ({
      title: trainingMessage(language, 'endedTitle', w),
      body: trainingMessage(language, 'endedBody', w),
      url: `/trainer-led/trainer-feedback/${t.id}`,
    }));
    sent += people.length;
  }
  return sent;
}

/** One reminder moment of one training; it queues the next, unless the schedule changed since (a new chain runs). */
export const trainingRemindersJob = defineJob<{ trainingId: number; version: string }>({
  name: TRAINING_REMINDERS_JOB,
  // Run twice? No: it sends reminders.
  mayRunTwice: false,
  async handler({ db, payload, log }) {
    const ctx = everyFranchiseeContext(anonymousContext(db));
    const [t] = await db.select().from(trainings).where(eq(trainings.id, payload.trainingId));
    if (!t || scheduleVersion(t) !== payload.version) return { sent: 0 };
    const at = nowMinutes();
    const sent = await sendTrainingReminders(ctx, t.id, at);
    if (sent) log.info(`Reminded ${sent} people of '${t.title}'`);
    // The next moment is at least a minute later: this one's reminders are sent.
    await scheduleReminders(db, t, { at: at + 1, due: false });
    return { sent };
  },
});

/**
 * Tells the newly invited: an email, a notification on their phones and the open screens (the dashboard's
 * invitation notice). An invitation made on the start day stands for that day's reminder.
 */
export async function announceInvitations(ctx: RequestContext, t: Training, userIds: readonly number[]) {
  if (userIds.length === 0) return;
  const people = await ctx.db
    .select({
      id: adminUsers.id,
      email: adminUsers.email,
      language: adminUsers.language,
      name: sql<string>`${adminUsers.firstName} || ' ' || ${adminUsers.lastName}`,
    })
    .from(adminUsers)
    .where(inArray(adminUsers.id, [...userIds]));
  const w = words(t, t.fromDate, t.fromTime);
  for (const p of people) {
    await queueMessage(ctx.db, {
      channel: 'email',
      to: p.email,
      subject: `Training scheduled: ${t.title}`,
      body:
        `Dear ${p.name},\n\nYou are invited to '${t.title}' on ${w.date} at ${w.time}. ` +
        'Please accept or decline the invitation in the portal.',
    });
  }
  await pushInTheirLanguage(ctx.db, people, 'trainings', (language) => ({
    title: trainingMessage(language, 'invitedTitle', w),
    body: trainingMessage(language, 'invitedBody', w),
    url: '/trainer-led',
  }));
  const at = nowMinutes();
  if (dateOfDay(Math.floor(at / DAY)) === t.fromDate && at >= scheduleReminderAt(t))
    await firstTime(ctx.db, t, 'schedule', t.fromDate, people);
  await publishLive(ctx.db, {
    kind: TRAINING_LIVE.invited,
    audience: { users: people.map((p) => p.id) },
    payload: { trainingId: t.id },
  });
}
